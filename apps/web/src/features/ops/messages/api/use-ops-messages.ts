import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CallAnswer, CallBody } from '@emall/contract';
import { opsContract } from '@emall/contract/ops';
import type { OpsMessageAudience } from '@emall/contract/ops';
import { call } from '../../../../api/client';
import type { TextLang } from '../message-texts';
import { messagesKeys } from './messages-keys';

const calls = opsContract.opsMessage;
const PICKER_PAGE = 20;

export type OpsSentMessagesBody = CallBody<typeof calls.qryOpsMessageByPage>;

/**
 * A message as the compose form holds it: the recipients its audience needs, and the texts in three
 * languages.
 */
export interface OpsMessageDraft {
  audience: OpsMessageAudience;
  tenantId?: number;
  staffId?: number;
  title: Record<TextLang, string>;
  body: Record<TextLang, string>;
  link?: string;
}

export function useSentMessages(body: OpsSentMessagesBody) {
  return useQuery({
    queryKey: messagesKeys.sentPage(body),
    queryFn: () => call(calls.qryOpsMessageByPage, body),
    placeholderData: keepPreviousData,
  });
}

/** Tenants whose code or name holds the keyword (all, without one), 20 at most. */
export function useRecipientTenants(keyword: string) {
  return useQuery({
    queryKey: messagesKeys.tenants(keyword),
    queryFn: () =>
      call(calls.qryRecipientTenants, { pageSize: PICKER_PAGE, ...(keyword ? { keyword } : {}) }),
  });
}

/**
 * Staff of the chosen tenant whose code or name holds the keyword, 20 at most; nothing before a tenant is
 * chosen.
 */
export function useRecipientStaff(tenantId: number | undefined, keyword: string) {
  return useQuery({
    queryKey: messagesKeys.staff(tenantId, keyword),
    queryFn: () =>
      call(calls.qryRecipientStaff, {
        tenantId: tenantId ?? 0,
        pageSize: PICKER_PAGE,
        ...(keyword ? { keyword } : {}),
      }),
    enabled: tenantId !== undefined,
  });
}

/**
 * Sends the message to the recipients its audience names (a tenant, one of its staff, or every customer); the
 * sent list is read again afterwards.
 */
export function useSendMessage(onSent: (sent: CallAnswer<typeof calls.sendOpsMessage>) => void) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (draft: OpsMessageDraft) =>
      call(calls.sendOpsMessage, {
        audience: draft.audience,
        ...(draft.audience !== 'ALL' ? { tenantId: draft.tenantId } : {}),
        ...(draft.audience === 'STAFF' ? { staffId: draft.staffId } : {}),
        title: draft.title,
        body: draft.body,
        ...(draft.link?.trim() ? { link: draft.link.trim() } : {}),
      }),
    onSuccess: (sent) => {
      onSent(sent);
      void client.invalidateQueries({ queryKey: messagesKeys.sent });
    },
  });
}
