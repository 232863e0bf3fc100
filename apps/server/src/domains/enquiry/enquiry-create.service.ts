import {
  checkEnquiryLine,
  CUST_PN_MAX_LENGTH,
  FIELD_MESSAGES,
  IDEMPOTENCY_KEY_HEADER,
  pickText,
  ENQUIRY_BRAND_MAX,
  ENQUIRY_MAX_LINES,
  ENQUIRY_QUANTITY_MAX,
  SEARCH_MAX_LENGTH,
  shopToday,
  TEXTS,
  enquiryReasonText,
} from '@emall/contract';
import type {
  CreateEnquiryBody,
  CreateEnquiryFromBomBody,
  CreatedEnquiry,
  EnquiryLineInput,
  Lang,
} from '@emall/contract';
import { AppError } from '../../platform/app-error.js';
import { bodyId, type Db } from '../../platform/db.js';
import type { StaffContext } from '../../platform/request-context.js';
import { sessionUser } from '../account/auth.service.js';
import { bomLinesForEnquiry } from '../bom/bom-enquiry.service.js';
import { matchBomLines } from '../catalog/catalog.service.js';
import { requestHash, requireIdempotencyKey } from '../../platform/idempotency-key.js';
import {
  countNumbersWithPrefix,
  findEnquiryByKey,
  insertEnquiry,
  insertEnquiryLines,
  lockEnquiryNumbering,
  type EnquiryRow,
} from './enquiry.queries.js';
import type { EnquiryDeps } from './enquiry.settings.js';
import { enqueueOpsMail } from '../mail/mail.service.js';

type Headers = Record<string, string | string[] | undefined>;

/** The answer of a stored enquiry: what a retry with the same key answers again. */
function answerOf(row: EnquiryRow, lineCount: number): CreatedEnquiry {
  return { enquiryId: String(row.id), enquiryNo: row.enquiryNo, status: 'SUBMITTED', lineCount };
}

/** An earlier enquiry of this key: its answer, or 422 when it was made with another body. */
async function replay(db: Db, staffId: number, key: string, hash: string, lineCount: number) {
  const row = await findEnquiryByKey(db, staffId, key);
  if (!row) return undefined;
  if (row.requestHash !== hash) throw new AppError('IDEMPOTENCY_KEY_REUSED');
  return answerOf(row, lineCount);
}

/**
 * A delivery date before the shop's today is refused per line, like the schema's other cell rules; the
 * field names the line as the body numbered it (`lines.N.deliveryDate`).
 */
function checkDates(lines: readonly { deliveryDate: string | null }[], today: string, lang: Lang): void {
  const fields: Record<string, string> = {};
  lines.forEach((line, i) => {
    // Only the date cell's verdict is read: the line's other cells were checked by the schema.
    const draft = { mfrPartNumber: '', quantity: 1, deliveryDate: line.deliveryDate ?? '' };
    const reason = checkEnquiryLine(draft, today).deliveryDate;
    const text = reason ? TEXTS[enquiryReasonText(reason)] : undefined;
    if (reason) fields[`lines.${i}.deliveryDate`] = pickText(text ?? FIELD_MESSAGES.invalidValue, lang);
  });
  if (Object.keys(fields).length) throw new AppError('VALIDATION_FAILED', {}, fields);
}

/**
 * The catalog part each line names, when a selecting rule of the BOM matcher finds one (exact text,
 * normalised key, distributor codes, packaging with the maker named): the seller sees it and the quote can
 * go to the cart. Lines that match nothing stay unmatched; the seller may choose the part when quoting.
 */
async function matchParts(deps: EnquiryDeps, lines: readonly EnquiryLineInput[]): Promise<(number | null)[]> {
  const matches = await matchBomLines(
    { readDb: deps.readDb },
    lines.map((line, ref) => ({
      ref,
      partText: line.mfrPartNumber,
      manufacturer: line.brand,
      supplierPn: '',
    })),
  );
  const chosen = new Map(matches.map((m) => [m.ref, m.selected ? Number(m.selected.productId) : null]));
  return lines.map((_, ref) => chosen.get(ref) ?? null);
}

/** EQ + shop day + '-' + the day's sequence, under the day's lock: EQ20261123-0001. */
async function nextEnquiryNo(tx: Db, today: string): Promise<string> {
  const day = today.replace(/-/g, '');
  await lockEnquiryNumbering(tx, Number(day));
  const prefix = `EQ${day}-`;
  const n = (await countNumbersWithPrefix(tx, prefix)) + 1;
  return `${prefix}${String(n).padStart(4, '0')}`;
}

interface NewEnquiry {
  lines: readonly EnquiryLineInput[];
  remarks: string;
  bomLogId: number | null;
  /** Parts already chosen for the lines (a BOM's choices); the matcher fills the others. */
  knownProducts?: readonly (number | null)[];
}

