import { Tag } from 'antd';
import type { SampleStatus } from '@emall/contract';

const COLORS: Record<SampleStatus, string> = {
  SUBMITTED: 'blue',
  APPROVED: 'cyan',
  SHIPPED: 'geekblue',
  AWAITING_FEEDBACK: 'orange',
  FEEDBACK_GIVEN: 'green',
  REJECTED: 'red',
};

/** A request's state; the name is the server's statusName, already in the caller's language. */
export function SampleStatusTag({ status, name }: { status: SampleStatus; name: string }) {
  return <Tag color={COLORS[status]}>{name}</Tag>;
}
