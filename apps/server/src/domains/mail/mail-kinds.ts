/**
 * What the shop mails and to whom (docs/mail.md). A staff member's mail follows a message of the message centre:
 * its kind is the message's text key, and the mail's subject and body are that message's title and body. Each kind
 * belongs to a topic, which the staff member turns on or off in the member centre; the operators' mails go to
 * MAIL_OPS_TO and have their own texts (`mail.ops.<kind>.title` / `.body`).
 */
export const MAIL_TOPICS = ['money', 'goods', 'quote', 'sample'] as const;
export type MailTopic = (typeof MAIL_TOPICS)[number];

/** On unless the staff member turned it off: what concerns their money and their goods. */
export const DEFAULT_TOPICS: Readonly<Record<MailTopic, boolean>> = {
  money: true,
  goods: true,
  quote: false,
  sample: false,
};

/** The message text keys that become a mail, with their topic; any other message stays in the message centre. */
const STAFF_MAIL_TOPICS: Readonly<Record<string, MailTopic>> = {
  'message.order.placed': 'money',
  'message.order.proofReceived': 'money',
  'message.order.paymentConfirmed': 'money',
  'message.order.paymentRejected': 'money',
  'message.order.paymentRejectedWithReason': 'money',
  'message.order.cancelled': 'money',
  'message.order.shipped': 'goods',
  'message.order.shippedParcel': 'goods',
  'message.order.completed': 'goods',
  'enquiry.message.quoted': 'quote',
  'message.sample.approved': 'sample',
  'message.sample.rejected': 'sample',
  'message.sample.rejectedWithReason': 'sample',
  'message.sample.shipped': 'sample',
  'message.sample.shippedWithTracking': 'sample',
};

export function topicOfMessage(textKey: string): MailTopic | undefined {
  return STAFF_MAIL_TOPICS[textKey];
}

/** The topics a tenant's shared purchasing address gets a copy of: what concerns the company's money and goods. */
export const TENANT_COPY_TOPICS: ReadonlySet<MailTopic> = new Set<MailTopic>(['money', 'goods']);

export function isMailTopic(value: string): value is MailTopic {
  return (MAIL_TOPICS as readonly string[]).includes(value);
}

/** The operators' mails: something arrived that an operator must handle. */
export const OPS_MAIL_KINDS = [
  'newOrder',
  'paymentProof',
  'newEnquiry',
  'newSampleRequest',
  'newRegistration',
  'newLead',
] as const;
export type OpsMailKind = (typeof OPS_MAIL_KINDS)[number];

/** The kind stored for an operators' mail, told from a staff member's by its prefix. */
export const OPS_KIND_PREFIX = 'ops.';

/**
 * Who an outbox row is written to. `staff`: a staff member's topic mail (a message of the message centre);
 * `ops`: the operators' (MAIL_OPS_TO); `account`: a mail about the account itself; `tenantCopy`: the copy of a
 * money or goods mail to the tenant's shared purchasing address.
 */
export const MAIL_AUDIENCES = ['staff', 'ops', 'account', 'tenantCopy'] as const;
export type MailAudience = (typeof MAIL_AUDIENCES)[number];

/**
 * The mails about an account itself, each with its own text (`mail.account.<kind>`). They have no topic and no
 * unsubscribe: a registration's outcome is the answer the applicant waits for, and a password change the person
 * must hear of if it was not them; a switch would let whoever took the account silence the warning.
 */
export const ACCOUNT_MAIL_KINDS = [
  'registrationApproved',
  'registrationRejected',
  'passwordChanged',
] as const;
export type AccountMailKind = (typeof ACCOUNT_MAIL_KINDS)[number];
export const ACCOUNT_KIND_PREFIX = 'account.';
