import i18next from 'i18next';

/**
 * 502 and 426 (failed calls: docs/architecture.md) replace the app with the static maintenance page in a
 * full-screen frame. It may show before any text arrived (the texts call itself can fail), so the title is
 * read only when it exists.
 */
export function MaintenanceFrame() {
  const title = i18next.isInitialized ? i18next.t('frame.maintenance.title') : undefined;
  return <iframe className="maintenance-frame" src="/502.html" title={title} />;
}
