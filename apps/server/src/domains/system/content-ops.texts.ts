import { TEXTS } from '@emall/contract';
import { placeholdersOf, samePlaceholders } from '@emall/contract/ops';
import type { OpsText } from '@emall/contract/ops';
import { AppError } from '../../platform/app-error.js';
import type { Db } from '../../platform/db.js';
import { recordAudit, type AuditActor } from '../operator/audit.service.js';
import { findUiTextRow, pageUiTexts, updateUiTextRow, type UiTextRow } from './content-ops.queries.js';

function textOf(row: UiTextRow): OpsText {
  return {
    keyValue: row.keyValue,
    zhCn: row.zhCn,
    zhTw: row.zhTw,
    enUs: row.enUs,
    editedByOperator: row.editedByOperator,
    updatedAt: row.updatedAt.toISOString(),
  };
}

const wording = (row: UiTextRow) => ({ zhCn: row.zhCn, zhTw: row.zhTw, enUs: row.enUs });

export async function textPage(
  db: Db,
  query: { keyword?: string | undefined; editedOnly: boolean; pageNo: number; pageSize: number },
) {
  const page = await pageUiTexts(
    db,
    { keyword: query.keyword || undefined, editedOnly: query.editedOnly },
    query.pageNo,
    query.pageSize,
  );
  return { rows: page.rows.map(textOf), total: page.total, pageNo: query.pageNo, pageSize: query.pageSize };
}

/**
 * Rewords a text in all three languages. The code fills the text's placeholders by name, so every language must
 * keep exactly the placeholders the shop's own wording has. The row is marked as the operator's: the seed of
 * every start leaves it alone, and qryI18nTexts reads the table on every call, so the shop shows it at once.
 */
export async function updateText(
  db: Db,
  actor: AuditActor,
  input: { keyValue: string; zhCn: string; zhTw: string; enUs: string },
  now: Date,
): Promise<OpsText> {
  return db.transaction(async (tx) => {
    const before = await findUiTextRow(tx, input.keyValue);
    if (!before) throw new AppError('NOT_FOUND');
    const reference = TEXTS[input.keyValue]?.enUs ?? before.enUs;
    if (!samePlaceholders(reference, input.zhCn, input.zhTw, input.enUs)) {
      const names = placeholdersOf(reference).map((name) => `{${name}}`);
      throw new AppError('OPS_CONTENT_TEXT_PLACEHOLDERS', { names: names.join(' ') || '—' });
    }
    const { keyValue: _key, ...texts } = input;
    const after = await updateUiTextRow(tx, input.keyValue, {
      ...texts,
      editedByOperator: true,
      updatedAt: now,
    });
    await recordAudit(
      tx,
      actor,
      {
        action: 'content.text.update',
        targetType: 'uiText',
        targetId: input.keyValue,
        before: wording(before),
        after: wording(after),
      },
      now,
    );
    return textOf(after);
  });
}

/** Puts a text back to the code's catalogue and hands it back to the seed. */
export async function restoreText(db: Db, actor: AuditActor, keyValue: string, now: Date): Promise<OpsText> {
  const original = TEXTS[keyValue];
  if (!original) throw new AppError('NOT_FOUND');
  return db.transaction(async (tx) => {
    const before = await findUiTextRow(tx, keyValue);
    if (!before) throw new AppError('NOT_FOUND');
    const after = await updateUiTextRow(tx, keyValue, {
      ...original,
      editedByOperator: false,
      updatedAt: now,
    });
    await recordAudit(
      tx,
      actor,
      {
        action: 'content.text.restore',
        targetType: 'uiText',
        targetId: keyValue,
        before: wording(before),
        after: wording(after),
      },
      now,
    );
    return textOf(after);
  });
}
