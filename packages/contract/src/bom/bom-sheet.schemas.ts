import { z } from 'zod';

/**
 * The uploaded BOM sheet and how its columns map to BOM fields: the preview the buyer checks and corrects
 * before matching starts (docs/bom-matching.md, "The flow"). Rows and columns are 0-based indexes into the
 * sheet's non-empty rows as the server read them (empty rows are skipped), so the preview shows exactly what
 * is mapped.
 */

/** Most lines one BOM may hold; more refuse the file. */
export const BOM_MAX_LINES = 10_000;
/** Most columns read per row (the spreadsheet reader's limit). */
export const BOM_MAX_COLUMNS = 80;
/** Sheet rows shown in the preview above and around each header row. */
export const BOM_PREVIEW_ROWS = 30;
/** Extracted lines shown in the preview. */
export const BOM_PREVIEW_LINES = 20;

/**
 * The BOM fields a column can hold. `mfrPn` the manufacturer part number; `partName` a name, value or
 * comment (used as the part text when the line has no part number); `supplierPn` a distributor's code
 * (LCSC C-number, DigiKey, Mouser); `custPn` the buyer's own part number.
 */
export const bomFieldSchema = z.enum([
  'mfrPn',
  'partName',
  'manufacturer',
  'qty',
  'designator',
  'custPn',
  'supplierPn',
  'description',
  'package',
]);

const columnIndexSchema = z
  .number()
  .int()
  .min(0)
  .max(BOM_MAX_COLUMNS - 1);

/** The column of each field one table uses; a field without a column is left out. */
export const bomColumnsSchema = z
  .object({
    mfrPn: columnIndexSchema.optional(),
    partName: columnIndexSchema.optional(),
    manufacturer: columnIndexSchema.optional(),
    qty: columnIndexSchema.optional(),
    designator: columnIndexSchema.optional(),
    custPn: columnIndexSchema.optional(),
    supplierPn: columnIndexSchema.optional(),
    description: columnIndexSchema.optional(),
    package: columnIndexSchema.optional(),
  })
  .refine(
    (c) =>
      c.mfrPn !== undefined ||
      c.partName !== undefined ||
      c.supplierPn !== undefined ||
      c.custPn !== undefined,
    { message: 'a table needs a part number, name, supplier code or customer part number column' },
  );

/**
 * Most alternates one table's line may name (repeated part-number, maker or distributor-code columns): every
 * alternate column of a sheet is kept, and each alternate takes a column, so only a hostile mapping reaches
 * this bound.
 */
export const BOM_MAX_ALTERNATES = BOM_MAX_COLUMNS;

/**
 * The columns of one alternate part of each line: a further part number with its maker, or a further
 * distributor code (`MPN2`, `Manufacturer 2`, Kitspace's second `Manufacturer`/`MPN` pair, a Mouser column
 * beside a DigiKey one). At least one column.
 */
export const bomAlternateColumnsSchema = z
  .object({
    mfrPn: columnIndexSchema.optional(),
    manufacturer: columnIndexSchema.optional(),
    supplierPn: columnIndexSchema.optional(),
  })
  .refine((a) => a.mfrPn !== undefined || a.manufacturer !== undefined || a.supplierPn !== undefined, {
    message: 'an alternate needs a part number, maker or supplier code column',
  });

/**
 * One table of the sheet: its header row (-1: no header, data from the first row), columns, and the columns
 * of its lines' alternates, in sheet order (absent: none). A table runs from the row under its header to
 * the next table's header row below it; tables side by side share a header row.
 */
export const bomTableMappingSchema = z.object({
  headerRow: z.number().int().min(-1).max(BOM_MAX_LINES),
  columns: bomColumnsSchema,
  alternates: z.array(bomAlternateColumnsSchema).max(BOM_MAX_ALTERNATES).optional(),
});

export const bomMappingSchema = z.object({ tables: z.array(bomTableMappingSchema).min(1).max(10) });

/** `MAPPING` waits for the buyer to confirm the columns; then the matching job runs; DONE or FAILED. */
export const bomJobStateSchema = z.enum(['MAPPING', 'QUEUED', 'MATCHING', 'DONE', 'FAILED']);

