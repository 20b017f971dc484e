import { execFileSync, spawn, type ChildProcess } from "node:child_process";
import { existsSync } from "node:fs";
import { rm } from "node:fs/promises";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

// Drives `node bin/orderbench.ts` as a user would, against the built app.
const root = path.resolve(import.meta.dirname, "../..");
const dataDir = path.join(root, "tests/.tmp/launcher-data");
const port = Number(process.env.LAUNCHER_TEST_PORT ?? 3200);
const base = `http://127.0.0.1:${port}`;
const env: NodeJS.ProcessEnv = {
  ...process.env,
  NODE_ENV: "production",
  PORT: String(port),
  DATA_DIR: dataDir,
  EMBEDDED_PG_PORT: "54369",
  LOG_LEVEL: "info",
};
delete env.DATABASE_URL;
delete env.APP_SECRET;

interface Launched {
  process: ChildProcess;
  output: () => string;
  exited: Promise<number | null>;
}

function launch(): Launched {
  const child = spawn(process.execPath, ["bin/orderbench.ts"], { cwd: root, env, stdio: ["ignore", "pipe", "pipe"] });
  let output = "";
  child.stdout!.on("data", (chunk) => (output += chunk));
  child.stderr!.on("data", (chunk) => (output += chunk));
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  return { process: child, output: () => output, exited };
}

async function until<T>(what: string, probe: () => Promise<T | undefined>, timeoutMs = 60_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const value = await probe().catch(() => undefined);
    if (value !== undefined) return value;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`timed out waiting for ${what}`);
}

const ready = () => until("the app to be ready", async () => ((await fetch(`${base}/readyz`)).ok ? true : undefined));
const portFree = () =>
  until("the port to be free", async () => {
    try {
      await fetch(`${base}/healthz`);
      return undefined;
    } catch {
      return true;
    }
  });

function childrenOf(pid: number): { pid: number; args: string }[] {
  const out = execFileSync("ps", ["-o", "pid=,args=", "--ppid", String(pid)], { encoding: "utf8" }).trim();
  return out
    ? out.split("\n").map((line) => {
        const [pidText, ...args] = line.trim().split(/\s+/);
        return { pid: Number(pidText), args: args.join(" ") };
      })
    : [];
}

const credentials = { email: "survivor@example.com", password: "keep-me-123", full_name: "Sur Vivor" };

describe("the launcher", () => {
  beforeAll(async () => {
    await rm(dataDir, { recursive: true, force: true });
  });
  afterAll(async () => {
    await rm(dataDir, { recursive: true, force: true });
  });

  it("serves on the embedded database, survives kill -9, and keeps the data", async () => {
    const first = launch();
    await ready();
    // The launcher polls the port on its own clock: its line may trail the first answer.
    await until("the launcher to say it is ready", async () => first.output().includes(`Orderbench is ready: http://localhost:${port}`) || undefined);
    const registered = await fetch(`${base}/api/auth/register`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify(credentials),
    });
    expect(registered.status).toBe(201);
    const userId = (await registered.json()).user.id;

    first.process.kill("SIGKILL");
    await first.exited;
    await portFree();

    const second = launch();
    await ready();
    const login = await fetch(`${base}/api/auth/login`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ email: credentials.email, password: credentials.password }),
    });
    expect(login.status).toBe(200);
    expect((await login.json()).user.id).toBe(userId);

    second.process.kill("SIGTERM");
    expect(await second.exited).toBe(0);
    expect(second.output()).toMatch(/worker stopped[\s\S]*web stopped[\s\S]*embedded database stopped/);
    expect(existsSync(path.join(dataDir, "pg/postmaster.pid"))).toBe(false);
  });

  it("goes down whole, with the reason, when a child dies", async () => {
    const launched = launch();
    await ready();
    const worker = childrenOf(launched.process.pid!).find((child) => child.args.includes("jobs/runner.ts"));
    expect(worker).toBeDefined();
    process.kill(worker!.pid, "SIGKILL");

    expect(await launched.exited).toBe(1);
    expect(launched.output()).toContain("the worker process stopped unexpectedly");
    await portFree();
    expect(existsSync(path.join(dataDir, "pg/postmaster.pid"))).toBe(false);
  });
});
