import { Tag } from 'antd';
import type { SampleStatus } from '@emall/contract';

const COLOR: Record<SampleStatus, string> = {
  SUBMITTED: 'gold',
  APPROVED: 'blue',
  SHIPPED: 'cyan',
  AWAITING_FEEDBACK: 'purple',
  FEEDBACK_GIVEN: 'green',
  REJECTED: 'red',
};

/** A request's status as the server named it in the caller's language, coloured by what it asks of the seller. */
export function OpsSampleStatusTag({ status, name }: { status: SampleStatus; name: string }) {
  return <Tag color={COLOR[status]}>{name}</Tag>;
}
