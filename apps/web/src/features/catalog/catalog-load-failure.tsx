import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { isApiError } from '../../api/api-error';

/** The server's answer for a category id it does not know (or one that is not an id at all). */
export function isUnknownCategory(error: unknown): boolean {
  return isApiError(error) && (error.status === 404 || error.status === 400);
}

/**
 * A category page or the tree that could not be shown: an unknown category says so, anything else offers to
 * try again. Either way the text the API client gives for the failure is on the page, never a blank screen.
 * `isOnTree`: the tree itself failed, so it offers no link back to it.
 */
export function CatalogLoadFailure({
  error,
  onRetry,
  isOnTree = false,
}: {
  error: unknown;
  onRetry: () => void;
  isOnTree?: boolean;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const detail = isApiError(error) ? error.msg : undefined;
  const toTree = (isPrimary: boolean) => (
    <Button
      key="tree"
      type={isPrimary ? 'primary' : 'default'}
      onClick={() => {
        void navigate('/catalog');
      }}
    >
      {t('catalog.notFound.back')}
    </Button>
  );
  if (!isOnTree && isUnknownCategory(error)) {
    return <Result status="404" title={t('catalog.notFound.title')} subTitle={detail} extra={toTree(true)} />;
  }
  const retry = (
    <Button key="retry" type="primary" onClick={onRetry}>
      {t('catalog.load.retry')}
    </Button>
  );
  return (
    <Result
      status="warning"
      title={t('catalog.load.failed')}
      subTitle={detail}
      extra={isOnTree ? retry : [retry, toTree(false)]}
    />
  );
}
