import { parseLinkHeader } from "../lib/link-header.ts";
import { retryAfterMs } from "../lib/retry-after.ts";
import type { ShopifyProduct } from "../lib/shopify-sku.ts";
import type { StoreCredentials } from "../models/settings.server.ts";
import { describeRequestError, describeStatus } from "./http.server.ts";
import { shopifyAdminUrl } from "./shopify-client.server.ts";

// Reads every product of a store through the Admin REST API, page by page,
// following the Link header's rel="next" cursor and waiting out 429s.

/** Shopify's own maximum page size. */
const PRODUCTS_PAGE_LIMIT = 250;
const REQUEST_TIMEOUT_MS = 30_000;
const MAX_RETRIES = 5;
/** When a 429 names no Retry-After, Shopify's leaky bucket drains 2 calls a second: wait about that. */
const DEFAULT_RETRY_AFTER_MS = 2_000;
const FIRST_BACKOFF_MS = 1_000;
/** No answer makes us wait longer than this between two tries. */
const MAX_WAIT_MS = 60_000;

/** A failure the user can act on; its message says what went wrong in words. */
export class ShopifyRequestError extends Error {}

interface ProductPage {
  number: number;
  url: string;
  products: ShopifyProduct[];
}

interface RetryNotice {
  url: string;
  attempt: number;
  waitMs: number;
  /** The HTTP status that asked for the retry, or null after a network failure. */
  status: number | null;
  reason: string;
}

interface PagingOptions {
  /** Told before each wait, so the import can log it. */
  onRetry?: (notice: RetryNotice) => void | Promise<void>;
  /** The first wait after a network failure or 5xx; it doubles with each retry. */
  firstBackoffMs?: number;
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Every page of the store's products, first to last. */
export async function* shopifyProductPages(store: StoreCredentials, options: PagingOptions = {}): AsyncGenerator<ProductPage> {
  const first = new URL(shopifyAdminUrl(store.shopDomain, store.apiVersion, `products.json?limit=${PRODUCTS_PAGE_LIMIT}`));
  let url: string | undefined = first.toString();
  for (let number = 1; url; number++) {
    const response = await getWithRetries(url, store.accessToken, options);
    const body = await readJson(response, url);
    if (!body || !Array.isArray((body as { products?: unknown }).products)) {
      throw new ShopifyRequestError(`Shopify's answer from ${url} has no products list`);
    }
    yield { number, url, products: (body as { products: ShopifyProduct[] }).products };
    const next = nextPageUrl(response, first);
    if (next === url) throw new ShopifyRequestError(`Shopify's next-page link points to the page just read (${url}); stopped`);
    url = next;
  }
}

function nextPageUrl(response: Response, first: URL): string | undefined {
  const next = parseLinkHeader(response.headers.get("Link")).next;
  if (!next) return undefined;
  let url: URL;
  try {
    url = new URL(next, first);
  } catch {
    throw new ShopifyRequestError(`Shopify's next-page link cannot be read: ${next}`);
  }
  // The access token goes with every request: never to a host other than the store's.
  if (url.origin !== first.origin) throw new ShopifyRequestError(`Shopify's next-page link leads to another host (${url.origin}); stopped`);
  return url.toString();
}

async function getWithRetries(url: string, accessToken: string, options: PagingOptions): Promise<Response> {
  for (let attempt = 1; ; attempt++) {
    let response: Response | null = null;
    let failure = "";
    try {
      response = await fetch(url, {
        headers: { "X-Shopify-Access-Token": accessToken, Accept: "application/json" },
        signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
        // A redirect would carry the token header to whatever host it names: say so instead.
        redirect: "manual",
      });
    } catch (error) {
      failure = describeRequestError(error, url, REQUEST_TIMEOUT_MS);
    }

    if (response && response.ok) return response;
    if (response && !isTransient(response.status)) throw refusal(url, response);

    const status = response?.status ?? null;
    const reason = response ? `Shopify answered ${describeStatus(response)}` : failure;
    await response?.body?.cancel();
    if (attempt > MAX_RETRIES) {
      throw new ShopifyRequestError(`${reason}, still after ${MAX_RETRIES} retries`);
    }
    const asked = status === 429 ? (retryAfterMs(response?.headers.get("Retry-After")) ?? DEFAULT_RETRY_AFTER_MS) : null;
    const waitMs = Math.min(MAX_WAIT_MS, asked ?? (options.firstBackoffMs ?? FIRST_BACKOFF_MS) * 2 ** (attempt - 1));
    await options.onRetry?.({ url, attempt, waitMs, status, reason });
    await sleep(waitMs);
  }
}

/** Too many requests, a server having trouble, or a gateway in between: worth another try. */
function isTransient(status: number): boolean {
  return status === 429 || status >= 500;
}

function refusal(url: string, response: Response): ShopifyRequestError {
  const status = describeStatus(response);
  if (response.status === 401 || response.status === 403) {
    return new ShopifyRequestError(`Shopify refused the access token (${status}): check it on API Settings`);
  }
  const location = response.headers.get("Location");
  if (response.status >= 300 && response.status < 400 && location) {
    return new ShopifyRequestError(`Shopify answered ${status} and points to ${location}: save that address as the shop domain on API Settings`);
  }
  if (response.status === 404) {
    return new ShopifyRequestError(`Shopify answered ${status} for ${url}: check the shop domain and API version on API Settings`);
  }
  return new ShopifyRequestError(`Shopify answered ${status} for ${url}`);
}

async function readJson(response: Response, url: string): Promise<unknown> {
  try {
    return await response.json();
  } catch {
    throw new ShopifyRequestError(`Shopify's answer from ${url} is not JSON`);
  }
}
