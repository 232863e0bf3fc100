import { defineCall, emptyBodySchema, fileDownloadSchema } from '../call.js';
import {
  addBomToCartAnswerSchema,
  addBomToCartBodySchema,
  bomCostingPageSchema,
  chooseBomSubstitutesAnswerSchema,
  chooseBomSubstitutesBodySchema,
  exportBomCostingBodySchema,
  modifyBomBuildBodySchema,
  qryBomCostingBodySchema,
} from './bom-costing.schemas.js';
import { bomPreviewSchema } from './bom-sheet.schemas.js';
import {
  addBomDetailBodySchema,
  bomDetailChangeSchema,
  bomLogPageSchema,
  bomLogRefBodySchema,
  bomLogSchema,
  bomProgressSchema,
  bomStateSchema,
  bomSummarySchema,
  confirmBomMappingBodySchema,
  modifyBomDetailBodySchema,
  modifyBomLogBodySchema,
  qryBomDetailByBomIdBodySchema,
  qryBomLogByPageBodySchema,
  qryBomPreviewBodySchema,
} from './bom.schemas.js';

/**
 * BOM calls (docs/bom-matching.md). All need a session; each reads and changes only the caller's own BOMs
 * (another staff member's BOM is not found). The upload, preview, confirm and progress calls are not shown
 * in the shop's other calls' style: paths under tenantbomlog.
 */
