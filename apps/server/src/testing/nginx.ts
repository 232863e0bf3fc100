import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { chmod, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The shipped nginx configurations, as an operator copies them. */
export const DEPLOY_DIR = fileURLToPath(new URL('../../../../deploy/', import.meta.url));
export const SHIPPED_NGINX_CONF = path.join(DEPLOY_DIR, 'nginx.conf');

/** The shipped upstream addresses of deploy/nginx.conf that a test points at its own copies. */
const SHIPPED_UPSTREAMS = ['127.0.0.1:3001', '127.0.0.1:3002'];

/** A free loopback port (released again before nginx takes it: a small race nobody else is likely to win). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => {
        resolve(port);
      });
    });
  });
}

/**
 * deploy/nginx.conf as shipped, with only what a machine-local run must change: the upstream servers point at
 * `upstreams` (host:port) and `listen 80` becomes `listen 127.0.0.1:<port>`. It is wrapped in the main and
 * `http` contexts a distribution's nginx.conf would give it, with the pid, logs and temporary files in `dir`.
 * Throws when the shipped file no longer has the lines it replaces, so that a change of it is noticed here.
 */
export function nginxConfigFrom(
  shipped: string,
  options: { dir: string; port: number; upstreams: string[] },
): string {
  let site = shipped;
  SHIPPED_UPSTREAMS.forEach((shippedAddress, i) => {
    const target = options.upstreams[i];
    const line = new RegExp(`(\\n\\s*server\\s+)${shippedAddress.replace(/\./g, '\\.')}(\\s)`);
    if (!target || !line.test(site))
      throw new Error(`deploy/nginx.conf has no upstream server ${shippedAddress}`);
    site = site.replace(line, `$1${target}$2`);
  });
  const listen = /(\n\s*)listen\s+80;/;
  if (!listen.test(site)) throw new Error('deploy/nginx.conf does not listen on port 80');
  site = site.replace(listen, `$1listen 127.0.0.1:${options.port};`);
  const at = (name: string) => path.join(options.dir, name);
  return [
    'daemon off;',
    'worker_processes 1;',
    `pid ${at('nginx.pid')};`,
    `error_log ${at('error.log')} warn;`,
    'events { worker_connections 256; }',
    'http {',
    `    access_log ${at('access.log')};`,
    `    client_body_temp_path ${at('client_body')};`,
    `    proxy_temp_path ${at('proxy')};`,
    `    fastcgi_temp_path ${at('fastcgi')};`,
    `    uwsgi_temp_path ${at('uwsgi')};`,
    `    scgi_temp_path ${at('scgi')};`,
    site,
    '}',
    '',
  ].join('\n');
}

export function nginxBinary(): string {
  const known = ['/usr/sbin/nginx', '/usr/local/sbin/nginx', '/usr/local/nginx/sbin/nginx'].find((p) =>
    existsSync(p),
  );
  return known ?? 'nginx';
}

export interface RunningNginx {
  url: string;
  port: number;
  stop(): Promise<void>;
  /** What nginx wrote to its error log (for a failing test's message). */
  errors(): string;
}

/**
 * Starts nginx in the foreground with deploy/nginx.conf in front of `upstreams`, on a free loopback port, and
 * waits until it answers /api/ping through an upstream.
 */
export async function startNginx(upstreams: string[]): Promise<RunningNginx> {
  const dir = await mkdtemp(path.join(tmpdir(), 'emall-nginx-'));
  // Run as root, nginx's workers drop to an unprivileged user that must reach the temporary directories.
  await chmod(dir, 0o755);
  const port = await freePort();
  const config = path.join(dir, 'nginx.conf');
  await writeFile(
    config,
    nginxConfigFrom(readFileSync(SHIPPED_NGINX_CONF, 'utf8'), { dir, port, upstreams }),
  );
  const binary = nginxBinary();
  let output = '';
  const child: ChildProcess = spawn(binary, ['-p', dir, '-c', config, '-e', path.join(dir, 'error.log')], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => {
    child.once('exit', (code) => {
      resolve(code);
    });
    child.once('error', (error) => {
      output += String(error);
      resolve(-1);
    });
  });
  const errors = (): string => {
    const log = path.join(dir, 'error.log');
    return `${output}${existsSync(log) ? readFileSync(log, 'utf8') : ''}`;
  };
  const stop = async (): Promise<void> => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    await exited;
    await rm(dir, { recursive: true, force: true });
  };
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 15_000;
  const state = { exited: false };
  void exited.then(() => (state.exited = true));
  for (;;) {
    if (state.exited) {
      const why = errors();
      await stop();
      throw new Error(`nginx (${binary}) did not start (install the Debian package nginx): ${why}`);
    }
    try {
      const answer = await fetch(`${url}/api/ping`);
      if (answer.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      const why = errors();
      await stop();
      throw new Error(`nginx did not answer /api/ping within 15 s: ${why}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return { url, port, stop, errors };
}