async function writeEnquiry(
  deps: EnquiryDeps,
  staff: StaffContext,
  lang: Lang,
  input: NewEnquiry,
  key: string,
  hash: string,
): Promise<CreatedEnquiry> {
  const earlier = await replay(deps.db, staff.staffId, key, hash, input.lines.length);
  if (earlier) return earlier;
  const now = deps.clock.now();
  const today = shopToday(now);
  checkDates(input.lines, today, lang);
  const [matched, user] = await Promise.all([
    matchParts(deps, input.lines),
    sessionUser(deps.account, staff.staffId, lang),
  ]);
  return deps.db.transaction(async (tx) => {
    const enquiryNo = await nextEnquiryNo(tx, today);
    const id = await insertEnquiry(tx, {
      enquiryNo,
      tenantId: staff.tenantId,
      staffId: staff.staffId,
      staffName: user.staffPo.staffName,
      status: 'SUBMITTED',
      remarks: input.remarks,
      bomLogId: input.bomLogId,
      idempotencyKey: key,
      requestHash: hash,
      createdAt: now,
      updatedAt: now,
    });
    if (id === undefined) {
      // The same key committed meanwhile (a double click racing): answer that enquiry.
      const raced = await replay(tx, staff.staffId, key, hash, input.lines.length);
      if (raced) return raced;
      throw new AppError('CONFLICT');
    }
    await insertEnquiryLines(
      tx,
      input.lines.map((line, i) => ({
        enquiryId: id,
        lineNo: i + 1,
        mfrPartNumber: line.mfrPartNumber,
        brand: line.brand,
        productId: input.knownProducts?.[i] ?? matched[i] ?? null,
        quantity: line.quantity,
        targetPrice: line.targetPrice,
        custPn: line.custPn,
        deliveryDate: line.deliveryDate,
        remarks: line.remarks,
      })),
    );
    await enqueueOpsMail(
      tx,
      { kind: 'newEnquiry', params: { no: enquiryNo, n: input.lines.length }, link: '/ops/enquiries' },
      now,
    );
    return { enquiryId: String(id), enquiryNo, status: 'SUBMITTED' as const, lineCount: input.lines.length };
  });
}

/** createEnquiry: the /enquiry table becomes one enquiry, idempotent by the Idempotency-Key header. */
export function createEnquiry(
  deps: EnquiryDeps,
  staff: StaffContext,
  lang: Lang,
  body: CreateEnquiryBody,
  headers: Headers,
): Promise<CreatedEnquiry> {
  const key = requireIdempotencyKey(headers[IDEMPOTENCY_KEY_HEADER], lang);
  return writeEnquiry(deps, staff, lang, { ...body, bomLogId: null }, key, requestHash(body));
}

/**
 * createEnquiryFromBom: the caller's BOM lines named in `lines` become an enquiry carrying part number,
 * maker, quantity (the line's own, or the one the body gives: a costed build's buy quantity) and the BOM's
 * customer part number, with the target price and delivery date the buyer gave each line in the dialog. The page names the lines the buyer ticked; the server never picks lines by itself.
 * Lines whose part text cannot be a part number (a blank or one-character cell) are left out, in BOM order.
 */
export async function createEnquiryFromBom(
  deps: EnquiryDeps,
  staff: StaffContext,
  lang: Lang,
  body: CreateEnquiryFromBomBody,
  headers: Headers,
): Promise<CreatedEnquiry> {
  const key = requireIdempotencyKey(headers[IDEMPOTENCY_KEY_HEADER], lang);
  // Dates first, numbered as the body has them, so the dialog can point at the line.
  checkDates(body.lines, shopToday(deps.clock.now()), lang);
  const wanted = new Map(body.lines.map((line) => [String(bodyId(line.detailId)), line]));
  // The quantity a line asks for: the one the body gives (the costing's buy quantity of a build), else the sheet's.
  const bomLines = (await bomLinesForEnquiry(deps, staff, body.tenantBomLogId, [...wanted.keys()])).map(
    (l) => ({ ...l, qty: wanted.get(l.detailId)?.quantity ?? l.qty }),
  );
  const usable = bomLines
    .filter((l) => l.qty <= ENQUIRY_QUANTITY_MAX)
    .filter(
      (l) => checkEnquiryLine({ mfrPartNumber: l.partText, quantity: l.qty }, '').mfrPartNumber === undefined,
    )
    .slice(0, ENQUIRY_MAX_LINES);
  const lines: EnquiryLineInput[] = usable.map((l) => ({
    mfrPartNumber: l.partText.trim().slice(0, SEARCH_MAX_LENGTH),
    brand: l.manufacturer.trim().slice(0, ENQUIRY_BRAND_MAX),
    quantity: l.qty,
    targetPrice: wanted.get(l.detailId)?.targetPrice ?? null,
    custPn: l.custPn.trim().slice(0, CUST_PN_MAX_LENGTH),
    deliveryDate: wanted.get(l.detailId)?.deliveryDate ?? null,
    remarks: '',
  }));
  if (!lines.length) throw new AppError('ENQUIRY_NOTHING_TO_ENQUIRE');
  const bomLogId = Number(body.tenantBomLogId);
  const knownProducts = usable.map((l) => l.productId);
  return writeEnquiry(
    deps,
    staff,
    lang,
    { lines, remarks: '', bomLogId, knownProducts },
    key,
    requestHash(body),
  );
}
