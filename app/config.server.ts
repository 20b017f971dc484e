import { z } from "zod";

// Every setting Orderbench reads from its environment, parsed once. The README's
// configuration table lists the same names and defaults.
const configSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("production"),
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  DATABASE_URL: z.string().min(1).optional(),
  DATA_DIR: z.string().min(1).default(".data"),
  EMBEDDED_PG_PORT: z.coerce.number().int().min(1).max(65535).default(54329),
  APP_SECRET: z.string().min(32, "APP_SECRET must be at least 32 characters").optional(),
  APP_URL: z.url().optional(),
  APP_ENVIRONMENT: z.string().min(1).default("Production"),
  SMTP_URL: z.string().min(1).optional(),
  MAIL_FROM: z.string().min(1).default("Orderbench <no-reply@orderbench.local>"),
  WORKER_CONCURRENCY: z.coerce.number().int().min(1).max(50).default(5),
  LOG_LEVEL: z.enum(["debug", "info", "warn", "error"]).default("info"),
});

export type Config = z.infer<typeof configSchema>;

export function readConfig(env: NodeJS.ProcessEnv = process.env): Config {
  // An empty variable means "not set", as in most shells' `VAR= cmd`.
  const present = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ""));
  const parsed = configSchema.safeParse(present);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`);
    throw new Error(`Invalid configuration:\n  ${problems.join("\n  ")}`);
  }
  return parsed.data;
}

let current: Config | undefined;

export function config(): Config {
  current ??= readConfig();
  return current;
}

/** The app's public origin: APP_URL, else the origin the request came to. */
export function appOrigin(request: Request): string {
  return (config().APP_URL ?? new URL(request.url).origin).replace(/\/+$/, "");
}

/** The web and worker processes cannot run without these; the launcher provides them. */
export function requireSetting<K extends "DATABASE_URL" | "APP_SECRET">(name: K): string {
  const value = config()[name];
  if (!value) throw new Error(`${name} is not set (npm start sets it; web and worker roles need it in the environment)`);
  return value;
}
