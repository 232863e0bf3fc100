import { isValidElement, lazy, Suspense } from 'react';
import type { ComponentType, ReactNode } from 'react';
import { matchRoutes } from 'react-router';
import type { RouteObject } from 'react-router';
import { PageSpinner } from '../ui/page-spinner';
import { PageFrame } from './frame/page-frame';

/** Each lazily loaded page, by its component, with the import that loads its code. */
const PAGE_CODE = new Map<unknown, () => Promise<unknown>>();

/** A page loaded on demand; `preloadRoute` can start the same download before React asks for it. */
function page<M, P extends object>(load: () => Promise<M>, pick: (m: M) => ComponentType<P>) {
  const Page = lazy(() => load().then((m) => ({ default: pick(m) })));
  PAGE_CODE.set(Page, load);
  return Page;
}

const HomePage = page(
  () => import('../features/home/home-page'),
  (m) => m.HomePage,
);
const LoginPage = page(
  () => import('../features/auth/login-page'),
  (m) => m.LoginPage,
);
const RegisterPage = page(
  () => import('../features/register/register-page'),
  (m) => m.RegisterPage,
);
const MemberCentrePage = page(
  () => import('../features/member/member-centre-page'),
  (m) => m.MemberCentrePage,
);
const SearchPage = page(
  () => import('../features/search/search-page'),
  (m) => m.SearchPage,
);
const ProductDetailsPage = page(
  () => import('../features/product/product-details-page'),
  (m) => m.ProductDetailsPage,
);
const CatalogTreePage = page(
  () => import('../features/catalog/catalog-tree-page'),
  (m) => m.CatalogTreePage,
);
const CatalogPage = page(
  () => import('../features/catalog/catalog-page'),
  (m) => m.CatalogPage,
);
const GlobalPage = page(
  () => import('../features/global/global-page'),
  (m) => m.GlobalPage,
);
const CartPage = page(
  () => import('../features/cart/cart-page'),
  (m) => m.CartPage,
);
const ConfirmOrderPage = page(
  () => import('../features/checkout/confirm-order-page'),
  (m) => m.ConfirmOrderPage,
);
const OrderLinePage = page(
  () => import('../features/orders/orderline-page'),
  (m) => m.OrderLinePage,
);
// The member centre's orders tab belongs to features/orders; it is handed in here (decision 44).
const OrdersTab = page(
  () => import('../features/orders/orders-tab'),
  (m) => m.OrdersTab,
);
// The My BOMs tab belongs to features/bom, handed in the same way.
const BomLogsTab = page(
  () => import('../features/bom/bom-logs-tab'),
  (m) => m.BomLogsTab,
);
// My samples (tab 3) belongs to features/samples, handed in the same way.
const MySamplesTab = page(
  () => import('../features/samples/my-samples-tab'),
  (m) => m.MySamplesTab,
);
const SamplePage = page(
  () => import('../features/samples/sample-page'),
  (m) => m.SamplePage,
);
const ReqSamplePage = page(
  () => import('../features/samples/req-sample-page'),
  (m) => m.ReqSamplePage,
);
const SampleRatePage = page(
  () => import('../features/samples/sample-rate-page'),
  (m) => m.SampleRatePage,
);
const MessagePage = page(
  () => import('../features/messages/message-page'),
  (m) => m.MessagePage,
);
const BomUploadPage = page(
  () => import('../features/bom/bom-upload-page'),
  (m) => m.BomUploadPage,
);
const EnquiryPage = page(
  () => import('../features/enquiry/enquiry-page'),
  (m) => m.EnquiryPage,
);
const BomSearchPage = page(
  () => import('../features/bom/bom-search-page'),
  (m) => m.BomSearchPage,
);
const HelpCenterPage = page(
  () => import('../features/help/help-center-page'),
  (m) => m.HelpCenterPage,
);
const BrandHomePage = page(
  () => import('../features/brand/brand-home-page'),
  (m) => m.BrandHomePage,
);
const BrandProductPage = page(
  () => import('../features/brand/brand-product-page'),
  (m) => m.BrandProductPage,
);
const BrandCustomizedPage = page(
  () => import('../features/brand/brand-customized-page'),
  (m) => m.BrandCustomizedPage,
);
// The operator console: one lazily loaded feature with its own frame, login and routes
// (docs/operator-console.md), so the shop's pages never load it.
const OpsApp = page(
  () => import('../features/ops/ops-app'),
  (m) => m.OpsApp,
);
const GdPage = page(
  () => import('../features/brand/gd-page'),
  (m) => m.GdPage,
);

/**
 * The shop's routes, each loaded on demand. Unknown paths show home. /502.html is a static file,
 * served as it is.
 */
export const ROUTES: RouteObject[] = [
  {
    path: 'ops/*',
    element: (
      <Suspense fallback={<PageSpinner />}>
        <OpsApp />
      </Suspense>
    ),
  },
  {
    element: <PageFrame />,
    children: [
      { index: true, element: <HomePage /> },
      { path: 'login', element: <LoginPage /> },
      { path: 'register', element: <RegisterPage /> },
      {
        path: 'my_EMall',
        element: (
          <MemberCentrePage tabContent={{ '1': <BomLogsTab />, '2': <OrdersTab />, '3': <MySamplesTab /> }} />
        ),
      },
      { path: 'search', element: <SearchPage /> },
      { path: 'details/:spuId', element: <ProductDetailsPage /> },
      { path: 'details/:mfrPartNumber/:brandCode', element: <ProductDetailsPage /> },
      { path: 'catalog', element: <CatalogTreePage /> },
      { path: 'catalog/:catalogId', element: <CatalogPage /> },
      { path: 'global', element: <GlobalPage /> },
      { path: 'shopping_cart', element: <CartPage /> },
      { path: 'confirm_order', element: <ConfirmOrderPage /> },
      { path: 'orderline/:orderId', element: <OrderLinePage /> },
      { path: 'bom_upload', element: <BomUploadPage /> },
      { path: 'bom_search', element: <BomSearchPage /> },
      { path: 'sample', element: <SamplePage /> },
      { path: 'reqsample', element: <ReqSamplePage /> },
      { path: 'samplerate', element: <SampleRatePage /> },
      { path: 'enquiry', element: <EnquiryPage /> },
      { path: 'help_center', element: <HelpCenterPage /> },
      { path: 'message', element: <MessagePage /> },
      { path: 'ruisa', element: <BrandHomePage /> },
      { path: 'ruisa_product/:productCode', element: <BrandProductPage /> },
      { path: 'ruisa_customized', element: <BrandCustomizedPage /> },
      { path: 'gd', element: <GdPage /> },
      { path: '*', element: <HomePage /> },
    ],
  },
];

function loadPageCode(element: ReactNode): void {
  if (!isValidElement<{ children?: ReactNode }>(element)) return;
  const load = PAGE_CODE.get(element.type);
  if (load) void load().catch(() => undefined);
  // A page behind its own Suspense (the operator console).
  else loadPageCode(element.props.children);
}

/**
 * Starts downloading the code of the page at `pathname` now, while the texts and the session load, rather than
 * after the first render asks for it. The browser keeps the module, so the page's own import later finds it; a
 * failure here is left to that import to show.
 */
export function preloadRoute(pathname: string): void {
  for (const match of matchRoutes(ROUTES, pathname) ?? []) loadPageCode(match.route.element);
}
