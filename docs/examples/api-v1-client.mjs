#!/usr/bin/env node
// A buyer's script against the shop's buyer API v1 (docs/api-v1.md), plain Node 20: fetch, no dependencies.
//
//   EMALL_URL=https://shop.example.com EMALL_API_KEY=emk_... \
//     node api-v1-client.mjs BOM.csv --part 1N4148WS --builds 10,100 \
//       --ship-to '{"recipient":"Zhang Wei","phone":"13800138000","street":"Keji Road 8"}' --wait 3600
//
// It searches a part number, uploads the BOM and costs it at two build quantities, orders the lines the shop
// matched at the first build (the same Idempotency-Key sent twice, as a retry after a lost answer would: one
// order), then polls the order's shipments until one appears or --wait seconds pass. Progress goes to stderr,
// a short JSON summary to stdout. Exit status: 0 shipped, 3 no shipment within --wait, 1 a refusal or an error.
// The key needs the scopes catalog:read, bom, orders:read and orders:write.

import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { basename } from 'node:path';
import { parseArgs } from 'node:util';

const { values: options, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    part: { type: 'string' },
    builds: { type: 'string', default: '10,100' },
    'ship-to': { type: 'string' },
    'address-id': { type: 'string' },
    po: { type: 'string' },
    wait: { type: 'string', default: '600' },
    every: { type: 'string', default: '10' },
  },
});
const BASE = (process.env.EMALL_URL ?? '').replace(/\/+$/, '');
const KEY = process.env.EMALL_API_KEY ?? '';
const bomPath = positionals[0];
const builds = options.builds.split(',').map(Number);
if (!BASE || !KEY || !bomPath || !options.part || builds.length !== 2 || builds.some((b) => !(b >= 1))) {
  console.error(
    'usage: EMALL_URL=... EMALL_API_KEY=... node api-v1-client.mjs BOM-FILE --part PART-NUMBER ' +
      "[--builds 10,100] (--ship-to '{json}' | --address-id N) [--po PO-NUMBER] [--wait SECONDS] [--every SECONDS]",
  );
  process.exit(1);
}
if (!options['ship-to'] && !options['address-id']) {
  console.error(
    'an address is needed: --ship-to \'{"recipient","phone","region","street"}\' or --address-id N',
  );
  process.exit(1);
}

const log = (message) => console.error(message);
// A refusal or any other failure: one line on stderr (the problem details as the API sent them), exit status 1.
process.on('uncaughtException', (error) => {
  console.error(error instanceof Refused ? JSON.stringify(error.problem) : `failed: ${error.message}`);
  process.exit(1);
});
const sleep = (seconds) => new Promise((resolve) => setTimeout(resolve, seconds * 1000));

/** A refusal of the API: the problem details it answered (docs/api-v1.md, "Answers"). */
class Refused extends Error {
  constructor(problem) {
    super(`${problem.status} ${problem.code}: ${problem.detail}`);
    this.problem = problem;
  }
}

/**
 * One call: the key in the Authorization header, JSON or a form as the body. A 429 waits the Retry-After it says
 * and asks again; any other failure throws its problem details.
 */
async function api(method, path, { json, form, headers = {} } = {}) {
  for (;;) {
    const answer = await fetch(`${BASE}/api/v1${path}`, {
      method,
      headers: {
        authorization: `Bearer ${KEY}`,
        accept: 'application/json',
        // The language of the refusals' `detail` and `fields`.
        'x-lang': process.env.EMALL_LANG ?? 'en_US',
        ...(json === undefined ? {} : { 'content-type': 'application/json' }),
        ...headers,
      },
      body: json === undefined ? form : JSON.stringify(json),
      signal: AbortSignal.timeout(120_000),
    });
    if (answer.status === 429) {
      const seconds = Number(answer.headers.get('retry-after') ?? '1');
      log(`over the key's limit: waiting ${seconds} s`);
      await sleep(seconds);
      continue;
    }
    const body = await answer.json();
    if (!answer.ok) throw new Refused(body);
    return body;
  }
}

// 1. Search a part number: how many the shop has, and the first with its price and stock.
const found = await api('GET', `/search?q=${encodeURIComponent(options.part)}&quantity=1&limit=5`);
const first = found.items[0] ?? null;
log(`search ${options.part}: ${found.total} found`);

// 2. Upload the BOM; the shop detects its columns and matches it in the background: poll until it is done.
const form = new FormData();
form.append('file', new Blob([await readFile(bomPath)]), basename(bomPath));
let bom = await api('POST', '/boms', { form });
log(`BOM ${bom.bomId} uploaded: ${bom.lineCount} lines`);
const matchedBy = Date.now() + 120_000;
while (bom.state !== 'DONE' && bom.state !== 'FAILED') {
  if (Date.now() > matchedBy) throw new Error(`BOM ${bom.bomId} still ${bom.state} after 120 s`);
  await sleep(1);
  bom = await api('GET', `/boms/${bom.bomId}`);
}
if (bom.state === 'FAILED') throw new Error(`BOM ${bom.bomId} could not be matched`);

