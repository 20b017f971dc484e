import { config } from "../config.server.ts";

export type LogLevel = "debug" | "info" | "warn" | "error";

const rank: Record<LogLevel, number> = { debug: 10, info: 20, warn: 30, error: 40 };

function write(level: LogLevel, scope: string, message: string, context?: Record<string, unknown>) {
  if (rank[level] < rank[config().LOG_LEVEL]) return;
  const extra = context && Object.keys(context).length > 0 ? ` ${JSON.stringify(context)}` : "";
  const line = `${new Date().toISOString()} ${level.padEnd(5)} [${scope}] ${message}${extra}\n`;
  (level === "error" || level === "warn" ? process.stderr : process.stdout).write(line);
}

export interface Logger {
  debug(message: string, context?: Record<string, unknown>): void;
  info(message: string, context?: Record<string, unknown>): void;
  warn(message: string, context?: Record<string, unknown>): void;
  error(message: string, context?: Record<string, unknown>): void;
}

/** A logger whose lines name the process part that wrote them (launcher, web, worker, mail…). */
export function createLogger(scope: string): Logger {
  return {
    debug: (message, context) => write("debug", scope, message, context),
    info: (message, context) => write("info", scope, message, context),
    warn: (message, context) => write("warn", scope, message, context),
    error: (message, context) => write("error", scope, message, context),
  };
}