export const bomCalls = {
  uploadBom: defineCall({
    method: 'POST',
    path: '/api/emall/tms/tenantbomlog/uploadBom',
    auth: 'session',
    body: emptyBodySchema,
    answer: bomPreviewSchema,
    summary:
      'Multipart upload of a BOM (.csv/.tsv/.txt text tables or .xls/.xlsx, told by content; field `file`, optional field `bomName`): stores it and answers the preview with the detected or remembered column mapping, and warnings about chosen columns that do not hold what they are chosen for.',
  }),
  qryBomPreview: defineCall({
    method: 'POST',
    path: '/api/emall/tms/tenantbomlog/qryBomPreview',
    auth: 'session',
    body: qryBomPreviewBodySchema,
    answer: bomPreviewSchema,
    summary:
      "The preview of an uploaded BOM under its current mapping, or under the body's corrected mapping, with the warnings about its columns computed again.",
  }),
  confirmBomMapping: defineCall({
    method: 'POST',
    path: '/api/emall/tms/tenantbomlog/confirmBomMapping',
    auth: 'session',
    body: confirmBomMappingBodySchema,
    answer: bomProgressSchema,
    summary:
      "Confirms the column mapping (remembered for the tenant's next upload with the same header), creates the lines and starts matching.",
  }),
  qryBomProgress: defineCall({
    method: 'POST',
    path: '/api/emall/tms/tenantbomlog/qryBomProgress',
    auth: 'session',
    body: bomLogRefBodySchema,
    answer: bomProgressSchema,
    summary:
      'The matching job of a BOM: state, percent done, counts, and the server time of the match when done.',
  }),
  addBomDetail: defineCall({
    method: 'POST',
    path: '/api/emall/tms/bomDetail/addBomDetail',
    auth: 'session',
    body: addBomDetailBodySchema,
    answer: bomDetailChangeSchema,
    summary: 'Adds a line to a BOM, matched at once; answers the line and the recomputed counts.',
  }),
  modifyBomDetail: defineCall({
    method: 'POST',
    path: '/api/emall/tms/bomDetail/modifyBomDetail',
    auth: 'session',
    body: modifyBomDetailBodySchema,
    answer: bomDetailChangeSchema,
    summary:
      'Changes a line: part text, brand, quantity, customer part number (re-matched when the part text or brand changes), the chosen part (spuId), or status 00X to remove it; answers the line (null when removed) and the counts.',
  }),
  modifybomlog: defineCall({
    method: 'POST',
    path: '/api/emall/tms/tenantbomlog/modifybomlog',
    auth: 'session',
    body: modifyBomLogBodySchema,
    answer: bomLogSchema,
    summary: 'Renames a BOM, or removes it with status 00X.',
  }),
  qryBomDetailByBomId: defineCall({
    method: 'POST',
    path: '/api/emall/tms/tenantbomlog/qryBomDetailByBomId',
    auth: 'session',
    body: qryBomDetailByBomIdBodySchema,
    answer: bomStateSchema,
    summary:
      'A page of the lines of a BOM (all, matched, unmatched or with an open conflict) with their chosen parts and candidates, the BOM, its progress and counts.',
  }),
  qryBomSummary: defineCall({
    method: 'POST',
    path: '/api/emall/tms/tenantbomlog/qryBomSummary',
    auth: 'session',
    body: bomLogRefBodySchema,
    answer: bomSummarySchema,
    summary:
      "Every line of a BOM (id, part text, quantity, chosen part, priced, in stock or short) and the BOM's total at the lines' quantities with the counts of priced, in-stock and short lines.",
  }),
  qryBomCosting: defineCall({
    method: 'POST',
    path: '/api/emall/tms/tenantbomlog/qryBomCosting',
    auth: 'session',
    body: qryBomCostingBodySchema,
    answer: bomCostingPageSchema,
    summary:
      'A BOM costed for its build quantities: totals per build and per board with and without tax over every line, a version for the writes that act on it, and one page of lines (page, pageSize up to 200, filtered by show: all, short, uncovered or buyUp at a build quantity, or by detailIds), each with per build quantity the need (per-board quantity × boards plus attrition), the buy quantity (minimum, multiple, accepted buy-up), unit and extended price, stock short and spot stock, buy-up offers.',
  }),
  modifyBomBuild: defineCall({
    method: 'POST',
    path: '/api/emall/tms/tenantbomlog/modifyBomBuild',
    auth: 'session',
    body: modifyBomBuildBodySchema,
    answer: bomCostingPageSchema,
    summary:
      "Changes a BOM's build quantities (1 to 5), attrition defaults, buy-up limit, or accepts or declines every line's buy-ups; answers the new costing at the page asked for (as qryBomCosting).",
  }),
  chooseBomSubstitutes: defineCall({
    method: 'POST',
    path: '/api/emall/tms/tenantbomlog/chooseBomSubstitutes',
    auth: 'session',
    body: chooseBomSubstitutesBodySchema,
    answer: chooseBomSubstitutesAnswerSchema,
    summary:
      'For every line short at a build quantity (or the given lines), chooses the cheapest in-stock drop-in substitute; each line remembers its part, which modifyBomDetail {substituteSpuId: null} restores. Answers the changed lines (line number and new part) and the new costing at the page asked for.',
  }),
  addBomToCart: defineCall({
    method: 'POST',
    path: '/api/emall/tms/tenantbomlog/addBomToCart',
    auth: 'session',
    body: addBomToCartBodySchema,
    answer: addBomToCartAnswerSchema,
    summary:
      "Puts the chosen parts of a BOM's lines in the cart at their buy quantities of one build quantity; answers what was added and what the cart refused, with the reason. Refused with BOM_CHANGED when the BOM changed since the costing's version.",
  }),
  exportBomCosting: defineCall({
    method: 'POST',
    path: '/api/emall/tms/tenantbomlog/exportBomCosting',
    auth: 'session',
    body: exportBomCostingBodySchema,
    answer: fileDownloadSchema,
    summary:
      "The costed BOM as .xlsx or .csv in the caller's language: every line with its designators, the sheet's part and maker, the chosen part, how it was chosen, need, buy quantity, prices, stock, short and delivery per build quantity, and the totals.",
  }),
  qryBomLogByPage: defineCall({
    method: 'POST',
    path: '/api/emall/ess/cms/bommanage/qryBomLogByPage',
    auth: 'session',
    body: qryBomLogByPageBodySchema,
    answer: bomLogPageSchema,
    summary: "The caller's BOMs, newest first, 20 a page; filters by job state, name and creation time.",
  }),
} as const;
