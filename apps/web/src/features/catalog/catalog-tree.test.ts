import { describe, expect, it } from 'vitest';
import type { CatalogNode } from '@emall/contract';
import { buildCategoryTree, filterCategoryTree, nameKey, totalParts } from './catalog-tree';

const node = (catalogId: number, parentId: number | null, name: string, count: number): CatalogNode => ({
  catalogId,
  parentId,
  level: parentId === null ? 1 : 2,
  name,
  count,
});

const NODES: CatalogNode[] = [
  node(1, null, 'Capacitors', 300),
  node(11, 1, 'MLCC', 250),
  node(12, 1, 'Tantalum Capacitors', 50),
  node(13, 1, 'Film Capacitors', 0),
  node(2, null, 'Resistors', 120),
  node(21, 2, 'Chip Resistor - Surface Mount', 120),
  node(3, null, 'Empty top', 0),
  node(99, 77, 'Orphan', 5),
];

const names = (tree: ReturnType<typeof buildCategoryTree>) =>
  tree.map((branch) => [branch.node.name, branch.children.map((child) => child.node.name)]);

describe('the category tree', () => {
  it('nests subcategories under their tops in the server order, leaving empty ones out', () => {
    expect(names(buildCategoryTree(NODES))).toEqual([
      ['Capacitors', ['MLCC', 'Tantalum Capacitors']],
      ['Resistors', ['Chip Resistor - Surface Mount']],
      ['Orphan', []],
    ]);
  });

  it('adds up the parts of the top categories', () => {
    expect(totalParts(buildCategoryTree(NODES))).toBe(425);
  });

  it('keeps a matching top with all its subcategories', () => {
    expect(names(filterCategoryTree(buildCategoryTree(NODES), 'capac'))).toEqual([
      ['Capacitors', ['MLCC', 'Tantalum Capacitors']],
    ]);
  });

  it('keeps only the matching subcategories of a top that does not match', () => {
    expect(names(filterCategoryTree(buildCategoryTree(NODES), 'surface'))).toEqual([
      ['Resistors', ['Chip Resistor - Surface Mount']],
    ]);
    expect(names(filterCategoryTree(buildCategoryTree(NODES), 'tantalum'))).toEqual([
      ['Capacitors', ['Tantalum Capacitors']],
    ]);
  });

  it('finds names whatever the case and width, and keeps everything for a blank text', () => {
    expect(nameKey('ＭＬＣＣ ')).toBe('mlcc');
    expect(names(filterCategoryTree(buildCategoryTree(NODES), 'ＭＬＣＣ'))).toEqual([
      ['Capacitors', ['MLCC']],
    ]);
    expect(filterCategoryTree(buildCategoryTree(NODES), '  ')).toHaveLength(3);
    expect(filterCategoryTree(buildCategoryTree(NODES), 'diodes')).toEqual([]);
  });
});
