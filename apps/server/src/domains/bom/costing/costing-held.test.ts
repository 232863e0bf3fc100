import { describe, expect, it } from 'vitest';
import type { BomCosting } from '@emall/contract';
import { HELD_COSTING_MAX_LINES, HELD_COSTING_TTL_MS, HeldCostings } from './costing-held.js';

/** The held costings (costing/costing-held.ts): what a page turn may be answered from, and how many are kept. */

const owner = { tenantId: 1, staffId: 2 };

function costingOf(bomId: number, lines: number, version = `v${bomId}`): BomCosting {
  return {
    tenantBomLogId: String(bomId),
    bomName: `BOM ${bomId}`,
    version,
    settings: {
      buildQuantities: [1],
      attrition: { chipPassive: { percent: 2, spares: 10 }, other: { percent: 1, spares: 0 } },
      buyUpLimitPercent: 0,
    },
    builds: [],
    lines: Array.from({ length: lines }, () => ({}) as BomCosting['lines'][number]),
  };
}

describe('held costings', () => {
  it('answers the version held while the fingerprint is the same and the costing young enough', () => {
    const held = new HeldCostings();
    held.hold(owner, 'en_US', 'f1', costingOf(7, 3), 1_000);
    expect(held.find(owner, 7, 'en_US', 'v7', 'f1', 1_000 + HELD_COSTING_TTL_MS - 1)?.bomName).toBe('BOM 7');
    expect(held.find(owner, 7, 'en_US', 'other', 'f1', 1_000)).toBeUndefined();
    expect(held.find(owner, 7, 'zh_CN', 'v7', 'f1', 1_000)).toBeUndefined();
    expect(held.find({ tenantId: 1, staffId: 3 }, 7, 'en_US', 'v7', 'f1', 1_000)).toBeUndefined();
    expect(held.find(owner, 7, 'en_US', 'v7', 'f1', 1_000 + HELD_COSTING_TTL_MS)).toBeUndefined();
    // Gone once found too old.
    expect(held.find(owner, 7, 'en_US', 'v7', 'f1', 1_000)).toBeUndefined();
  });

  it('forgets a costing whose BOM rows changed', () => {
    const held = new HeldCostings();
    held.hold(owner, 'en_US', 'f1', costingOf(7, 3), 0);
    expect(held.find(owner, 7, 'en_US', 'v7', 'f2', 0)).toBeUndefined();
    expect(held.find(owner, 7, 'en_US', 'v7', 'f1', 0)).toBeUndefined();
  });

  it('keeps at most the line bound across costings, the oldest leaving first', () => {
    const held = new HeldCostings();
    const half = HELD_COSTING_MAX_LINES / 2;
    held.hold(owner, 'en_US', 'f', costingOf(1, half), 0);
    held.hold(owner, 'en_US', 'f', costingOf(2, half), 0);
    expect(held.find(owner, 1, 'en_US', 'v1', 'f', 0)).toBeDefined();
    held.hold(owner, 'en_US', 'f', costingOf(3, 1), 0);
    expect(held.find(owner, 1, 'en_US', 'v1', 'f', 0)).toBeUndefined();
    expect(held.find(owner, 2, 'en_US', 'v2', 'f', 0)).toBeDefined();
    // A costing larger than the bound is not held at all.
    held.hold(owner, 'en_US', 'f', costingOf(4, HELD_COSTING_MAX_LINES + 1), 0);
    expect(held.find(owner, 4, 'en_US', 'v4', 'f', 0)).toBeUndefined();
    expect(held.find(owner, 3, 'en_US', 'v3', 'f', 0)).toBeDefined();
  });
});
