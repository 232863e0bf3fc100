import { z } from 'zod';
import { pageNoSchema, pageSchema, pageSizeSchema } from '../call.js';
import { MESSAGE_NOTIFY_TYPE, MESSAGE_PAGE_SIZE, STATUS_ACTIVE, STATUS_REMOVED } from '../constants.js';

/**
 * Web-mail messages (docs/messages.md). A message is addressed to one staff
 * member or to every staff member of a tenant; read and deleted are kept per staff member. The server stores
 * a text key and its parameters and renders title and body in the reader's language when the list is read.
 */
export const MESSAGE_GROUPS = ['order', 'sample', 'enquiry', 'account', 'system'] as const;
export type MessageGroup = (typeof MESSAGE_GROUPS)[number];

/** The most messages one modifyMessage call may name. */
export const MESSAGE_MODIFY_MAX_IDS = 200;

/** A message id as clients send it: a positive whole number, or its digits. */
export const messageIdSchema = z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER);

/** The list asks for status 00A (not deleted) and notifyType WebMail, 15 a page. */
export const qryMessageList4PageBodySchema = z
  .object({
    pageNo: pageNoSchema.default(1),
    pageSize: pageSizeSchema(MESSAGE_PAGE_SIZE, 100),
    status: z.literal(STATUS_ACTIVE).default(STATUS_ACTIVE),
    notifyType: z.literal(MESSAGE_NOTIFY_TYPE).default(MESSAGE_NOTIFY_TYPE),
    /** Only the messages of one group (the tabs of qryMessage4Group); all groups when absent. */
    group: z.enum(MESSAGE_GROUPS).optional(),
  })
  .nullish()
  .transform(
    (body) =>
      body ?? {
        pageNo: 1,
        pageSize: MESSAGE_PAGE_SIZE,
        status: STATUS_ACTIVE,
        notifyType: MESSAGE_NOTIFY_TYPE,
        group: undefined,
      },
  );

/**
 * modifyMessage: with status 00X the named messages are deleted (for the caller only); without a status
 * they are marked read. `allRead: true` marks every unread message of the caller read (of `group` if given)
 * and needs no ids. Unknown ids, or ids of another staff member or tenant, answer 404 and change nothing.
 */
export const modifyMessageBodySchema = z
  .object({
    messageId: messageIdSchema.optional(),
    messageIds: z.array(messageIdSchema).min(1).max(MESSAGE_MODIFY_MAX_IDS).optional(),
    status: z.literal(STATUS_REMOVED).optional(),
    allRead: z.boolean().optional(),
    group: z.enum(MESSAGE_GROUPS).optional(),
  })
  .refine((b) => b.allRead === true || b.messageId !== undefined || b.messageIds !== undefined, {
    path: ['messageId'],
  })
  .refine((b) => !(b.allRead === true && b.status !== undefined), { path: ['status'] })
  .transform((b) => ({
    action: b.status === STATUS_REMOVED ? ('delete' as const) : ('read' as const),
    all: b.allRead === true,
    group: b.group,
    messageIds: [...new Set([...(b.messageIds ?? []), ...(b.messageId !== undefined ? [b.messageId] : [])])],
  }));

/** One row of the message centre, rendered in the caller's language. */
export const messageRowSchema = z.object({
  messageId: z.string(),
  group: z.enum(MESSAGE_GROUPS),
  title: z.string(),
  content: z.string(),
  /** A path inside the shop the message is about (e.g. /orderline/12), or null. */
  link: z.string().nullable(),
  /** 'T' once the caller has read it. */
  readFlag: z.enum(['T', 'F']),
  status: z.literal(STATUS_ACTIVE),
  notifyType: z.literal(MESSAGE_NOTIFY_TYPE),
  /** ISO 8601. */
  createTime: z.string(),
  /** true when addressed to every staff member of the tenant, false when to the caller alone. */
  tenantWide: z.boolean(),
});

export const unreadExtSchema = z.object({ unReadNum: z.number().int() });

export const messagePageSchema = pageSchema(messageRowSchema).extend({ ext: unreadExtSchema });

export const modifyMessageAnswerSchema = z.object({
  /** How many messages changed (already-read ones marked read again do not count). */
  modified: z.number().int(),
  unReadNum: z.number().int(),
});

/** qryMessage4Group: the unread count of every group (all five, zero included) and the total. */
export const messageGroupCountSchema = z.object({
  group: z.enum(MESSAGE_GROUPS),
  unReadNum: z.number().int(),
});
export const messageGroupsAnswerSchema = z.object({
  unReadNum: z.number().int(),
  groups: z.array(messageGroupCountSchema),
});

/**
 * The live channel's frames, server to browser, as JSON text (docs/messages.md): the unread count on connect
 * and after every change, and a heartbeat every 25 s so the browser can tell a dead connection.
 */
export const MESSAGE_SOCKET_PATH = '/api/emall/ws';
export const MESSAGE_HEARTBEAT_MS = 25_000;
export const liveFrameSchema = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('unread'),
    unReadNum: z.number().int(),
    /** The push is about a new message (not a read or a delete): the page shows its notice. */
    newMessage: z.boolean().optional(),
  }),
  z.object({ type: z.literal('heartbeat'), time: z.string() }),
  z.object({ type: z.literal('pong') }),
]);
export type LiveFrame = z.infer<typeof liveFrameSchema>;

export type MessageRow = z.infer<typeof messageRowSchema>;
export type MessagePage = z.infer<typeof messagePageSchema>;
export type MessageGroupsAnswer = z.infer<typeof messageGroupsAnswerSchema>;
export type ModifyMessageBody = z.output<typeof modifyMessageBodySchema>;
export type QryMessageList4PageBody = z.output<typeof qryMessageList4PageBodySchema>;

/**
 * feedback/submit answers the success text in the caller's language both as the envelope's msg (clients
 * read the answer's success and msg) and in data, for clients that only see data.
 */
export const feedbackAnswerSchema = z.object({
  feedbackId: z.string(),
  msg: z.string(),
});
export type FeedbackAnswer = z.infer<typeof feedbackAnswerSchema>;
