import { test as base } from '@playwright/test';
import type { TestInfo } from '@playwright/test';
import { E2E_PORT, E2E_SMTP_PORT } from '../playwright.config';

/**
 * The base URL of the shop server of the worker running a test: worker N (its parallel index) has its own
 * server and database on E2E_PORT + N, so journeys in different workers never share a buyer's cart or messages.
 * For contexts a hook opens itself (a `beforeAll` has no test-scoped base URL to inherit).
 */
export function shopUrl(info: TestInfo): string {
  return `http://127.0.0.1:${E2E_PORT + info.parallelIndex}`;
}

/** The loopback port where the worker's shop server sends its mail (mail.spec.ts listens there). */
export function mailPort(info: TestInfo): number {
  return E2E_SMTP_PORT + info.parallelIndex;
}

/** Playwright's test, with the page, request and every new context pointed at the worker's own server. */
export const test = base.extend({
  // Playwright reads a fixture's dependencies from its first parameter's pattern: this one has none.
  // eslint-disable-next-line no-empty-pattern
  baseURL: async ({}, use, info) => {
    await use(shopUrl(info));
  },
});

export { expect } from '@playwright/test';
