import type { TestProject } from 'vitest/node';
import { makeSeededTemplate } from './seeded-template.js';

/** vitest global setup of the server projects: the seeded database each test app copies. */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const onPostgres = project.name === 'server-postgres';
  const { template, remove } = await makeSeededTemplate(
    onPostgres ? process.env.TEST_DATABASE_URL : undefined,
  );
  project.provide('seededTemplate', template);
  return remove;
}
