// Builds what is missing or stale: the web app (Vite) and the server bundle (esbuild).
// `--force` rebuilds everything. A stamp next to each output records the mode and a hash of the inputs' paths,
// sizes and times (scripts/build-stamp.mjs); a different mode or different inputs mean stale.
// The web app is built for production unless EMALL_WEB_MODE=development asks otherwise; NODE_ENV is not read.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { fingerprint, isStale, makeStamp, readStamp, webMode } from './build-stamp.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const force = process.argv.includes('--force');

async function buildIfStale(name, outDir, { mode, inputs }, build) {
  const stampFile = path.join(outDir, '.build-stamp');
  const wanted = { mode, inputs: fingerprint(root, inputs) };
  if (!force && !isStale(readStamp(stampFile), wanted)) {
    console.log(`${name}: up to date (${mode})`);
    return;
  }
  console.log(`${name}: building (${mode})…`);
  const started = Date.now();
  await build();
  mkdirSync(outDir, { recursive: true });
  writeFileSync(stampFile, makeStamp(wanted));
  console.log(`${name}: built in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

const contractInputs = ['packages/contract/src', 'packages/contract/package.json', 'package-lock.json'];

const mode = webMode();

await buildIfStale(
  'web',
  path.join(root, 'apps/web/dist'),
  {
    mode,
    inputs: [
      'apps/web/src',
      'apps/web/public',
      'apps/web/index.html',
      'apps/web/vite.config.ts',
      'apps/web/package.json',
      ...contractInputs,
    ],
  },
  async () => {
    // Vite picks React's and antd's production or development code from NODE_ENV. This process only builds,
    // so setting it here leaves the server's NODE_ENV alone.
    process.env.NODE_ENV = mode;
    const { build } = await import('vite');
    await build({
      root: path.join(root, 'apps/web'),
      configFile: path.join(root, 'apps/web/vite.config.ts'),
      mode,
      logLevel: 'warn',
    });
  },
);

await buildIfStale(
  'server',
  path.join(root, 'apps/server/dist'),
  // The server bundle is the same whatever NODE_ENV the server later runs with: it reads it at run time.
  {
    mode: 'production',
    inputs: ['apps/server/src', 'apps/server/drizzle', 'apps/server/package.json', ...contractInputs],
  },
  async () => {
    const esbuild = await import('esbuild');
    const pkg = JSON.parse(readFileSync(path.join(root, 'apps/server/package.json'), 'utf8'));
    // Our workspace packages are bundled (they ship TypeScript); every registry package stays external.
    const external = Object.keys(pkg.dependencies ?? {}).filter((name) => !name.startsWith('@emall/'));
    await esbuild.build({
      entryPoints: [path.join(root, 'apps/server/src/main.ts')],
      outfile: path.join(root, 'apps/server/dist/main.js'),
      bundle: true,
      platform: 'node',
      format: 'esm',
      target: 'node20',
      sourcemap: true,
      external: [...external, ...external.map((name) => `${name}/*`)],
      banner: {
        js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);",
      },
      logLevel: 'warning',
    });
    // The spreadsheet and text parser runs as its own process: its entry sits beside the bundle, where
    // platform/spreadsheet.ts looks for it (new URL('./spreadsheet-child.mjs', import.meta.url)). It is
    // bundled too, so the modules it imports (text-table.mjs, text-decoding.mjs) travel with it; SheetJS
    // stays external.
    await esbuild.build({
      entryPoints: [path.join(root, 'apps/server/src/platform/spreadsheet-child.mjs')],
      outfile: path.join(root, 'apps/server/dist/spreadsheet-child.mjs'),
      bundle: true,
      platform: 'node',
      format: 'esm',
      target: 'node20',
      external: [...external, ...external.map((name) => `${name}/*`)],
      logLevel: 'warning',
    });
  },
);
