import type { TaskList } from "graphile-worker";
import { accountsPurgeExpired } from "./accounts__purge_expired.ts";
import { ordersSend } from "./orders__send.ts";
import { skusImportShopify } from "./skus__import_shopify.ts";

export const taskList: TaskList = {
  accounts__purge_expired: accountsPurgeExpired,
  orders__send: ordersSend,
  skus__import_shopify: skusImportShopify,
};
