import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

// The config lives beside index.html; fixing root here lets the build run from any working directory.
const webRoot = decodeURIComponent(new URL('.', import.meta.url).pathname);

/** Vendor libraries change far less often than our code; separate chunks stay cached across releases. */
const vendorChunks = [
  {
    name: 'react-vendor',
    test: /node_modules[\\/](react|react-dom|react-router|scheduler)[\\/]/,
    priority: 30,
  },
  {
    name: 'antd-vendor',
    test: /node_modules[\\/](antd|@ant-design|@rc-component|rc-[\w-]+|@emotion|dayjs)[\\/]/,
    priority: 20,
  },
  {
    name: 'data-vendor',
    test: /node_modules[\\/](@tanstack|zustand|i18next|react-i18next|zod)[\\/]/,
    priority: 10,
  },
];

export default defineConfig({
  root: webRoot,
  plugins: [react()],
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
    // antd alone is larger than the default warning limit even when split off.
    chunkSizeWarningLimit: 1200,
    rolldownOptions: {
      output: { codeSplitting: { groups: vendorChunks } },
    },
  },
});
