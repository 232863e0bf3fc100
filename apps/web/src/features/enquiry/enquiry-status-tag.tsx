import { Tag } from 'antd';
import type { EnquiryStatus } from '@emall/contract';

const COLORS: Record<EnquiryStatus, string> = {
  SUBMITTED: 'blue',
  QUOTED: 'green',
  EXPIRED: 'default',
  ORDERED: 'purple',
  CANCELLED: 'red',
};

/** An enquiry's state; the name is the server's statusName, already in the caller's language. */
export function EnquiryStatusTag({ status, name }: { status: EnquiryStatus; name: string }) {
  return <Tag color={COLORS[status]}>{name}</Tag>;
}
