import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

const backend = 'http://localhost:3000';

// Libraries change less often than our code: separate chunks stay cached across deploys.
const vendorGroups = [
  { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/ },
  { name: 'router', test: /node_modules[\\/]react-router[\\/]/ },
  {
    name: 'react-aria',
    test: /node_modules[\\/](react-aria|react-aria-components|react-stately|@react-aria|@react-stately|@react-types|@internationalized|@swc)[\\/]/,
  },
  { name: 'i18n', test: /node_modules[\\/](i18next|react-i18next|i18next-browser-languagedetector)[\\/]/ },
  { name: 'query', test: /node_modules[\\/]@tanstack[\\/]/ },
];

export default defineConfig({
  plugins: [react()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    rolldownOptions: {
      output: { codeSplitting: { groups: vendorGroups } },
    },
  },
  server: {
    port: 5173,
    proxy: Object.fromEntries(
      ['/graphql', '/api', '/auth', '/actuator', '/dev'].map((path) => [
        path,
        { target: backend, changeOrigin: true },
      ]),
    ),
  },
  test: {
    name: 'web',
    environment: 'happy-dom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['src/test/setup.ts'],
    // One worker runs file after file in one window with the modules loaded once: importing React, React Aria and
    // the app's modules and starting happy-dom for every file cost more than the tests themselves. The setup file
    // resets what a test leaves behind (rendered trees, session, storage, cookies, stubs, timers).
    isolate: false,
    // A test that waits for what the page shows may take longer than the default 5 s on a loaded machine.
    testTimeout: 30_000,
  },
});
