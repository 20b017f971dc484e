import type { TaskList } from "graphile-worker";
import { accountsPurgeExpired } from "./accounts__purge_expired.ts";

export const taskList: TaskList = {
  accounts__purge_expired: accountsPurgeExpired,
};
