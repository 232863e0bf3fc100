import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';

/** A route's first path segment → the page's name in `meta.title.*` and, where it has one, `meta.description.*`. */
interface PageMeta {
  title: string;
  description?: string;
}

const HOME: PageMeta = { title: 'home' };
const PAGES: Record<string, PageMeta> = {
  '': HOME,
  login: { title: 'login' },
  register: { title: 'register' },
  my_EMall: { title: 'member' },
  search: { title: 'search', description: 'search' },
  details: { title: 'details', description: 'search' },
  catalog: { title: 'catalog', description: 'catalog' },
  global: { title: 'global', description: 'search' },
  shopping_cart: { title: 'cart' },
  confirm_order: { title: 'confirmOrder' },
  orderline: { title: 'orderline' },
  bom_upload: { title: 'bomUpload', description: 'bom' },
  bom_search: { title: 'bomSearch', description: 'bom' },
  sample: { title: 'sample', description: 'sample' },
  reqsample: { title: 'reqSample', description: 'sample' },
  samplerate: { title: 'sampleRate', description: 'sample' },
  enquiry: { title: 'enquiry' },
  help_center: { title: 'help', description: 'help' },
  message: { title: 'message' },
  ruisa: { title: 'brand' },
  ruisa_product: { title: 'brand' },
  ruisa_customized: { title: 'brand' },
  gd: { title: 'brand' },
};

/** The meta description element of index.html, or a new one when a page lacks it. */
function descriptionElement(): HTMLMetaElement {
  const found = document.head.querySelector<HTMLMetaElement>('meta[name="description"]');
  if (found) return found;
  const created = document.createElement('meta');
  created.name = 'description';
  document.head.append(created);
  return created;
}

/**
 * The document title ("page – shop") and meta description of the shop's page on view, in the buyer's language:
 * set on every route change and language change. Unknown paths show home, and so are named.
 */
export function usePageMeta(): void {
  const { t, i18n } = useTranslation();
  const { pathname } = useLocation();
  const segment = pathname.split('/')[1] ?? '';
  const page = PAGES[segment] ?? HOME;
  const title = `${t(`meta.title.${page.title}`)} - ${t('meta.title.suffix')}`;
  const description = t(`meta.description.${page.description ?? 'default'}`);
  useEffect(() => {
    document.title = title;
    descriptionElement().content = description;
  }, [title, description, i18n.language]);
}
