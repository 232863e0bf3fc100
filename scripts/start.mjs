// `npm start`: builds what is missing or stale, then serves the shop from the bundle.
// NODE_ENV given by the environment is kept (default production); PORT and DATA_DIR are honoured.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
process.env.NODE_ENV ??= 'production';

// The build runs in its own process so that Vite's and esbuild's memory is gone before the server starts.
const build = spawnSync(process.execPath, [path.join(root, 'scripts/build.mjs')], {
  stdio: 'inherit',
  cwd: root,
});
if (build.status !== 0) process.exit(build.status ?? 1);

await import(pathToFileURL(path.join(root, 'apps/server/dist/main.js')).href);
