import { db } from "~/db.server.ts";
import { checkReadiness } from "~/models/health.server.ts";

/** Readiness: 200 only while the database answers and migrations are current. */
export async function loader() {
  const readiness = await checkReadiness(db());
  const headers = { "Cache-Control": "no-store" };
  return readiness.ready
    ? Response.json({ status: "ready" }, { headers })
    : Response.json({ status: "unavailable", reason: readiness.reason }, { status: 503, headers });
}
