import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../testing/test-app.js';
import { OperatorAccountError, saveOperatorAccount } from './operator-accounts.service.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
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
});
