import type { Migration } from "kysely/migration";
import * as m0001 from "./0001_accounts.ts";
import * as m0002 from "./0002_catalogue.ts";
import * as m0003 from "./0003_sandbox.ts";
import * as m0004 from "./0004_imports.ts";
import * as m0005 from "./0005_jobs.ts";
import * as m0006 from "./0006_job_stops.ts";
import * as m0007 from "./0007_job_orders_hot.ts";

// A static map, not a folder scan: the bundled web build and the type-stripped
// launcher both see the same list.
export const migrations: Record<string, Migration> = {
  "0001_accounts": m0001,
  "0002_catalogue": m0002,
  "0003_sandbox": m0003,
  "0004_imports": m0004,
  "0005_jobs": m0005,
  "0006_job_stops": m0006,
  "0007_job_orders_hot": m0007,
};
