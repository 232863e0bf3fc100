import { create } from 'zustand';
import { opsContract } from '@emall/contract/ops';
import type { CallBody } from '@emall/contract';
import type { OperatorUser } from '@emall/contract/ops';
import { call } from '../../../../api/client';

interface OpsSessionState {
  operator: OperatorUser | null;
  /** The first session check has answered: "logged out" can be told from "not known yet". */
  isLoaded: boolean;
  setOperator: (operator: OperatorUser | null) => void;
}

/** The console's own session: the operator logged in, apart from the shop's user (docs/operator-console.md). */
export const useOpsSession = create<OpsSessionState>()((set) => ({
  operator: null,
  isLoaded: false,
  setOperator: (operator) => {
    set({ operator, isLoaded: true });
  },
}));

/** Reads the operator session once the console opens (a failed check counts as logged out). */
export async function loadOpsSession(): Promise<void> {
  const operator = await call(opsContract.opsAuth.opsSessionInfo, {}, { quiet: true }).catch(() => null);
  useOpsSession.getState().setOperator(operator);
}

/** Logs an operator in and keeps them as the session's operator; failures are the caller's to show. */
export async function opsLogin(body: CallBody<typeof opsContract.opsAuth.opsLogin>): Promise<void> {
  const operator = await call(opsContract.opsAuth.opsLogin, body);
  useOpsSession.getState().setOperator(operator);
}

/** Ends the operator session, even when the call failed: the console shows its login again. */
export async function opsLogout(): Promise<void> {
  await call(opsContract.opsAuth.opsLogout, {}).catch(() => undefined);
  useOpsSession.getState().setOperator(null);
}

/** Whether the logged-in operator may change things (an auditor only reads). */
export function useCanWrite(): boolean {
  return useOpsSession((s) => s.operator?.role === 'OPERATOR');
}
