import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './tests/support/chromium.ts';
import { E2E_PORTS } from './tests/support/ports.ts';

const baseURL = `http://localhost:${E2E_PORTS.app}`;

export default defineConfig({
  testDir: 'tests/e2e',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  retries: 0,
  reporter: [['list']],
  use: {
    baseURL,
    // Off: recording cost about a fifth of the suite's time on this 2-core machine (11
    // screen-layout tests, 2.3 min with traces, 1.8 min without), and CI keeps no
    // files. `npm run test:e2e -- --trace retain-on-failure` records them to chase a failure.
    trace: 'off',
    // The service worker's install downloads every chunk of the app into each new browser
    // context, and a test opens two to six: blocked by default, which took a seventh off
    // the run here (12 tests: 113 s with it, 99 s without). The specs about what it is for
    // (offline use, installing, the CSP and a clean console on every screen) allow it.
    serviceWorkers: 'block',
    launchOptions: {
      executablePath: CHROMIUM_PATH,
      args: CHROMIUM_ARGS,
    },
  },
  webServer: {
    command: 'node tests/support/e2e-server.ts',
    url: `${baseURL}/api/health`,
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: 'pipe',
    gracefulShutdown: { signal: 'SIGTERM', timeout: 15_000 },
  },
});
