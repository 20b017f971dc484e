import { DEFAULT_GENERATOR_CONFIG, type GeneratorConfig } from "../../app/lib/generator/config.ts";
import { loadSampleCatalogue } from "../../app/models/catalogue.server.ts";
import { getJobOrders } from "../../app/models/jobs.server.ts";
import { listSandboxOrders, sandboxAccount, setSandboxBehaviour, type SandboxBehaviour, DEFAULT_SANDBOX_BEHAVIOUR } from "../../app/models/sandbox-dispatch.server.ts";
import * as sandboxOrders from "../../app/routes/sandbox.api.v1.orders.ts";
import { startJob } from "../../app/services/job-generation.server.ts";
import { db } from "../../db/client.server.ts";
import { serveRoutes, type RouteModule } from "./route-server.ts";
import { signedInUser } from "./routes.ts";

// The send task's counterpart in tests: the real sandbox dispatch API over HTTP, with
// a record of every order request it answered (the sandbox itself stores only the
// first of each idempotency key), and users with jobs aimed at it.

export interface ReceivedRequest {
  at: number;
  account: string;
  idempotencyKey: string | null;
  orderNumber: string | null;
  /** Null while the sandbox is still answering. */
  status: number | null;
  replayed: boolean;
}

export async function serveDispatchSandbox(extraRoutes: Record<string, RouteModule> = {}) {
  const requests: ReceivedRequest[] = [];
  const recorded: RouteModule["action"] = async (args) => {
    const body = (await args.request.clone().json().catch(() => null)) as { order_number?: string } | null;
    const authorization = args.request.headers.get("Authorization") ?? "";
    // Recorded on arrival, so that a test can act while the answer is still on its way.
    const request: ReceivedRequest = {
      at: Date.now(),
      account: sandboxAccount(authorization.replace(/^Bearer\s+/i, "")),
      idempotencyKey: args.request.headers.get("Idempotency-Key"),
      orderNumber: body?.order_number ?? null,
      status: null,
      replayed: false,
    };
    requests.push(request);
    const answer = (await sandboxOrders.action(args as never).catch((thrown: unknown) => thrown)) as Response;
    request.status = answer.status;
    request.replayed = answer.headers.get("Idempotent-Replayed") === "true";
    return answer;
  };
  const server = await serveRoutes({ "/sandbox/api/v1/orders": { loader: sandboxOrders.loader, action: recorded }, ...extraRoutes });
  return {
    ...server,
    /** The order requests that reached the sandbox with this token, in arrival order. */
    requestsOf: (token: string) => requests.filter((request) => request.account === sandboxAccount(token)),
  };
}

export type DispatchSandbox = Awaited<ReturnType<typeof serveDispatchSandbox>>;

let tokens = 0;

/** A user with the sample catalogue and a fresh sandbox account (its own token), set to behave as asked. */
export async function senderUser(behaviour: Partial<SandboxBehaviour> = {}) {
  const user = await signedInUser(db());
  await loadSampleCatalogue(db(), user.user.id);
  tokens += 1;
  const token = `send-test-${tokens}-${crypto.randomUUID()}`;
  await setSandboxBehaviour(db(), sandboxAccount(token), { ...DEFAULT_SANDBOX_BEHAVIOUR, ...behaviour });
  return { ...user, userId: user.user.id, token };
}

/** A job of the user's, created as the Generator creates it (orders, send task and all), aimed at `origin + path`. */
export async function jobTo(
  user: { userId: string; token: string },
  origin: string,
  config: Partial<GeneratorConfig> = {},
  { path = "/sandbox" }: { path?: string } = {},
) {
  return startJob(db(), user.userId, {
    config: { ...DEFAULT_GENERATOR_CONFIG, useRandomCustomer: true, delaySeconds: 0, ...config },
    destination: { baseUrl: `${origin}${path}`, ordersEndpoint: "/api/v1/orders", storeId: "store-1", channelId: "web", token: user.token },
  });
}

export const jobRow = (jobId: string) => db().selectFrom("jobs").selectAll().where("id", "=", jobId).executeTakeFirstOrThrow();
export const ordersOf = (jobId: string) => getJobOrders(db(), jobId);
export const logsOf = (jobId: string) =>
  db().selectFrom("logs").select(["level", "message", "context"]).where("job_id", "=", jobId).orderBy("id").execute();

/** What the sandbox account of this token stored, oldest first. */
export async function storedOrders(token: string) {
  const { orders } = await listSandboxOrders(db(), sandboxAccount(token), { limit: 500 });
  return orders.reverse();
}

export async function until<T>(what: string, probe: () => Promise<T | undefined | false>, timeoutMs = 30_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value !== undefined && value !== false) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}
