import { inTransaction, type DB } from "../../db/client.server.ts";
import { sampleCustomers, sampleSkus } from "../lib/sample-catalogue.ts";
import { insertCustomers } from "./customers.server.ts";
import { upsertSkus } from "./skus.server.ts";

// The catalogue as a whole: a user's SKUs and test customers together.

/**
 * 'Load sample data': the demo SKUs and customers in one transaction. SKUs upsert by
 * code; a sample customer whose label the user already has is left out, so loading
 * twice adds nothing twice.
 */
export async function loadSampleCatalogue(db: DB, userId: string): Promise<{ skus: { created: number; updated: number }; customers: number }> {
  return inTransaction(db, async (trx) => {
    const skus = await upsertSkus(trx, userId, sampleSkus());
    const samples = sampleCustomers();
    const labels = samples.map((sample) => sample.label);
    const taken = await trx.selectFrom("customers").select("label").where("user_id", "=", userId).where("label", "in", labels).execute();
    const takenLabels = new Set(taken.map((row) => row.label));
    const ids = await insertCustomers(trx, userId, samples.filter((sample) => !takenLabels.has(sample.label)));
    return { skus, customers: ids.length };
  });
}

/** 'Clear All Data': this user's SKUs and customers, both or neither. */
export async function clearCatalogue(db: DB, userId: string): Promise<{ skus: number; customers: number }> {
  return inTransaction(db, async (trx) => {
    const skus = await trx.deleteFrom("skus").where("user_id", "=", userId).executeTakeFirst();
    const customers = await trx.deleteFrom("customers").where("user_id", "=", userId).executeTakeFirst();
    return { skus: Number(skus.numDeletedRows), customers: Number(customers.numDeletedRows) };
  });
}
