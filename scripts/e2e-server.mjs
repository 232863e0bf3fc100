// The server the end-to-end tests run against: the built bundle, NODE_ENV=test, a fresh data directory.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dataDir = mkdtempSync(path.join(tmpdir(), 'emall-e2e-'));
process.env.NODE_ENV = 'test';
process.env.PORT = process.env.E2E_PORT ?? '3100';
process.env.DATA_DIR = dataDir;
process.env.LOG_LEVEL ??= 'warn';
// One address and one demo buyer run every journey back to back: the per-caller repeat limits would count them
// all together (their own tests prove them).
process.env.REPEAT_LIMITS ??= 'off';
process.on('exit', () => rmSync(dataDir, { recursive: true, force: true }));

await import(pathToFileURL(path.join(root, 'apps/server/dist/main.js')).href);
