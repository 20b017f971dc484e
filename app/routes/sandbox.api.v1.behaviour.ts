import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { z } from "zod";
import { db } from "~/db.server.ts";
import { DEFAULT_SANDBOX_BEHAVIOUR, getSandboxBehaviour, setSandboxBehaviour } from "~/models/sandbox-dispatch.server.ts";
import { methodNotAllowed, readJsonBody } from "~/services/api.server.ts";
import { requireSandboxAccount } from "~/services/sandbox-dispatch.server.ts";

// How the sandbox treats this token's order POSTs: slow answers, and a share of 500s or 429s.

const behaviourSchema = z.object({
  latencyMs: z.number().int().min(0).max(60_000).default(DEFAULT_SANDBOX_BEHAVIOUR.latencyMs),
  failureRate: z.number().min(0).max(1).default(DEFAULT_SANDBOX_BEHAVIOUR.failureRate),
  failureStatus: z.union([z.literal(500), z.literal(429)]).default(DEFAULT_SANDBOX_BEHAVIOUR.failureStatus),
  retryAfterSeconds: z.number().int().min(0).max(3600).default(DEFAULT_SANDBOX_BEHAVIOUR.retryAfterSeconds),
});

/** GET /sandbox/api/v1/behaviour → { latencyMs, failureRate, failureStatus, retryAfterSeconds } */
export async function loader({ request }: LoaderFunctionArgs) {
  return Response.json(await getSandboxBehaviour(db(), requireSandboxAccount(request)));
}

/** PUT /sandbox/api/v1/behaviour: fields left out take their defaults; the failure share counts afresh. */
export async function action({ request }: ActionFunctionArgs) {
  const account = requireSandboxAccount(request);
  if (request.method !== "PUT") return methodNotAllowed(["GET", "PUT"]);
  const behaviour = await readJsonBody(request, behaviourSchema);
  return Response.json(await setSandboxBehaviour(db(), account, behaviour));
}
