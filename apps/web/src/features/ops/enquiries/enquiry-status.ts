import type { EnquiryStatus } from '@emall/contract';

/** Tag colours: waiting for the seller stands out; finished states are quiet. */
const COLORS: Record<EnquiryStatus, string> = {
  SUBMITTED: 'orange',
  QUOTED: 'blue',
  EXPIRED: 'default',
  ORDERED: 'green',
  CANCELLED: 'default',
};

export function enquiryStatusColor(status: EnquiryStatus): string {
  return COLORS[status];
}
