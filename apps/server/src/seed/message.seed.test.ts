import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contract } from '@emall/contract';
import type { MessageGroupsAnswer, MessagePage } from '@emall/contract';
import { startTestApp, type TestApp } from '../testing/test-app.js';
import { seedDemoMessages } from './message.seed.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

describe('demo messages', () => {
  it('gives each demo tenant read and unread, personal and tenant-wide messages, once', async () => {
    const sent = await seedDemoMessages(t.database.db, new Date('2026-11-22T08:00:00Z'));
    expect(sent).toBe(5); // T10001: 2 welcomes + the notice; T10002: 1 welcome + the notice
    expect(await seedDemoMessages(t.database.db)).toBe(0);

    const demo = t.client();
    await demo.login('demo');
    const page = await demo.data<MessagePage>(contract.message.qryMessageList4Page, {});
    expect(page.total).toBe(2);
    expect(page.ext.unReadNum).toBe(0);
    expect(new Set(page.rows.map((r) => r.group))).toEqual(new Set(['account', 'system']));
    expect(page.rows.some((r) => r.tenantWide)).toBe(true);
    expect(page.rows.every((r) => r.readFlag === 'T')).toBe(true);

    const colleague = t.client();
    await colleague.login('demo2');
    const groups = await colleague.data<MessageGroupsAnswer>(contract.message.qryMessage4Group, {});
    expect(groups.unReadNum).toBe(2); // their welcome and the tenant-wide notice
  });
});
