import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LANG_TAGS, SERVICE_HOURS } from '@emall/contract';
import { useSessionStore } from '../../api/session-store';
import { FooterIntro } from './footer-intro';
import { useCustomerService } from '../../ui/use-customer-service';

/** Static documents, one per language, under public/static. */
function staticPage(name: 'about' | 'privacy' | 'terms', langTag: string): string {
  return `/static/${name}.${langTag}.html`;
}

/** The page footer; the selling-points strip is not shown in English. */
export function AppFooter() {
  const { t } = useTranslation();
  const lang = useSessionStore((s) => s.lang);
  const openOnlineService = useCustomerService();
  const tag = LANG_TAGS[lang];
  return (
    <footer className="app-footer">
      {lang !== 'en_US' && (
        <div className="app-footer__intro">
          <FooterIntro />
        </div>
      )}
      <div className="frame-width app-footer__body">
        <nav className="app-footer__links">
          <a href={staticPage('about', tag)} target="_blank" rel="noopener">
            {t('frame.footer.about')}
          </a>
          <a href={staticPage('privacy', tag)} target="_blank" rel="noopener">
            {t('frame.footer.privacy')}
          </a>
          <a href={staticPage('terms', tag)} target="_blank" rel="noopener">
            {t('frame.footer.terms')}
          </a>
          <button type="button" className="app-footer__link-button" onClick={openOnlineService}>
            {t('frame.footer.onlineService')}
          </button>
          <Link to="/help_center">{t('frame.footer.helpCenter')}</Link>
        </nav>
        <p className="app-footer__hotline">
          {t('frame.footer.hotline', { phone: t('frame.hotline.number'), hours: SERVICE_HOURS })}
        </p>
        <p className="app-footer__legal">
          <span>{t('frame.footer.copyright', { year: new Date().getFullYear() })}</span>
          <span>{t('frame.footer.filingNumber')}</span>
        </p>
      </div>
    </footer>
  );
}
