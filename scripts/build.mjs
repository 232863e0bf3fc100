// Builds what is missing or stale: the web app (Vite) and the server bundle (esbuild).
// `--force` rebuilds everything. A stamp of the inputs' paths, sizes and times decides staleness.
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const force = process.argv.includes('--force');

function listFiles(dir) {
  if (!existsSync(dir)) return [];
  const out = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist') continue;
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) out.push(...listFiles(full));
    else out.push(full);
  }
  return out;
}

function fingerprint(inputs) {
  const hash = createHash('sha256');
  for (const file of inputs
    .flatMap((p) => (statSync(p, { throwIfNoEntry: false })?.isDirectory() ? listFiles(p) : [p]))
    .sort()) {
    const stat = statSync(file, { throwIfNoEntry: false });
    if (stat) hash.update(`${path.relative(root, file)}:${stat.size}:${stat.mtimeMs}\n`);
  }
  return hash.digest('hex');
}

async function buildIfStale(name, outDir, inputs, build) {
  const stampFile = path.join(outDir, '.build-stamp');
  const stamp = fingerprint(inputs.map((p) => path.join(root, p)));
  if (!force && existsSync(stampFile) && readFileSync(stampFile, 'utf8') === stamp) {
    console.log(`${name}: up to date`);
    return;
  }
  console.log(`${name}: building…`);
  const started = Date.now();
  await build();
  mkdirSync(outDir, { recursive: true });
  writeFileSync(stampFile, stamp);
  console.log(`${name}: built in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

const contractInputs = ['packages/contract/src', 'packages/contract/package.json', 'package-lock.json'];

await buildIfStale(
  'web',
  path.join(root, 'apps/web/dist'),
  [
    'apps/web/src',
    'apps/web/public',
    'apps/web/index.html',
    'apps/web/vite.config.ts',
    'apps/web/package.json',
    ...contractInputs,
  ],
  async () => {
    const { build } = await import('vite');
    await build({
      root: path.join(root, 'apps/web'),
      configFile: path.join(root, 'apps/web/vite.config.ts'),
      logLevel: 'warn',
    });
  },
);

await buildIfStale(
  'server',
  path.join(root, 'apps/server/dist'),
  ['apps/server/src', 'apps/server/drizzle', 'apps/server/package.json', ...contractInputs],
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
