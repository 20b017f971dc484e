#!/usr/bin/env node
// The launcher: `node bin/orderbench.ts [all|web|worker|migrate]`.
//   all (default)  database → migrations → web + worker, supervised together
//   web | worker   one role against DATABASE_URL (Docker, scale-out)
//   migrate        apply migrations and exit
import { spawn, type ChildProcess } from "node:child_process";
import { createRequire } from "node:module";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { readConfig } from "../app/config.server.ts";
import { createLogger } from "../app/services/logger.server.ts";
import { createDb } from "../db/client.server.ts";
import { startEmbeddedPostgres, type EmbeddedDatabase } from "../db/embedded.ts";
import { migrateToLatest } from "../db/migrate.ts";
import { loadOrCreateLocalSecrets } from "./secrets.ts";

type Role = "all" | "web" | "worker" | "migrate";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const log = createLogger("launcher");
const role = parseRole(process.argv[2]);
const conf = readConfig();

const children: { name: string; process: ChildProcess }[] = [];
let database: EmbeddedDatabase | undefined;
let shuttingDown = false;

main().catch((error) => fail(error instanceof Error ? error.message : String(error)));

async function main() {
  // Own the signals before anything starts, so that a Ctrl-C during start-up still stops in order.
  for (const signal of ["SIGINT", "SIGTERM"] as const) {
    process.on(signal, () => void shutdown(0, `received ${signal}, stopping`));
  }

  const env = await resolveEnvironment();
  const migrationDb = createDb(env.DATABASE_URL!, { max: 1 });
  try {
    await migrateToLatest(migrationDb, env.DATABASE_URL!);
  } finally {
    await migrationDb.destroy();
  }
  log.info("migrations are current");
  if (role === "migrate") return shutdown(0);

  if (role === "all" || role === "worker") startChild("worker", [path.join(root, "jobs/runner.ts")], env);
  if (role === "all" || role === "web") {
    startChild("web", [remixServeCli(), path.join(root, "build/index.js")], {
      ...env,
      ORDERBENCH_EXIT_GRACE_MS: "1500",
    });
    await waitUntilServing(conf.PORT);
    log.info(`Orderbench is ready: http://localhost:${conf.PORT}`);
  }
}

/** The environment every child gets: the caller's, plus the database and secret this launcher settled on. */
async function resolveEnvironment(): Promise<NodeJS.ProcessEnv> {
  const env: NodeJS.ProcessEnv = { ...process.env, NODE_ENV: process.env.NODE_ENV || "production" };
  if (conf.DATABASE_URL && conf.APP_SECRET) return env;

  if (role === "web" || role === "worker") {
    // Scaled-out processes must share one database and one secret, so neither may be made up here.
    throw new Error(`the ${role} role needs DATABASE_URL and APP_SECRET (the embedded database runs only with \`npm start\`)`);
  }
  const secrets = await loadOrCreateLocalSecrets(path.resolve(conf.DATA_DIR));
  env.APP_SECRET = conf.APP_SECRET ?? secrets.appSecret;
  if (!conf.DATABASE_URL) {
    log.info(`starting the embedded database (data in ${path.resolve(conf.DATA_DIR)})`);
    database = await startEmbeddedPostgres({
      dataDir: conf.DATA_DIR,
      port: conf.EMBEDDED_PG_PORT,
      password: secrets.databasePassword,
      log,
    });
    void database.exited.then((error) => shutdown(1, error.message));
    env.DATABASE_URL = database.url;
  }
  return env;
}

function startChild(name: string, args: string[], env: NodeJS.ProcessEnv) {
  const child = spawn(process.execPath, ["--import", path.join(root, "bin/child.ts"), ...args], {
    cwd: root,
    env,
    // Own process group: a terminal's Ctrl-C reaches only the launcher, which then stops the children in order.
    detached: true,
    stdio: ["ignore", "inherit", "inherit", "ipc"],
  });
  children.push({ name, process: child });
  child.once("exit", (code, signal) => {
    if (!shuttingDown) void shutdown(1, `the ${name} process stopped unexpectedly (code ${code}, signal ${signal})`);
  });
}

async function shutdown(code: number, reason?: string) {
  if (shuttingDown) return;
  shuttingDown = true;
  if (reason) (code === 0 ? log.info : log.error)(reason);

  // Worker first (it finishes its current order), then web, then the database both use.
  for (const name of ["worker", "web"]) {
    for (const child of children.filter((c) => c.name === name)) await stopChild(child.process, name);
  }
  if (database) {
    await database.stop().catch((error) => log.error(`stopping the embedded database failed: ${error}`));
    log.info("embedded database stopped");
  }
  process.exit(code);
}

async function stopChild(child: ChildProcess, name: string) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once("exit", resolve));
  child.kill("SIGTERM");
  const timer = setTimeout(() => {
    log.warn(`${name} did not stop within 15 s; killing it`);
    child.kill("SIGKILL");
  }, 15_000);
  await exited;
  clearTimeout(timer);
  log.info(`${name} stopped`);
}

async function waitUntilServing(port: number) {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline && !shuttingDown) {
    const ok = await fetch(`http://127.0.0.1:${port}/healthz`).then((r) => r.ok, () => false);
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  if (!shuttingDown) throw new Error(`the web process did not answer on port ${port} within 60 s`);
}

function remixServeCli(): string {
  return createRequire(import.meta.url).resolve("@remix-run/serve/dist/cli.js");
}

function parseRole(value: string | undefined): Role {
  const role = value ?? "all";
  if (role === "all" || role === "web" || role === "worker" || role === "migrate") return role;
  process.stderr.write(`Unknown role "${role}". Use: all (default), web, worker or migrate.\n`);
  process.exit(2);
}

function fail(message: string) {
  void shutdown(1, `cannot start: ${message}`);
}
