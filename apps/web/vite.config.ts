import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import { defineConfig } from 'vite';
import type { Plugin, Rolldown } from 'vite';
import react from '@vitejs/plugin-react';

// The config lives beside index.html; fixing root here lets the build run from any working directory.
const webRoot = decodeURIComponent(new URL('.', import.meta.url).pathname);

/** antd and the libraries it is made of. */
const ANTD = /node_modules[\\/](antd|@ant-design|@rc-component|rc-[\w-]+|@emotion|dayjs)[\\/]/;

/**
 * Vendor libraries change far less often than our code; separate chunks stay cached across releases. antd is
 * split by who needs it:
 * - what the page frame uses (statically imported by the entry: `$initial`) is one chunk of the entry;
 * - the rest is grouped by the exact set of pages that use it (a button chunk for the pages with buttons, a
 *   date-picker chunk for the pages with dates, …), so /login never downloads a date picker and no page loads
 *   antd code it does not use. Small groups are not merged into a neighbour: the nearest neighbour can be a chunk
 *   the page does not need. No group is forced on every page: a group takes with it the modules its members
 *   import, so one for antd's App (message, modal) would take buttons, dialogs and forms' contexts into every page.
 */
const vendorChunks: Rolldown.CodeSplittingGroup[] = [
  {
    name: 'react-vendor',
    test: /node_modules[\\/](react|react-dom|react-router|scheduler)[\\/]/,
    priority: 30,
  },
  {
    name: 'antd-frame',
    test: ANTD,
    tags: ['$initial'],
    priority: 20,
  },
  {
    name: 'antd',
    test: ANTD,
    entriesAware: true,
    priority: 15,
  },
  {
    name: 'data-vendor',
    test: /node_modules[\\/](zustand|i18next|react-i18next|zod)[\\/]/,
    priority: 10,
  },
  // The query cache comes with the app's providers, not in the entry.
  {
    name: 'query-vendor',
    test: /node_modules[\\/]@tanstack[\\/]/,
    priority: 10,
  },
];

/**
 * Modules that do nothing when imported but define things, so the build may leave out every one whose exports are
 * not used:
 * - the contract's text catalogue, plain data: the app shows the texts the server serves, and only a few rules
 *   carry their own;
 * - antd's building blocks (@rc-component/*), which do not say so in their package.json as antd does: without
 *   it, a page with an input kept the whole form library (about 13 kB of gzip) for one context it reads.
 */
const SIDE_EFFECT_FREE =
  /[\\/]packages[\\/]contract[\\/]src[\\/]texts[\\/]|[\\/]node_modules[\\/]@rc-component[\\/]/;

/**
 * Writes a .br and a .gz beside every text file of the build, compressed once at the highest levels, so the
 * server sends them as they are (@fastify/static's preCompressed) instead of compressing on every request.
 */
function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'emall-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle() {
      // Nothing was written (a build with write: false).
      if (!existsSync(outDir)) return;
      const walk = (dir: string): string[] =>
        readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
          entry.isDirectory() ? walk(path.join(dir, entry.name)) : [path.join(dir, entry.name)],
        );
      for (const file of walk(outDir)) {
        if (!/\.(js|css|html|svg|json|txt)$/.test(file)) continue;
        const content = readFileSync(file);
        // Below about a packet, compressing saves nothing worth a second file.
        if (content.length < 1024) continue;
        writeFileSync(`${file}.gz`, gzipSync(content, { level: 9 }));
        writeFileSync(
          `${file}.br`,
          brotliCompressSync(content, {
            params: { [zlib.BROTLI_PARAM_QUALITY]: 11, [zlib.BROTLI_PARAM_SIZE_HINT]: content.length },
          }),
        );
      }
    },
  };
}

export default defineConfig({
  root: webRoot,
  plugins: [react(), precompress()],
  server: {
    port: 5173,
    strictPort: true,
    proxy: {
      '/api': { target: 'http://127.0.0.1:3000', changeOrigin: false, ws: true },
    },
  },
  preview: { port: 4173 },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // Which chunks each page loads: read by `npm run bench:web` (bench/web.mjs).
    manifest: true,
    rolldownOptions: {
      treeshake: {
        moduleSideEffects: (id: string) => !SIDE_EFFECT_FREE.test(id),
      },
      output: { codeSplitting: { groups: vendorChunks } },
    },
  },
});
