// `npm run dev`: the server from source with reload on change (tsx watch) and Vite with hot reload.
// Open http://localhost:5173; Vite forwards /api to the server on port 3000.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const bin = (name) => path.join(root, 'node_modules', '.bin', name);
const env = { ...process.env, NODE_ENV: process.env.NODE_ENV ?? 'development' };

const children = [
  spawn(bin('tsx'), ['watch', '--clear-screen=false', 'apps/server/src/main.ts'], {
    cwd: root,
    env,
    stdio: 'inherit',
  }),
  spawn(bin('vite'), ['--config', 'apps/web/vite.config.ts', 'apps/web'], {
    cwd: root,
    env,
    stdio: 'inherit',
  }),
];

const stop = () => {
  for (const child of children) child.kill('SIGTERM');
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children) {
  child.on('exit', (code) => {
    stop();
    process.exitCode = code ?? 0;
  });
}
