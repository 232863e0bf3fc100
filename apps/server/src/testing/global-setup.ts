import type { TestProject } from 'vitest/node';
import { makeDemoCatalogTemplate, makeSeededTemplate } from './seeded-template.js';

/**
 * vitest global setup of the server projects: the seeded database each test app copies, and the demo catalog
 * database the catalog's own tests copy, made side by side.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const adminUrl = project.name === 'server-postgres' ? process.env.TEST_DATABASE_URL : undefined;
  const [seeded, demoCatalog] = await Promise.all([
    makeSeededTemplate(adminUrl),
    makeDemoCatalogTemplate(adminUrl),
  ]);
  project.provide('seededTemplate', seeded.template);
  project.provide('demoCatalogTemplate', demoCatalog.template);
  return async () => {
    await Promise.all([seeded.remove(), demoCatalog.remove()]);
  };
}
