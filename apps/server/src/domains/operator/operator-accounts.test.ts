import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { defineCall } from '@emall/contract';
import { bindCall } from '../../platform/bind-call.js';
import { watchSessionChanges } from '../../testing/session-change-watch.js';
import { startTestApp, type TestApp } from '../../testing/test-app.js';
import { OperatorAccountError, saveOperatorAccount } from './operator-accounts.service.js';

/** A console call that writes nothing but needs the OPERATOR role, bound only in this test. */
const mayWrite = defineCall({
  method: 'POST',
  path: '/api/emall/ops/test/mayWrite',
  auth: 'ops-write',
  body: z.object({}),
  answer: z.object({ operatorName: z.string() }),
  summary: 'test only',
});

const changes = watchSessionChanges();
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp(
    {},
    (app) => {
      bindCall(app, mayWrite, ({ operator }) => Promise.resolve({ operatorName: operator.operatorName }), {
        checkAnswers: true,
      });
    },
    { onSessionChange: changes.onSessionChange },
  );
});
afterAll(() => t.close());

describe('operator accounts (the ops:operator command)', () => {
  it('creates an auditor who can log in to the console and only read', async () => {
    const outcome = await saveOperatorAccount(
      t.database.db,
      { loginCode: 'audit.two', operatorName: '审计二', role: 'AUDITOR', password: 'Audit2024x' },
      { replace: false },
    );
    expect(outcome).toBe('created');
    const browser = t.client();
    expect(await browser.opsLogin('audit.two', 'Audit2024x')).toMatchObject({ role: 'AUDITOR' });
  });

  it('refuses an existing code without replace, and changes role and password with it', async () => {
    const input = {
      loginCode: 'ops.two',
      operatorName: '运营二',
      role: 'AUDITOR' as const,
      password: 'First2024x',
    };
    await saveOperatorAccount(t.database.db, input, { replace: false });
    await expect(saveOperatorAccount(t.database.db, input, { replace: false })).rejects.toThrow(
      OperatorAccountError,
    );
    const outcome = await saveOperatorAccount(
      t.database.db,
      { ...input, role: 'OPERATOR', password: 'Second2024x' },
      { replace: true },
    );
    expect(outcome).toBe('updated');
    const browser = t.client();
    expect((await browser.tryOpsLogin('ops.two', 'First2024x')).status).toBe(401);
    expect(await browser.opsLogin('ops.two', 'Second2024x')).toMatchObject({ role: 'OPERATOR' });
  });

  it('refuses weak passwords, bad codes and empty names', async () => {
    const good = {
      loginCode: 'ops.three',
      operatorName: 'x',
      role: 'OPERATOR' as const,
      password: 'Good2024x',
    };
    for (const bad of [
      { ...good, password: 'short1' },
      { ...good, password: 'lettersonly' },
      { ...good, loginCode: 'a b' },
      { ...good, operatorName: '  ' },
    ]) {
      await expect(saveOperatorAccount(t.database.db, bad, { replace: false })).rejects.toThrow(
        OperatorAccountError,
      );
    }
  });

  it("gives an operator's live sessions the new role once the change is announced", async () => {
    const input = {
      loginCode: 'ops.four',
      operatorName: '运营四',
      role: 'OPERATOR' as const,
      password: 'Four2024x',
    };
    await saveOperatorAccount(t.database.db, input, { replace: false });
    const browser = t.client();
    const { operatorId } = await browser.opsLogin('ops.four', 'Four2024x');
    expect(await browser.data(mayWrite, {})).toEqual({ operatorName: '运营四' });
    const arrived = changes.next((c) => c !== 'all' && c.kind === 'operator' && c.id === operatorId);
    await saveOperatorAccount(
      t.database.db,
      { ...input, operatorName: '审计四', role: 'AUDITOR' },
      { replace: true },
    );
    await arrived;
    expect((await browser.call(mayWrite, {})).status).toBe(403);
  });
});
