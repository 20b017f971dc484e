import { defineConfig, devices } from "@playwright/test";
import { systemChromium } from "./tests/e2e/browser.ts";

const PORT = Number(process.env.E2E_PORT ?? 3100);
const baseURL = `http://localhost:${PORT}`;

const executablePath = systemChromium();
const browser = {
  ...devices["Desktop Chrome"],
  launchOptions: {
    executablePath,
    args: [
      "--no-sandbox",
      "--disable-gpu",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
      "--no-first-run",
      "--disable-quic",
    ],
  },
};

export default defineConfig({
  testDir: "tests/e2e",
  outputDir: `tests/.tmp/e2e-results-${PORT}`,
  fullyParallel: true,
  workers: 2,
  retries: 0,
  forbidOnly: true,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: [["list"], ["json", { outputFile: `tests/.tmp/e2e-report-${PORT}.json` }]],
  use: { baseURL, trace: "retain-on-failure" },
  projects: [
    { name: "setup", testMatch: /global\.setup\.ts/, use: browser },
    { name: "js", testMatch: /.*\.spec\.ts/, dependencies: ["setup"], use: { ...browser, javaScriptEnabled: true } },
    { name: "no-js", testMatch: /.*\.spec\.ts/, dependencies: ["setup"], use: { ...browser, javaScriptEnabled: false } },
  ],
  webServer: {
    // A fresh embedded database for every run, on ports of its own.
    command: `node -e "require('fs').rmSync('tests/.tmp/e2e-data-${PORT}',{recursive:true,force:true})" && node bin/orderbench.ts`,
    url: `${baseURL}/readyz`,
    reuseExistingServer: false,
    timeout: 120_000,
    // The launcher stops worker, web and database in order on SIGTERM (the default SIGKILL leaves the children to fail noisily).
    gracefulShutdown: { signal: "SIGTERM", timeout: 20_000 },
    env: {
      PORT: String(PORT),
      DATA_DIR: `tests/.tmp/e2e-data-${PORT}`,
      EMBEDDED_PG_PORT: String(process.env.E2E_PG_PORT ?? 54359),
      APP_ENVIRONMENT: "Production",
      LOG_LEVEL: "warn",
    },
    stdout: "ignore",
    stderr: "pipe",
  },
});
