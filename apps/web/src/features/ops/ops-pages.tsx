import { lazy } from 'react';
import type { ComponentType, LazyExoticComponent } from 'react';
import {
  AppstoreOutlined,
  ApiOutlined,
  AuditOutlined,
  DashboardOutlined,
  ExperimentOutlined,
  FileSearchOutlined,
  MailOutlined,
  SettingOutlined,
  SendOutlined,
  ShoppingOutlined,
  SolutionOutlined,
  UserAddOutlined,
} from '@ant-design/icons';

export interface OpsPage {
  /** The route under /ops ('' is /ops itself). */
  path: string;
  labelKey: string;
  icon: ComponentType;
  Page: LazyExoticComponent<ComponentType>;
}

/** The console's screens in menu order; each is loaded when first opened. */
export const OPS_PAGES: readonly OpsPage[] = [
  {
    path: '',
    labelKey: 'ops.menu.dashboard',
    icon: DashboardOutlined,
    Page: lazy(() => import('./dashboard/ops-dashboard-page').then((m) => ({ default: m.OpsDashboardPage }))),
  },
  {
    path: 'orders',
    labelKey: 'ops.menu.orders',
    icon: ShoppingOutlined,
    Page: lazy(() => import('./orders/ops-orders-page').then((m) => ({ default: m.OpsOrdersPage }))),
  },
  {
    path: 'enquiries',
    labelKey: 'ops.menu.enquiries',
    icon: FileSearchOutlined,
    Page: lazy(() => import('./enquiries/ops-enquiries-page').then((m) => ({ default: m.OpsEnquiriesPage }))),
  },
  {
    path: 'samples',
    labelKey: 'ops.menu.samples',
    icon: ExperimentOutlined,
    Page: lazy(() => import('./samples/ops-samples-page').then((m) => ({ default: m.OpsSamplesPage }))),
  },
  {
    path: 'registrations',
    labelKey: 'ops.menu.registrations',
    icon: UserAddOutlined,
    Page: lazy(() =>
      import('./registrations/ops-registrations-page').then((m) => ({ default: m.OpsRegistrationsPage })),
    ),
  },
  {
    path: 'catalog',
    labelKey: 'ops.menu.catalog',
    icon: AppstoreOutlined,
    Page: lazy(() => import('./catalog/ops-catalog-page').then((m) => ({ default: m.OpsCatalogPage }))),
  },
  {
    path: 'content',
    labelKey: 'ops.menu.content',
    icon: SettingOutlined,
    Page: lazy(() => import('./content/ops-content-page').then((m) => ({ default: m.OpsContentPage }))),
  },
  {
    path: 'messages',
    labelKey: 'ops.menu.messages',
    icon: MailOutlined,
    Page: lazy(() => import('./messages/ops-messages-page').then((m) => ({ default: m.OpsMessagesPage }))),
  },
  {
    path: 'leads',
    labelKey: 'ops.menu.leads',
    icon: SolutionOutlined,
    Page: lazy(() => import('./leads/ops-leads-page').then((m) => ({ default: m.OpsLeadsPage }))),
  },
  {
    path: 'api-keys',
    labelKey: 'ops.menu.apiKeys',
    icon: ApiOutlined,
    Page: lazy(() => import('./api-keys/api-keys-ops-page').then((m) => ({ default: m.ApiKeysOpsPage }))),
  },
  {
    path: 'mail',
    labelKey: 'mail.outbox.tab',
    icon: SendOutlined,
    Page: lazy(() => import('./mail-outbox/ops-mail-page').then((m) => ({ default: m.OpsMailPage }))),
  },
  {
    path: 'audit',
    labelKey: 'ops.menu.audit',
    icon: AuditOutlined,
    Page: lazy(() => import('./audit/ops-audit-page').then((m) => ({ default: m.OpsAuditPage }))),
  },
];
