import { z } from 'zod';
import { entityIdSchema, orderStatusSchema } from './order.schemas.js';

/** Kinds of payment proof the shop accepts, told by the file's first bytes. */
export const PAYMENT_PROOF_KINDS = ['png', 'jpeg', 'pdf'] as const;

/** The multipart fields of uploadPaymentProof: `orderId` (a text field, sent before the file) and `file`. */
export const PAYMENT_PROOF_FIELDS = { orderId: 'orderId', file: 'file' } as const;

export const paymentProofSchema = z.object({
  proofId: z.string(),
  fileName: z.string(),
  kind: z.enum(PAYMENT_PROOF_KINDS),
  size: z.number().int(),
  uploadTime: z.string(),
  /** GET this URL (same session) to download the file. */
  downloadUrl: z.string(),
});

/** The pay modal: what to pay, to whom, and the proofs uploaded so far (newest first). */
export const payInfoSchema = z.object({
  orderId: z.string(),
  dopOrderNo: z.string(),
  status: orderStatusSchema,
  currency: z.string(),
  amount: z.string(),
  paymentDueDate: z.string(),
  payeeName: z.string(),
  bankName: z.string(),
  bankAccount: z.string(),
  /** What to write in the transfer's remark so the seller can match it: the order number. */
  transferRemark: z.string(),
  canUploadProof: z.boolean(),
  proofs: z.array(paymentProofSchema),
});

/** The text fields of the multipart upload, read beside the file. */
export const uploadPaymentProofFieldsSchema = z.object({ orderId: entityIdSchema });
export const uploadedPaymentProofSchema = z.object({
  orderId: z.string(),
  status: orderStatusSchema,
  proof: paymentProofSchema,
});

export const downloadPaymentProofQuerySchema = z.object({ proofId: entityIdSchema });
/** downloadSaleContract by link: `?orderId=`. */
export const downloadSaleContractQuerySchema = z.object({ orderId: entityIdSchema });
/** The POST's body may be empty: the path carries `?orderId=` in the query string. */
export const downloadSaleContractBodySchema = z.object({ orderId: entityIdSchema.optional() }).nullish();

export type PaymentProof = z.infer<typeof paymentProofSchema>;
export type PayInfo = z.infer<typeof payInfoSchema>;
export type UploadedPaymentProof = z.infer<typeof uploadedPaymentProofSchema>;
