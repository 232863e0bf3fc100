import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from './test';
import { button, createApiKey, fillShipDialog, logIn, logInOps, text } from './support';

// The buyer API's walk-through script (docs/examples/api-v1-client.mjs, docs/api-v1.md "A whole run") run as a
// buyer's machine would run it, with a key made in the member centre, on a real BOM of the server's fixtures
// (CurrentMonitor, a Mouser export: two of its lines match the demo catalog), while an operator ships its order.
const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const SCRIPT = path.join(ROOT, 'docs/examples/api-v1-client.mjs');
const BOM_FILE = path.join(ROOT, 'apps/server/src/domains/bom/fixtures/CurrentMonitor_bom_mouser.csv');
const TRACKING_NO = 'SF-API-20261129';
const SHIP_TO = {
  recipient: 'Zhang Wei',
  phone: '13800138000',
  region: '广东省/深圳市',
  street: '科技园科发路8号',
};

/** The script as a child process: its order id once it says it placed the order, and its end. */
function runScript(baseUrl: string, key: string) {
  const child = spawn(
    process.execPath,
    [SCRIPT, BOM_FILE, '--part', '1N4148WS', '--builds', '10,100', '--ship-to', JSON.stringify(SHIP_TO)]
      // The script's own time limit for the parcel, and how often it asks: the test waits on its end.
      .concat(['--wait', '150', '--every', '1']),
    { env: { ...process.env, EMALL_URL: baseUrl, EMALL_API_KEY: key }, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => {
    stdout += chunk.toString();
  });
  const ended = new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve) =>
    child.on('close', (code) => {
      resolve({ code, stdout, stderr });
    }),
  );
  const placed = new Promise<string>((resolve, reject) => {
    child.stderr.on('data', (chunk: Buffer) => {
      stderr += chunk.toString();
      const orderId = /^order (\d+) \S+ placed/m.exec(stderr)?.[1];
      if (orderId) resolve(orderId);
    });
    void ended.then(() => {
      reject(new Error(`the script ended before placing an order:\n${stderr}`));
    });
  });
  return { placed, ended };
}

test('a script with a key from the member centre costs a BOM, orders once for two calls and sees the parcel', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(240_000);
  // The key: demo2 (demo's colleague; login-session.spec.ts changes demo's password in a full run).
  await page.goto('/login');
  await logIn(page, 'demo2');
  await expect(page).not.toHaveURL(/\/login/);
  const key = await createApiKey(page, 'MRP script', [
    'apiKeys.scope.bom',
    'apiKeys.scope.orders.read',
    'apiKeys.scope.orders.write',
  ]);

  const script = runScript(baseURL ?? '', key);
  const orderId = await script.placed;

  // The operator, while the script polls: confirms the payment of the 30-day account's order and ships it.
  const opsContext = await browser.newContext();
  const ops = await opsContext.newPage();
  await logInOps(ops);
  await ops.goto(`/ops/orders/${orderId}`);
  const head = ops.locator('.ant-descriptions');
  await expect(head).toContainText(text('order.status.WAIT_PAY'));
  await button(ops, 'ops.orders.step.confirm').click();
  await button(ops.locator('.ant-modal-confirm'), 'ops.orders.step.confirm').click();
  await expect(head).toContainText(text('order.status.PAID'));
  const dialog = await fillShipDialog(ops, TRACKING_NO);
  await button(dialog, 'ops.orders.step.ship').click();
  await expect(dialog).toBeHidden();
  await expect(head).toContainText(text('order.status.SHIPPED'));
  await opsContext.close();

  const { code, stdout, stderr } = await script.ended;
  expect(code, stderr).toBe(0);
  const summary = JSON.parse(stdout) as {
    search: { total: number; first: { partNumber: string } | null };
    bom: { lines: number; matchedLines: number; builds: { boards: number }[] };
    order: {
      orderId: string;
      calls: number;
      sameOrder: boolean;
      ordersWithThisNumber: number;
      lines: number;
    };
    shipment: { carrier: string; trackingNumber: string } | null;
  };
  expect(summary.search.total).toBeGreaterThan(0);
  expect(summary.search.first?.partNumber).toBe('1N4148WS');
  expect(summary.bom).toMatchObject({ lines: 30, matchedLines: 2 });
  expect(summary.bom.builds.map((b) => b.boards)).toEqual([10, 100]);
  expect(summary.order).toMatchObject({ orderId, calls: 2, sameOrder: true, ordersWithThisNumber: 1 });
  expect(summary.order.lines).toBeGreaterThan(0);
  expect(summary.shipment).toMatchObject({ carrier: 'SF', trackingNumber: TRACKING_NO });
});