// 3. Cost it at the two build quantities (attrition, minimum and multiple, stock, totals per currency).
const costing = await api('GET', `/boms/${bom.bomId}/costing?buildQuantities=${builds.join(',')}`);
log(`costed at ${builds.join(' and ')} boards: ${bom.matchedLines} of ${bom.lineCount} lines matched`);

// 4. The order: each matched line at the first build's buy quantity, priced at exactly that quantity by the same
//    matching (bom/price), kept only where it names the part the costing chose.
const wanted = costing.lines
  .map((line) => ({ line, build: line.builds.find((b) => b.boards === builds[0]) }))
  .filter(({ line, build }) => line.productId && build && build.buyQuantity > 0);
if (wanted.length === 0) throw new Error('no line of the BOM matched a part of the shop');
const priced = await api('POST', '/bom/price', {
  json: {
    buildQuantity: 1,
    lines: wanted.map(({ line, build }) => ({
      reference: line.references.slice(0, 200),
      partNumber: line.partNumber,
      ...(line.maker ? { maker: line.maker } : {}),
      quantity: build.buyQuantity,
    })),
  },
});
const orderLines = priced.lines.flatMap((answer, i) => {
  const { line, build } = wanted[i];
  const product = answer.product;
  if (!product || product.productId !== line.productId || product.unitPrice === null) return [];
  return [
    {
      productId: product.productId,
      quantity: build.buyQuantity,
      unitPrice: product.unitPrice,
      unitPriceExcludingTax: product.unitPriceExcludingTax,
      customerPartNumber: line.partNumber.slice(0, 64),
    },
  ];
});
if (orderLines.length === 0) throw new Error('no matched line has a price');

// 5. Place it. The Idempotency-Key is made once for this order and sent with every attempt: sending the same
//    body again (here on purpose, as after a timeout) answers the same order, never a second one.
const po = options.po ?? `API-${Date.now()}`;
const order = {
  deliveryMethod: '01',
  customerOrderNumber: po,
  ...(options['address-id']
    ? { shippingAddressId: Number(options['address-id']) }
    : { shippingAddress: JSON.parse(options['ship-to']) }),
  lines: orderLines,
};
const idempotencyKey = `api-client-${randomUUID()}`;
const placed = await api('POST', '/orders', { json: order, headers: { 'Idempotency-Key': idempotencyKey } });
const again = await api('POST', '/orders', { json: order, headers: { 'Idempotency-Key': idempotencyKey } });
const listed = await api('GET', '/orders?limit=50');
const ordersOfPo = listed.items.filter((o) => o.customerOrderNumber === po).length;
log(
  `order ${placed.orderId} ${placed.orderNumber} placed: ${placed.lineCount} lines, ${placed.amount} ${placed.currency}`,
);

// 6. Poll its shipments until one appears or the time given runs out.
const started = Date.now();
const deadline = started + Number(options.wait) * 1000;
async function firstShipment() {
  for (;;) {
    const { items } = await api('GET', `/orders/${placed.orderId}/shipments`);
    if (items.length > 0 || Date.now() >= deadline) return items[0] ?? null;
    await sleep(Math.min(Number(options.every), Math.max(0, (deadline - Date.now()) / 1000)));
  }
}
const shipment = await firstShipment();
if (shipment) log(`shipped: ${shipment.carrierName} ${shipment.trackingNumber}`);
else log(`no shipment within ${options.wait} s`);

console.log(
  JSON.stringify(
    {
      search: {
        query: options.part,
        total: found.total,
        first: first && {
          productId: first.productId,
          partNumber: first.partNumber,
          maker: first.maker,
          unitPrice: first.unitPrice,
          totalStock: first.totalStock,
        },
      },
      bom: {
        bomId: bom.bomId,
        lines: bom.lineCount,
        matchedLines: bom.matchedLines,
        builds: costing.builds.map((b) => ({ boards: b.boards, total: b.total, shortLines: b.shortLines })),
      },
      order: {
        orderId: placed.orderId,
        orderNumber: placed.orderNumber,
        customerOrderNumber: po,
        status: placed.status,
        amount: placed.amount,
        currency: placed.currency,
        lines: placed.lineCount,
        calls: 2,
        sameOrder: again.orderId === placed.orderId,
        ordersWithThisNumber: ordersOfPo,
      },
      shipment: shipment && {
        carrier: shipment.carrier,
        carrierName: shipment.carrierName,
        trackingNumber: shipment.trackingNumber,
        status: shipment.status,
      },
      waitedSeconds: Math.round((Date.now() - started) / 1000),
    },
    null,
    2,
  ),
);
process.exitCode = shipment ? 0 : 3;
