import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multipartBody } from '../testing/multipart.js';
import { startTestApp, type TestApp } from '../testing/test-app.js';
import { builtFileName, readUploadedFile, servedFileName, sniffFileKind, sniffText } from './uploads.js';

let t: TestApp;

beforeAll(async () => {
  t = await startTestApp({ UPLOAD_MAX_BYTES: '1024' }, (app) => {
    app.post('/api/test/upload', async (request) => {
      const file = await readUploadedFile(request);
      return { name: file.filename, kind: file.kind, size: file.bytes.length, fields: { ...file.fields } };
    });
  });
});
afterAll(() => t.close());

async function upload(file: Parameters<typeof multipartBody>[0], fields?: Record<string, string>) {
  const body = multipartBody(file, fields);
  const response = await t.client().request({
    method: 'POST',
    url: '/api/test/upload',
    payload: body.payload,
    headers: body.headers,
  });
  return { status: response.statusCode, body: response.json<Record<string, unknown>>() };
}

describe('uploads', () => {
  it('tells a file kind by its first bytes, never by its name', () => {
    expect(sniffFileKind(Buffer.from('%PDF-1.7\n'))).toBe('pdf');
    expect(sniffFileKind(Buffer.from([0x50, 0x4b, 0x03, 0x04, 0x14]))).toBe('xlsx');
    expect(sniffFileKind(Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0]))).toBe('xls');
    expect(sniffFileKind(Buffer.from([0xff, 0xd8, 0xff, 0xe0]))).toBe('jpeg');
    expect(sniffFileKind(Buffer.from('<html>'))).toBeNull();
  });

  it('tells text apart, for the callers that ask, without making it a file kind', () => {
    const csv = Buffer.from('MPN,Qty\r\nLM358,2\r\n');
    expect(sniffFileKind(csv)).toBeNull();
    expect(sniffText(csv)).toBe(true);
    expect(sniffText(Buffer.from('MPN\tQty\n', 'utf16le'))).toBe(true);
    expect(sniffText(Buffer.from('%PDF-1.7\n'))).toBe(false);
    expect(sniffText(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))).toBe(false);
    expect(sniffText(Buffer.from([0x41, 0x00, 0xff, 0xfe, 0x01]))).toBe(false);
  });

  it('reads one file with its fields, keeping only the base name', async () => {
    const answer = await upload(
      { name: '..\\..\\etc/proof.pdf', bytes: '%PDF-1.4 hello' },
      { orderId: '42' },
    );
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ name: 'proof.pdf', kind: 'pdf', size: 14, fields: { orderId: '42' } });
  });

  it('refuses a file over the limit with 413, a missing file with 400 and a JSON body with 415', async () => {
    expect((await upload({ name: 'big.pdf', bytes: Buffer.alloc(2048, 1) })).status).toBe(413);
    const missing = await upload(null, { orderId: '42' });
    expect(missing.status).toBe(400);
    expect(missing.body.fields).toEqual({ file: expect.any(String) as string });
    const json = await t.client().request({ method: 'POST', url: '/api/test/upload', payload: { a: 1 } });
    expect(json.statusCode).toBe(415);
  });
});

describe('the names the shop gives stored uploads', () => {
  it('are the stem, a number from the second on, and the extension of the detected kind', () => {
    expect(builtFileName('payment-proof-SO2026112200001', 'pdf')).toBe('payment-proof-SO2026112200001.pdf');
    expect(builtFileName('payment-proof-SO1', 'jpeg', 2)).toBe('payment-proof-SO1-2.jpg');
    expect(builtFileName('licence-RG1', 'png', 3)).toBe('licence-RG1-3.png');
    // Nothing but letters, digits and hyphens reaches a name, whatever the stem holds.
    expect(builtFileName('payment-proof-../"a b";.html', 'pdf')).toBe('payment-proof--a-b-html.pdf');
  });

  it('are served as stored only when the shop built them for that stem and kind', () => {
    expect(servedFileName('payment-proof-SO1-2.pdf', 'payment-proof-SO1', 'pdf')).toBe(
      'payment-proof-SO1-2.pdf',
    );
    expect(servedFileName('evil.html', 'payment-proof-SO1', 'pdf')).toBe('payment-proof-SO1.pdf');
    expect(servedFileName('payment-proof-SO1.html', 'payment-proof-SO1', 'pdf')).toBe(
      'payment-proof-SO1.pdf',
    );
    expect(servedFileName('payment-proof-SO1.png', 'payment-proof-SO1', 'pdf')).toBe('payment-proof-SO1.pdf');
    expect(servedFileName('payment-proof-SO2.pdf', 'payment-proof-SO1', 'pdf')).toBe('payment-proof-SO1.pdf');
  });
});
