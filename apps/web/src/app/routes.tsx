import { lazy, Suspense } from 'react';
import type { RouteObject } from 'react-router';
import { PageSpinner } from '../ui/page-spinner';
import { PageFrame } from './frame/page-frame';

const HomePage = lazy(() => import('../features/home/home-page').then((m) => ({ default: m.HomePage })));
const LoginPage = lazy(() => import('../features/auth/login-page').then((m) => ({ default: m.LoginPage })));
const RegisterPage = lazy(() =>
  import('../features/register/register-page').then((m) => ({ default: m.RegisterPage })),
);
const MemberCentrePage = lazy(() =>
  import('../features/member/member-centre-page').then((m) => ({ default: m.MemberCentrePage })),
);
const SearchPage = lazy(() =>
  import('../features/search/search-page').then((m) => ({ default: m.SearchPage })),
);
const ProductDetailsPage = lazy(() =>
  import('../features/product/product-details-page').then((m) => ({ default: m.ProductDetailsPage })),
);
const CatalogTreePage = lazy(() =>
  import('../features/catalog/catalog-tree-page').then((m) => ({ default: m.CatalogTreePage })),
);
const CatalogPage = lazy(() =>
  import('../features/catalog/catalog-page').then((m) => ({ default: m.CatalogPage })),
);
const GlobalPage = lazy(() =>
  import('../features/global/global-page').then((m) => ({ default: m.GlobalPage })),
);
const CartPage = lazy(() => import('../features/cart/cart-page').then((m) => ({ default: m.CartPage })));
const ConfirmOrderPage = lazy(() =>
  import('../features/checkout/confirm-order-page').then((m) => ({ default: m.ConfirmOrderPage })),
);
const OrderLinePage = lazy(() =>
  import('../features/orders/orderline-page').then((m) => ({ default: m.OrderLinePage })),
);
// The member centre's orders tab belongs to features/orders; it is handed in here (decision 44).
const OrdersTab = lazy(() => import('../features/orders/orders-tab').then((m) => ({ default: m.OrdersTab })));
// The My BOMs tab belongs to features/bom, handed in the same way.
const BomLogsTab = lazy(() =>
  import('../features/bom/bom-logs-tab').then((m) => ({ default: m.BomLogsTab })),
);
// My samples (tab 3) belongs to features/samples, handed in the same way.
const MySamplesTab = lazy(() =>
  import('../features/samples/my-samples-tab').then((m) => ({ default: m.MySamplesTab })),
);
const SamplePage = lazy(() =>
  import('../features/samples/sample-page').then((m) => ({ default: m.SamplePage })),
);
const ReqSamplePage = lazy(() =>
  import('../features/samples/req-sample-page').then((m) => ({ default: m.ReqSamplePage })),
);
const SampleRatePage = lazy(() =>
  import('../features/samples/sample-rate-page').then((m) => ({ default: m.SampleRatePage })),
);
const MessagePage = lazy(() =>
  import('../features/messages/message-page').then((m) => ({ default: m.MessagePage })),
);
const BomUploadPage = lazy(() =>
  import('../features/bom/bom-upload-page').then((m) => ({ default: m.BomUploadPage })),
);
const EnquiryPage = lazy(() =>
  import('../features/enquiry/enquiry-page').then((m) => ({ default: m.EnquiryPage })),
);
const BomSearchPage = lazy(() =>
  import('../features/bom/bom-search-page').then((m) => ({ default: m.BomSearchPage })),
);
const HelpCenterPage = lazy(() =>
  import('../features/help/help-center-page').then((m) => ({ default: m.HelpCenterPage })),
);
const BrandHomePage = lazy(() =>
  import('../features/brand/brand-home-page').then((m) => ({ default: m.BrandHomePage })),
);
const BrandProductPage = lazy(() =>
  import('../features/brand/brand-product-page').then((m) => ({ default: m.BrandProductPage })),
);
const BrandCustomizedPage = lazy(() =>
  import('../features/brand/brand-customized-page').then((m) => ({ default: m.BrandCustomizedPage })),
);
// The operator console: one lazily loaded feature with its own frame, login and routes (issue 9), so the
// shop's pages never load it.
const OpsApp = lazy(() => import('../features/ops/ops-app').then((m) => ({ default: m.OpsApp })));
const GdPage = lazy(() => import('../features/brand/gd-page').then((m) => ({ default: m.GdPage })));

/**
 * SPEC §2 routes built so far, each loaded on demand. Unknown paths show home. /502.html is a static file,
 * served as it is. Later issues add their routes here.
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
