import type { Lang } from '@emall/contract';

/** The logged-in staff member behind a request, resolved from the session cookie. */
export interface StaffContext {
  /** sha256 of the session token: the session row's key (the token itself is never stored). */
  sessionKey: string;
  staffId: number;
  userCode: string;
  /** The first managed tenant: the tenant the shop acts for (SPEC §3). */
  tenantId: number;
  /** Every tenant this staff member manages, in order. */
  tenantIds: number[];
  lang: Lang | null;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The caller's language: header, then session, then cookie, then Accept-Language. */
    lang: Lang;
    staff: StaffContext | null;
  }
}
