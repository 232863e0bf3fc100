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
 * - what the app's providers bring beyond it (antd's App with its message, modal and notification hooks:
 *   app/app-providers.tsx, loaded at boot beside the texts) is one chunk every page loads, so it comes as one file
 *   instead of a dozen;
 * - the rest is grouped by the exact set of pages that use it (a table chunk for the list pages, a date-picker chunk
 *   for the pages with dates, …), so /login never downloads the table and no page loads antd code it does not use.
 *   Small groups are not merged into a neighbour: the nearest neighbour can be a chunk the page does not need (the
 *   home page then loaded the table).
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
    name: 'antd-app',
    test: /node_modules[\\/](antd[\\/]es[\\/](app|modal|message|notification|skeleton)|@rc-component[\\/](dialog|notification|form|async-validator))[\\/]/,
    priority: 17,
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
      // The contract's text catalogue is plain data. Marked free of side effects, it is left out wherever no text
      // is read from it: the app shows the texts the server serves, and only a few rules carry their own.
      treeshake: {
        moduleSideEffects: (id: string) => !/[\\/]packages[\\/]contract[\\/]src[\\/]texts[\\/]/.test(id),
      },
      output: { codeSplitting: { groups: vendorChunks } },
    },
  },
});
