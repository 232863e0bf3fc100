import { create } from 'zustand';
import { DEFAULT_LANG } from '@emall/contract';
import type { CustAccountType, CustOrderInfo, Lang, SessionUser } from '@emall/contract';

export interface UserExtras {
  custAccountType: CustAccountType | null;
  custOrderInfo: CustOrderInfo | null;
}

interface SessionState extends UserExtras {
  lang: Lang;
  user: SessionUser | null;
  /** PAR_EMALL_000; empty when none is configured. */
  supportLink: string;
  /** PAR_EMALL_001 is 'T' or '1'. */
  isRegistrationOpen: boolean;
  /** True once the session load has finished, so pages can tell "logged out" from "not known yet". */
  isSessionLoaded: boolean;
  /** Badge counts: the live message channel feeds the unread count, the cart its line count. */
  unreadCount: number;
  cartCount: number;
  /** The user just logged out or changed the password: pages needing login go to /login without origin. */
  hasEndedSession: boolean;
  setLang: (lang: Lang) => void;
  setSystemParams: (params: { supportLink: string; isRegistrationOpen: boolean }) => void;
  setUser: (user: SessionUser, extras: UserExtras) => void;
  clearUser: () => void;
  /** Logout and password change: the user is gone on purpose, not because a page lost its session. */
  endSession: () => void;
  markSessionLoaded: () => void;
  setCartCount: (count: number) => void;
  setUnreadCount: (count: number) => void;
}

const loggedOut = { user: null, custAccountType: null, custOrderInfo: null, unreadCount: 0, cartCount: 0 };

export const useSessionStore = create<SessionState>()((set) => ({
  lang: DEFAULT_LANG,
  supportLink: '',
  isRegistrationOpen: false,
  isSessionLoaded: false,
  hasEndedSession: false,
  ...loggedOut,
  setLang: (lang) => {
    set({ lang });
  },
  setSystemParams: ({ supportLink, isRegistrationOpen }) => {
    set({ supportLink, isRegistrationOpen });
  },
  setUser: (user, extras) => {
    set({ user, ...extras, hasEndedSession: false });
  },
  clearUser: () => {
    set(loggedOut);
  },
  endSession: () => {
    set({ ...loggedOut, hasEndedSession: true });
  },
  markSessionLoaded: () => {
    set({ isSessionLoaded: true });
  },
  setCartCount: (cartCount) => {
    set({ cartCount });
  },
  setUnreadCount: (unreadCount) => {
    set({ unreadCount });
  },
}));
