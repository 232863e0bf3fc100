import type { Db } from '../../platform/db.js';

/**
 * What the catalog's functions are handed: the catalog's own floors and the domains above read it through this
 * type (the domain's face: catalog.service.ts for functions, this file for shared types).
 */
export interface CatalogDeps {
  /** Catalog reads may go to a read replica (DATABASE_READ_URL). */
  readDb: Db;
}
