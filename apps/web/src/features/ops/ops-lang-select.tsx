import { Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { LANGS, normalizeLang } from '@emall/contract';
import { changeLanguage } from '../../api/i18n';
import { useSessionStore } from '../../api/session-store';

/** The console's language choice: the same three languages and the same stored choice as the shop. */
export function OpsLangSelect() {
  const { t } = useTranslation();
  const lang = useSessionStore((s) => s.lang);
  return (
    <Select
      size="small"
      value={lang}
      aria-label={t('frame.header.language')}
      popupMatchSelectWidth={false}
      options={LANGS.map((l) => ({ value: l, label: t(`frame.lang.${l}`) }))}
      onChange={(value: string) => {
        const chosen = normalizeLang(value);
        if (chosen) void changeLanguage(chosen);
      }}
    />
  );
}
