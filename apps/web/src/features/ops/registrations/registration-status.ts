import type { RegistrationStatus } from '@emall/contract';

/** Tag colours: pending applications wait for an operator and stand out. */
const COLORS: Record<RegistrationStatus, string> = { PENDING: 'orange', APPROVED: 'green', REJECTED: 'red' };

export function registrationStatusColor(status: RegistrationStatus): string {
  return COLORS[status];
}
