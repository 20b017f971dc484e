// `npm test`: every test Orderbench has, in the order they depend on each other,
// then one closing line with the totals.
import { spawnSync } from "node:child_process";
import { mkdirSync, readFileSync, rmSync } from "node:fs";
import path from "node:path";
import { systemChromium } from "./e2e/browser.ts";

const root = path.resolve(import.meta.dirname, "..");
const tmp = path.join(root, "tests/.tmp");
const bin = (name: string) => path.join(root, "node_modules/.bin", name);

interface Tally {
  passed: number;
  failed: number;
}

const totals: Tally = { passed: 0, failed: 0 };
const failedSteps: string[] = [];

function step(name: string, command: string, args: string[], env: Record<string, string> = {}): boolean {
  process.stdout.write(`\n=== ${name} ===\n`);
  const result = spawnSync(command, args, { cwd: root, stdio: "inherit", env: { ...process.env, ...env } });
  const ok = result.status === 0;
  if (!ok) failedSteps.push(name);
  return ok;
}

function countVitest(file: string) {
  try {
    const report = JSON.parse(readFileSync(file, "utf8"));
    totals.passed += report.numPassedTests;
    totals.failed += report.numFailedTests;
  } catch {
    totals.failed += 1; // the run died before writing its report
  }
}

function countPlaywright(file: string) {
  try {
    const { stats } = JSON.parse(readFileSync(file, "utf8"));
    totals.passed += stats.expected + stats.flaky;
    totals.failed += stats.unexpected;
  } catch {
    totals.failed += 1;
  }
}

rmSync(tmp, { recursive: true, force: true });
mkdirSync(tmp, { recursive: true });

step("typecheck", bin("tsc"), []);

const vitestReport = path.join(tmp, "vitest-report.json");
step("unit and integration tests", bin("vitest"), [
  "run",
  "--project=unit",
  "--project=integration",
  "--reporter=default",
  "--reporter=json",
  `--outputFile.json=${vitestReport}`,
]);
countVitest(vitestReport);

if (step("build", "npm", ["run", "build"])) {
  const systemReport = path.join(tmp, "system-report.json");
  step("launcher tests", bin("vitest"), ["run", "--project=system", "--reporter=default", "--reporter=json", `--outputFile.json=${systemReport}`]);
  countVitest(systemReport);

  if (!systemChromium()) {
    // No Chromium on this machine: Playwright brings its own where downloads are possible.
    step("browser for e2e", bin("playwright"), ["install", "chromium"]);
  }
  step("end-to-end tests (JavaScript on and off)", bin("playwright"), ["test"]);
  countPlaywright(path.join(tmp, `e2e-report-${process.env.E2E_PORT ?? 3100}.json`));
}

process.stdout.write("\n");
if (failedSteps.length > 0) process.stdout.write(`Failed steps: ${failedSteps.join(", ")}\n`);
process.stdout.write(`${totals.passed} passed, ${totals.failed} failed\n`);
process.exit(failedSteps.length > 0 || totals.failed > 0 ? 1 : 0);
