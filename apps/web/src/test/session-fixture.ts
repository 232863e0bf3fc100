import type { SessionUser } from '@emall/contract';
import { useSessionStore } from '../api/session-store';

export const DEMO_USER: SessionUser = {
  userId: 7,
  userCode: 'demo',
  tenantId: 11,
  staffRole: { tenantName: 'Shanghai Demo Electronics Co., Ltd.', mgrTenantIdList: [11] },
  staffPo: { staffName: 'Li Lei', mobileNum: '13800000000', email: 'lilei@demo.example' },
  lang: 'zh_CN',
};

/** Preloads the session store as the session load leaves it. */
export function givenSession(options: {
  user?: SessionUser | null;
  isRegistrationOpen?: boolean;
  supportLink?: string;
}) {
  const store = useSessionStore.getState();
  store.clearUser();
  store.setSystemParams({
    supportLink: options.supportLink ?? '',
    isRegistrationOpen: options.isRegistrationOpen ?? false,
  });
  if (options.user) store.setUser(options.user, { custAccountType: null, custOrderInfo: null });
  store.markSessionLoaded();
}