export const bomSheetRowSchema = z.object({ rowNo: z.number().int(), cells: z.array(z.string()) });

/** An alternate part of a line as the sheet writes it: part number, maker, distributor code ('' when none). */
export const bomSheetAlternateSchema = z.object({
  partText: z.string(),
  manufacturer: z.string(),
  supplierPn: z.string(),
});

/** A line as the mapping reads it, before matching. */
export const bomPreviewLineSchema = z.object({
  lineNo: z.number().int(),
  qryParam: z.string(),
  brandName: z.string(),
  qty: z.number().int(),
  designators: z.string(),
  custProductCode: z.string(),
  supplierPn: z.string(),
  description: z.string(),
  /** The part text is a description ('0603 4.7k电阻'), not a part number: it is never matched by itself. */
  isFreeText: z.boolean(),
  /** Other parts the sheet allows for the line, in sheet order (from the table's alternate columns). */
  alternates: z.array(bomSheetAlternateSchema),
});

/**
 * Why a chosen column looks wrong, said before the buyer confirms (docs/bom-matching.md, "The flow"):
 * `makerColumnNotMakers` a maker column whose cells are mostly no maker names (descriptions, part numbers);
 * `partNumberColumnNotPartNumbers` a part-number column whose cells are mostly no part numbers
 * (descriptions, links, designators, bare numbers); `qtyColumnNotNumbers` a quantity column whose cells are
 * mostly no quantities.
 */
export const bomMappingWarningCodeSchema = z.enum([
  'makerColumnNotMakers',
  'partNumberColumnNotPartNumbers',
  'qtyColumnNotNumbers',
]);

/**
 * One warning about a column of the mapping: the column (0-based, as in the mapping), its header cell ('' when
 * the table has no header), and how many of its non-empty cells under the header (`rows`) hold what the
 * column's role needs (`fitting`).
 */
export const bomMappingWarningSchema = z.object({
  code: bomMappingWarningCodeSchema,
  column: z.number().int(),
  header: z.string(),
  fitting: z.number().int(),
  rows: z.number().int(),
});

/**
 * The preview of an uploaded BOM. `mappingSource`: `detected` from the sheet, `remembered` from the mapping
 * this tenant confirmed for the same header before, `given` (the mapping sent to qryBomPreview), `confirmed`
 * (the mapping matching used). `mapping` is null when no header or part column could be found: the buyer
 * then picks the columns.
 */
export const bomPreviewSchema = z.object({
  tenantBomLogId: z.string(),
  bomName: z.string(),
  fileName: z.string(),
  jobState: bomJobStateSchema,
  mappingSource: z.enum(['detected', 'remembered', 'given', 'confirmed']),
  mapping: bomMappingSchema.nullable(),
  sheetRowCount: z.number().int(),
  sheetColumnCount: z.number().int(),
  sheetRows: z.array(bomSheetRowSchema),
  lines: z.array(bomPreviewLineSchema),
  lineCount: z.number().int(),
  /** Rows under a header that give no line: no part text, marked not fitted (DNP), or quantity 0. */
  skippedRowCount: z.number().int(),
  /** Chosen columns whose cells mostly do not hold what the column is chosen for, under this mapping. */
  warnings: z.array(bomMappingWarningSchema),
});

export type BomField = z.infer<typeof bomFieldSchema>;
export type BomColumns = z.infer<typeof bomColumnsSchema>;
export type BomAlternateColumns = z.infer<typeof bomAlternateColumnsSchema>;
export type BomTableMapping = z.infer<typeof bomTableMappingSchema>;
export type BomSheetAlternate = z.infer<typeof bomSheetAlternateSchema>;
export type BomMapping = z.infer<typeof bomMappingSchema>;
export type BomJobState = z.infer<typeof bomJobStateSchema>;
export type BomPreviewLine = z.infer<typeof bomPreviewLineSchema>;
export type BomPreview = z.infer<typeof bomPreviewSchema>;
export type BomMappingWarningCode = z.infer<typeof bomMappingWarningCodeSchema>;
export type BomMappingWarning = z.infer<typeof bomMappingWarningSchema>;
