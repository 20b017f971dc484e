import { randomBytes } from "node:crypto";
import { mkdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";

export interface LocalSecrets {
  appSecret: string;
  databasePassword: string;
}

/**
 * Secrets for a single-machine install, made on first start and kept in the data
 * folder so that sessions and encrypted settings survive restarts.
 */
export async function loadOrCreateLocalSecrets(dataDir: string): Promise<LocalSecrets> {
  const file = path.join(dataDir, "secrets.json");
  const existing = await readFile(file, "utf8").then(JSON.parse, () => undefined);
  if (existing?.appSecret && existing?.databasePassword) return existing;

  const secrets: LocalSecrets = {
    appSecret: randomBytes(32).toString("base64url"),
    databasePassword: randomBytes(24).toString("base64url"),
  };
  await mkdir(dataDir, { recursive: true });
  await writeFile(file, `${JSON.stringify(secrets, null, 2)}\n`, { mode: 0o600 });
  return secrets;
}
