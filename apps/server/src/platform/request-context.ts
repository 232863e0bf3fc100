import type { Lang } from '@emall/contract';

/** The logged-in staff member behind a request, resolved from the session cookie. */
export interface StaffContext {
  /** sha256 of the session token: the session row's key (the token itself is never stored). */
  sessionKey: string;
  staffId: number;
  userCode: string;
  /** The first managed tenant: the tenant the shop acts for. */
  tenantId: number;
  /** Every tenant this staff member manages, in order. */
  tenantIds: number[];
  lang: Lang | null;
}

/** The logged-in operator of the console, from the operator session cookie (never a buyer's session). */
export interface OperatorContext {
  sessionKey: string;
  operatorId: number;
  loginCode: string;
  operatorName: string;
  /** OPERATOR changes things; AUDITOR only reads. */
  role: 'OPERATOR' | 'AUDITOR';
  lang: Lang | null;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The caller's language: header, then session, then cookie, then Accept-Language. */
    lang: Lang;
    staff: StaffContext | null;
    /** Set only on /api/emall/ops/ calls that carry a live operator session. */
    operator: OperatorContext | null;
  }
}
