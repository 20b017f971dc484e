import { sql } from "kysely";
import type { DB } from "../../db/client.server.ts";
import type { CatalogueCustomer, CatalogueSku } from "../lib/generator/orders.ts";
import { parseCents } from "../lib/money.ts";

// What the order generator draws from: the user's active SKUs and customers.

export async function activeCatalogue(db: DB, userId: string): Promise<{ skus: CatalogueSku[]; customers: CatalogueCustomer[] }> {
  const [skus, customers] = await Promise.all([
    db
      .selectFrom("skus")
      .select(["sku", "title", "price", "min_quantity", "max_quantity"])
      .where("user_id", "=", userId)
      .where("active", "=", true)
      .orderBy("sku")
      .execute(),
    db
      .selectFrom("customers")
      .select(["id", "name", "email", "phone", "address1", "address2", "city", "postcode", "country", "weight"])
      .where("user_id", "=", userId)
      .where("active", "=", true)
      .orderBy("id")
      .execute(),
  ]);
  return {
    skus: skus.map((row) => ({
      sku: row.sku,
      title: row.title,
      priceCents: parseCents(row.price)!,
      minQuantity: row.min_quantity,
      maxQuantity: row.max_quantity,
    })),
    customers: customers.map((row) => ({
      id: row.id,
      name: row.name,
      email: row.email,
      phone: row.phone,
      address1: row.address1,
      address2: row.address2,
      city: row.city,
      postcode: row.postcode,
      country: row.country.trim(),
      weight: Number(row.weight),
    })),
  };
}

/** What the Generator page shows: how many active SKUs there are, and the active customers to choose from. */
export async function generatorChoices(db: DB, userId: string): Promise<{ skuCount: number; customers: { id: string; label: string; email: string }[] }> {
  const [skus, customers] = await Promise.all([
    db
      .selectFrom("skus")
      .select(sql<string>`count(*)`.as("count"))
      .where("user_id", "=", userId)
      .where("active", "=", true)
      .executeTakeFirstOrThrow(),
    db
      .selectFrom("customers")
      .select(["id", "label", "email"])
      .where("user_id", "=", userId)
      .where("active", "=", true)
      .orderBy(sql`lower(label)`)
      .orderBy("id")
      .execute(),
  ]);
  return { skuCount: Number(skus.count), customers };
}
