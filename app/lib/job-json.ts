import type { DispatchOrderPayload } from "./generator/orders.ts";

// The public JSON of a job (API, Job Details, Export JSON): snake_case as the spec's
// server form, and never the token.

export interface JobLike {
  id: string;
  status: string;
  total: number;
  sent: number;
  succeeded: number;
  failed: number;
  config: unknown;
  seed: number;
  dryRun: boolean;
  destination: { baseUrl: string; ordersEndpoint: string; storeId: string; channelId: string };
  repushOf: string | null;
  error: string | null;
  createdAt: Date | string;
  updatedAt: Date | string;
  startedAt: Date | string | null;
  finishedAt: Date | string | null;
}

export interface JobOrderLike {
  position: number;
  orderNumber: string;
  externalId: string;
  idempotencyKey: string;
  payload: DispatchOrderPayload;
  status: string;
  attempts: number;
  httpStatus: number | null;
  durationMs: number | null;
  responseExcerpt: string | null;
  error: string | null;
  sentAt: Date | string | null;
}

const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

export function jobJson(job: JobLike) {
  return {
    id: job.id,
    status: job.status,
    total: job.total,
    sent: job.sent,
    succeeded: job.succeeded,
    failed: job.failed,
    config: job.config,
    seed: job.seed,
    dry_run: job.dryRun,
    base_url: job.destination.baseUrl,
    orders_endpoint: job.destination.ordersEndpoint,
    store_id: job.destination.storeId,
    channel_id: job.destination.channelId,
    repush_of: job.repushOf,
    error: job.error,
    created_at: iso(job.createdAt),
    updated_at: iso(job.updatedAt),
    started_at: iso(job.startedAt),
    finished_at: iso(job.finishedAt),
  };
}

export function jobOrderJson(order: JobOrderLike) {
  return {
    position: order.position,
    order_number: order.orderNumber,
    external_id: order.externalId,
    idempotency_key: order.idempotencyKey,
    status: order.status,
    attempts: order.attempts,
    http_status: order.httpStatus,
    duration_ms: order.durationMs,
    response_excerpt: order.responseExcerpt,
    error: order.error,
    sent_at: iso(order.sentAt),
    payload: order.payload,
  };
}

/** A job with its orders (spec §3: items), as GET /api/jobs/{id} and Export JSON give it. */
export function jobWithItemsJson(job: JobLike, orders: readonly JobOrderLike[]) {
  return { ...jobJson(job), items: orders.map(jobOrderJson) };
}

/** Spec: the first 8 characters of the id, then an ellipsis. */
export const shortJobId = (id: string) => `${id.slice(0, 8)}…`;
