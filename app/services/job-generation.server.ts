import type { DB } from "../../db/client.server.ts";
import type { GeneratorConfig } from "../lib/generator/config.ts";
import { generateOrders, preflight, type CatalogueCustomer, type CatalogueSku, type DispatchOrderPayload, type Preflight } from "../lib/generator/orders.ts";
import { drawSeed } from "../lib/generator/random.ts";
import { activeCatalogue } from "../models/generator-catalogue.server.ts";
import { createJob, type Job, type JobDestination } from "../models/jobs.server.ts";
import { getDispatchCredentials } from "../models/settings.server.ts";

// From a configuration to orders: the preview and the job draw from the same
// catalogue with the same seed through the same pure generator.

/** Why a generation cannot start, in the spec's title / message form. */
export class GenerationError extends Error {
  readonly title: string;

  constructor(title: string, message: string) {
    super(message);
    this.title = title;
  }

  static from(problem: Preflight): GenerationError {
    return new GenerationError(problem.title, problem.message);
  }
}

export const MISSING_SETTINGS = new GenerationError(
  "Dispatch API not configured",
  "Save the dispatch API settings (base URL, token, store ID and channel ID) on API Settings before generating orders",
);

/** What a generation may narrow or replace (POST /api/jobs): SKU codes to draw from, customers to use instead of the saved ones. */
export interface CatalogueOverrides {
  skuCodes?: string[];
  customers?: CatalogueCustomer[];
}

async function catalogueFor(db: DB, userId: string, overrides: CatalogueOverrides): Promise<{ skus: CatalogueSku[]; customers: CatalogueCustomer[] }> {
  const catalogue = await activeCatalogue(db, userId);
  const codes = overrides.skuCodes && new Set(overrides.skuCodes);
  return {
    skus: codes ? catalogue.skus.filter((sku) => codes.has(sku.sku)) : catalogue.skus,
    customers: overrides.customers ?? catalogue.customers,
  };
}

/** The orders a job with this configuration would send; the seed is drawn when the configuration has none. */
export async function previewOrders(
  db: DB,
  userId: string,
  config: GeneratorConfig,
  { now = new Date(), overrides = {} }: { now?: Date; overrides?: CatalogueOverrides } = {},
): Promise<{ seed: number; orders: DispatchOrderPayload[] }> {
  const [catalogue, credentials] = await Promise.all([catalogueFor(db, userId, overrides), getDispatchCredentials(db, userId)]);
  const problem = preflight({ config, skuCount: catalogue.skus.length, customers: catalogue.customers });
  if (problem) throw GenerationError.from(problem);
  const seed = config.seed ?? drawSeed();
  const orders = generateOrders({
    config,
    seed,
    ...catalogue,
    destination: { storeId: credentials?.storeId ?? "", channelId: credentials?.channelId ?? "" },
    createdAt: now,
  });
  return { seed, orders };
}

export interface JobRequest {
  config: GeneratorConfig;
  dryRun?: boolean;
  /** Fields left out (or empty) come from the saved dispatch settings. */
  destination?: Partial<JobDestination & { token: string }>;
  overrides?: CatalogueOverrides;
}

/** Generates the orders and creates the job with its send task (one transaction). */
export async function startJob(db: DB, userId: string, request: JobRequest): Promise<Job> {
  const saved = await getDispatchCredentials(db, userId);
  const given = request.destination ?? {};
  const destination = {
    baseUrl: given.baseUrl || saved?.baseUrl || "",
    ordersEndpoint: given.ordersEndpoint || saved?.ordersEndpoint || "",
    storeId: given.storeId || saved?.storeId || "",
    channelId: given.channelId || saved?.channelId || "",
    token: given.token || saved?.token || "",
  };
  if (Object.values(destination).some((value) => value === "")) throw MISSING_SETTINGS;

  const catalogue = await catalogueFor(db, userId, request.overrides ?? {});
  const problem = preflight({ config: request.config, skuCount: catalogue.skus.length, customers: catalogue.customers });
  if (problem) throw GenerationError.from(problem);
  const seed = request.config.seed ?? drawSeed();
  const createdAt = new Date();
  const orders = generateOrders({ config: request.config, seed, ...catalogue, destination, createdAt });
  return createJob(db, { userId, config: request.config, seed, dryRun: request.dryRun ?? false, destination, orders });
}
