import { useTranslation } from 'react-i18next';

/** A stored state (audit before/after, a request's details) shown as indented JSON; nothing is executed. */
export function OpsJson({ value }: { value: unknown }) {
  const { t } = useTranslation();
  if (value === null || value === undefined) return <span>{t('ops.audit.none')}</span>;
  return <pre className="ops-json">{JSON.stringify(value, null, 2)}</pre>;
}
