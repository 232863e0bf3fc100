import { createHash } from 'node:crypto';
import {
  acceptsPaymentProof,
  contract,
  PAYMENT_PROOF_KINDS,
  roundHalfUp,
  uploadPaymentProofFieldsSchema,
} from '@emall/contract';
import type { FileDownload, Lang, PayInfo, PaymentProof, UploadedPaymentProof } from '@emall/contract';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../platform/app-error.js';
import type { Db } from '../../platform/db.js';
import type { StaffContext } from '../../platform/request-context.js';
import {
  builtFileName,
  FILE_CONTENT_TYPES,
  readUploadedFile,
  servedFileName,
} from '../../platform/uploads.js';
import { fieldMessages } from '../../platform/validation-messages.js';
import { markProofUploaded } from './order-lifecycle.service.js';
import { ownerOf, requireOrder } from './order-read.service.js';
import { paymentDueDate, statusOf } from './core/view.js';
import type { OrderOwner, TenantScope } from './core/order.queries.js';
import type { OrderDeps } from './order.settings.js';
import {
  findPaymentProof,
  insertPaymentProof,
  listPaymentProofs,
  proofNaming,
  type PaymentProofRow,
} from './core/payment.queries.js';
import { sellerInfo } from './contract/seller-info.js';
import { enqueueOpsMail } from '../mail/mail.service.js';

export type ProofKind = (typeof PAYMENT_PROOF_KINDS)[number];

function isProofKind(kind: string | null): kind is ProofKind {
  return PAYMENT_PROOF_KINDS.some((k) => k === kind);
}

/** `payment-proof-<orderNo>`: the stem of every proof's name (the uploader's name is never kept). */
function proofStem(orderNo: string): string {
  return `payment-proof-${orderNo}`;
}

/** The name a stored proof is shown and served under (uploads.ts, servedFileName). */
function proofFileName(row: Pick<PaymentProofRow, 'fileName' | 'kind' | 'orderNo'>): string {
  return servedFileName(row.fileName, proofStem(row.orderNo), isProofKind(row.kind) ? row.kind : 'pdf');
}

/** A proof as the answers show it; `downloadUrl` is the buyer's download call unless told otherwise. */
function toProof(
  row: PaymentProofRow,
  downloadUrl = `${contract.order.downloadPaymentProof.path}?proofId=${row.id}`,
): PaymentProof {
  return {
    proofId: String(row.id),
    fileName: proofFileName(row),
    kind: isProofKind(row.kind) ? row.kind : 'pdf',
    size: row.size,
    uploadTime: row.createdAt.toISOString(),
    downloadUrl,
  };
}

/** The orders tab's pay modal: what to pay, to whom, and what was uploaded. */
export async function payInfo(deps: OrderDeps, staff: StaffContext, orderId: string): Promise<PayInfo> {
  const owner = ownerOf(staff);
  const order = await requireOrder(deps, owner, orderId);
  const [seller, proofs] = await Promise.all([sellerInfo(deps), listPaymentProofs(deps.db, owner, order.id)]);
  const status = statusOf(order.status);
  return {
    orderId: String(order.id),
    dopOrderNo: order.orderNo,
    status,
    currency: order.currency,
    amount: roundHalfUp(order.amount, 2),
    paymentDueDate: paymentDueDate(order),
    payeeName: seller.sellerName,
    bankName: seller.sellerBankName,
    bankAccount: seller.sellerBankAccount,
    transferRemark: order.orderNo,
    canUploadProof: acceptsPaymentProof(status),
    proofs: proofs.map((proof) => toProof(proof)),
  };
}

/** The orderId field of the upload (before the file), or of the query string. */
function uploadOrderId(fields: Record<string, string>, request: FastifyRequest, lang: Lang): string {
  const query = request.query as Record<string, unknown> | undefined;
  const raw = { orderId: fields.orderId ?? query?.orderId };
  const parsed = uploadPaymentProofFieldsSchema.safeParse(raw);
  if (!parsed.success) throw new AppError('VALIDATION_FAILED', {}, fieldMessages(parsed.error, lang, raw));
  return parsed.data.orderId;
}

