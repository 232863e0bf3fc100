import { statSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { AppError } from './app-error.js';

/** A file of the built app named by a URL path, or undefined (directories, traversal, missing files). */
function builtFile(distDir: string, url: string): string | undefined {
  let pathname: string;
  try {
    pathname = decodeURIComponent(new URL(url, 'http://localhost').pathname);
  } catch {
    return undefined;
  }
  const file = path.resolve(distDir, `.${path.posix.normalize(pathname)}`);
  if (!file.startsWith(distDir + path.sep)) return undefined;
  return statSync(file, { throwIfNoEntry: false })?.isFile() ? path.relative(distDir, file) : undefined;
}

/**
 * Serves the built single-page app. Files are looked up per request (a rebuild needs no restart);
 * hashed assets are cached for a year; every other non-API GET answers index.html, so the client router
 * decides ('/' is the page for unknown paths).
 */
export async function installWebApp(app: FastifyInstance, distDir: string): Promise<void> {
  const root = path.resolve(distDir);
  // Cache headers are ours (below), not the plugin's defaults. The build writes a .br and a .gz beside each text
  // file (apps/web/vite.config.ts): sent as they are to a browser that accepts them, nothing is compressed per
  // request.
  await app.register(fastifyStatic, { root, serve: false, cacheControl: false, preCompressed: true });
  app.get('/*', async (request, reply) => {
    if (request.url.startsWith('/api/')) throw new AppError('NOT_FOUND');
    if (!builtFile(root, '/index.html')) {
      return reply
        .status(503)
        .type('text/plain; charset=utf-8')
        .send('The web app is not built yet: run `npm run build` (npm start does it for you).');
    }
    const file = builtFile(root, request.url);
    if (file) {
      const immutable = file.startsWith(`assets${path.sep}`);
      return reply
        .header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache')
        .sendFile(file);
    }
    return reply.header('cache-control', 'no-cache').sendFile('index.html');
  });
  app.setNotFoundHandler(() => {
    throw new AppError('NOT_FOUND');
  });
}
