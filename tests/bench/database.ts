import { rm } from "node:fs/promises";
import path from "node:path";
import postgres from "postgres";
import { createLogger } from "../../app/services/logger.server.ts";
import { createDb, type DB } from "../../db/client.server.ts";
import { startEmbeddedPostgres } from "../../db/embedded.ts";
import { migrateToLatest } from "../../db/migrate.ts";

/**
 * A migrated, empty database for one benchmark: a fresh embedded Postgres, or a
 * new database on the server DATABASE_URL points at.
 */
export async function benchDatabase(name: string): Promise<{ db: DB; url: string; close: () => Promise<void> }> {
  let serverUrl = process.env.DATABASE_URL;
  let stopServer = async () => {};
  if (!serverUrl) {
    const dataDir = path.resolve(`tests/.tmp/bench-${name}`);
    await rm(dataDir, { recursive: true, force: true });
    const server = await startEmbeddedPostgres({ dataDir, port: 54481, password: "bench", log: createLogger("bench") });
    serverUrl = server.url;
    stopServer = () => server.stop();
  }
  const database = `orderbench_bench_${name}`;
  const admin = postgres(serverUrl, { max: 1, onnotice: () => {} });
  await admin.unsafe(`drop database if exists ${database} with (force)`);
  await admin.unsafe(`create database ${database}`);
  const url = new URL(serverUrl);
  url.pathname = `/${database}`;
  const db = createDb(url.toString(), { max: 4 });
  await migrateToLatest(db, url.toString());
  return {
    db,
    url: url.toString(),
    close: async () => {
      await db.destroy();
      await admin.unsafe(`drop database if exists ${database} with (force)`);
      await admin.end();
      await stopServer();
    },
  };
}

export function percentile(samples: number[], p: number): number {
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

export async function timeIt(runs: number, work: () => Promise<unknown>): Promise<number[]> {
  const samples: number[] = [];
  for (let i = 0; i < runs; i++) {
    const start = performance.now();
    await work();
    samples.push(performance.now() - start);
  }
  return samples;
}

export const ms = (value: number) => `${value.toFixed(1)} ms`;