/** A proof to store: its detected kind and bytes (its name is the shop's, built from the order's number). */
export interface ProofFile {
  kind: ProofKind;
  bytes: Buffer;
}

/**
 * Stores a payment proof with its uploader and moves the order to 'payment proof uploaded', in one
 * transaction: a refused move stores nothing. The upload call and the demo seed both come here. The proof is
 * named `payment-proof-<orderNo>.<ext>`, `-2`, `-3` … for the order's next ones, by its detected kind.
 */
export async function attachPaymentProof(
  db: Db,
  owner: OrderOwner,
  orderId: string,
  file: ProofFile,
  at: Date,
  lang: Lang,
): Promise<UploadedPaymentProof> {
  return db.transaction(async (tx) => {
    // Locks the order row first: concurrent uploads to one order are numbered one after the other.
    const status = await markProofUploaded(tx, owner, orderId, at, lang);
    const naming = await proofNaming(tx, Number(orderId));
    const row = {
      orderId: Number(orderId),
      fileName: builtFileName(proofStem(naming.orderNo), file.kind, naming.proofs + 1),
      kind: file.kind,
      size: file.bytes.length,
      createdAt: at,
    };
    const id = await insertPaymentProof(tx, {
      ...row,
      tenantId: owner.tenantId,
      staffId: owner.staffId,
      sha256: createHash('sha256').update(file.bytes).digest('hex'),
      content: file.bytes,
    });
    await enqueueOpsMail(
      tx,
      { kind: 'paymentProof', params: { orderNo: naming.orderNo }, link: '/ops/orders' },
      at,
    );
    return { orderId, status, proof: toProof({ id, orderNo: naming.orderNo, ...row }) };
  });
}

/** The upload call: one file (PNG, JPEG or PDF, told by its bytes) for an order of the caller's tenant. */
export async function uploadPaymentProof(
  deps: OrderDeps,
  staff: StaffContext,
  request: FastifyRequest,
  lang: Lang,
): Promise<UploadedPaymentProof> {
  const file = await readUploadedFile(request);
  const orderId = uploadOrderId(file.fields, request, lang);
  const owner = ownerOf(staff);
  const order = await requireOrder(deps, owner, orderId);
  if (!isProofKind(file.kind)) {
    throw new AppError('FILE_KIND_NOT_ACCEPTED', { kinds: PAYMENT_PROOF_KINDS.join(', ').toUpperCase() });
  }
  const proofFile = { kind: file.kind, bytes: file.bytes };
  return attachPaymentProof(deps.db, owner, String(order.id), proofFile, deps.clock.now(), lang);
}

/** A proof's file, only for the tenant whose order it belongs to (docs/security.md). */
export function paymentProofFile(
  deps: OrderDeps,
  staff: StaffContext,
  proofId: string,
): Promise<FileDownload> {
  return tenantProofFile(deps.db, ownerOf(staff), proofId);
}

/** An order's proofs, newest first, each linked to the download call `downloadUrlOf` names (the console's). */
export async function orderProofs(
  db: Db,
  tenant: TenantScope,
  orderId: number,
  downloadUrlOf: (proofId: number) => string,
): Promise<PaymentProof[]> {
  const rows = await listPaymentProofs(db, tenant, orderId);
  return rows.map((row) => toProof(row, downloadUrlOf(row.id)));
}

/** A proof's file among `tenant`'s proofs, of the order `orderId` when given; any other answers 404. */
export async function tenantProofFile(
  db: Db,
  tenant: TenantScope,
  proofId: string,
  orderId?: number,
): Promise<FileDownload> {
  const row = await findPaymentProof(db, tenant, proofId);
  if (!row || (orderId !== undefined && row.orderId !== orderId)) throw new AppError('NOT_FOUND');
  const kind = isProofKind(row.kind) ? row.kind : 'pdf';
  return {
    kind: 'file',
    filename: proofFileName(row),
    contentType: FILE_CONTENT_TYPES[kind],
    bytes: row.content,
  };
}
