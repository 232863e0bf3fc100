import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { DEPLOY_DIR, nginxConfigFrom } from '../testing/nginx.js';

/**
 * The shipped nginx configurations (bare machine and compose) forward what the server's checks read: the
 * host as the browser sent it, port included (the own-origin check of the login and of the live websocket),
 * and the websocket upgrade. behind-nginx.pg.test.ts runs deploy/nginx.conf in a real nginx.
 */
const SHIPPED = ['nginx.conf', 'nginx.compose.conf'];

/** The `proxy_set_header` directives of the `location /` block, by header name (lower case). */
function forwardedHeaders(conf: string): Map<string, string> {
  const location = /location\s+\/\s*\{([^}]*)\}/.exec(conf)?.[1];
  if (location === undefined) throw new Error('no location / block');
  const headers = new Map<string, string>();
  for (const match of location.matchAll(/^\s*proxy_set_header\s+(\S+)\s+(.+?);/gm)) {
    headers.set((match[1] ?? '').toLowerCase(), match[2] ?? '');
  }
  return headers;
}

/** Directives without comments, one per entry. */
function directives(conf: string): string[] {
  return conf
    .split('\n')
    .map((line) => line.replace(/#.*/, '').trim())
    .filter((line) => line !== '');
}

describe.each(SHIPPED)('deploy/%s', (file) => {
  const conf = readFileSync(path.join(DEPLOY_DIR, file), 'utf8');
  const headers = forwardedHeaders(conf);

  it('forwards the host with its port ($http_host, never $host, which drops the port)', () => {
    expect(headers.get('host')).toBe('$http_host');
    // Overwritten rather than passed on: a browser's own X-Forwarded-Host never reaches the server.
    expect(headers.get('x-forwarded-host')).toBe('$http_host');
    expect(conf).not.toMatch(/proxy_set_header\s+Host\s+\$host\s*;/i);
  });

  it('forwards the client address and scheme the server trusts from the proxy', () => {
    expect(headers.get('x-forwarded-for')).toBe('$proxy_add_x_forwarded_for');
    expect(headers.get('x-forwarded-proto')).toBe('$scheme');
  });

  it('passes websocket upgrades on HTTP/1.1', () => {
    const lines = directives(conf);
    expect(lines).toContain('proxy_http_version 1.1;');
    expect(headers.get('upgrade')).toBe('$http_upgrade');
    expect(headers.get('connection')).toBe('$connection_upgrade');
    expect(conf).toMatch(/map\s+\$http_upgrade\s+\$connection_upgrade\s*\{[^}]*default\s+upgrade;/);
    // Longer than the live channel's 25 s heartbeat, so an idle socket is not cut by the proxy.
    const timeout = /proxy_read_timeout\s+(\d+)s;/.exec(conf)?.[1];
    expect(Number(timeout)).toBeGreaterThan(25);
  });
});

describe('the test configuration made from deploy/nginx.conf', () => {
  it('changes only the upstream addresses and the listen port', () => {
    const shipped = readFileSync(path.join(DEPLOY_DIR, 'nginx.conf'), 'utf8');
    const made = nginxConfigFrom(shipped, {
      dir: '/tmp/x',
      port: 18080,
      upstreams: ['127.0.0.1:41001', '127.0.0.1:41002'],
    });
    expect(made).toContain('server 127.0.0.1:41001 max_fails=3');
    expect(made).toContain('server 127.0.0.1:41002 max_fails=3');
    expect(made).toContain('listen 127.0.0.1:18080;');
    expect(made).not.toMatch(/127\.0\.0\.1:300[12]|listen 80;/);
    expect(forwardedHeaders(made)).toEqual(forwardedHeaders(shipped));
  });
});
