// Outgoing HTTP to the dispatch API and the store: shared URL joining, timeouts
// and failures explained in words a user can act on.

/** Connection tests give up after this long (spec: the test is a quick reachability check). */
export const CONNECTION_TEST_TIMEOUT_MS = 10_000;

export interface ConnectionTestResult {
  success: boolean;
  message: string;
}

/** `https://x/sandbox/` + `/api/v1/orders` → `https://x/sandbox/api/v1/orders`: one slash between, the base's path kept. */
export function joinUrl(base: string, path: string): string {
  return `${base.replace(/\/+$/, "")}/${path.replace(/^\/+/, "")}`;
}

const NETWORK_ERRORS: Record<string, (host: string) => string> = {
  ECONNREFUSED: (host) => `Connection refused by ${host}`,
  ENOTFOUND: (host) => `The host ${host} could not be found`,
  EAI_AGAIN: (host) => `The host ${host} could not be looked up`,
  ECONNRESET: (host) => `The connection to ${host} was reset`,
  ETIMEDOUT: (host) => `Connecting to ${host} timed out`,
  UND_ERR_CONNECT_TIMEOUT: (host) => `Connecting to ${host} timed out`,
  EHOSTUNREACH: (host) => `${host} is unreachable`,
  ENETUNREACH: (host) => `${host} is unreachable`,
  UND_ERR_SOCKET: (host) => `The connection to ${host} closed unexpectedly`,
};

/** Why a request threw, in words: a timeout, a refused connection, an unknown host, a bad certificate… */
export function describeRequestError(error: unknown, url: string, timeoutMs: number): string {
  const { host, port } = new URL(url);
  // fetch() throws a TypeError with the network error as its cause; undici's request() throws the error itself.
  const failure = (error instanceof TypeError ? error.cause : error) as { name?: string; code?: unknown; message?: string } | undefined;
  const code = typeof failure?.code === "string" ? failure.code : "";
  if (failure?.name === "TimeoutError" || failure?.name === "AbortError") {
    return `No answer from ${host} within ${timeoutMs / 1000} seconds`;
  }
  if (NETWORK_ERRORS[code]) return NETWORK_ERRORS[code](host);
  // fetch() never connects to ports of other protocols (9 discard, 25 SMTP, …): the Fetch standard's "bad port".
  if (failure?.message === "bad port") return `Requests to port ${port} are not allowed: it belongs to another protocol`;
  if (/CERT|TLS|SSL|SELF_SIGNED|UNABLE_TO_VERIFY/.test(code)) return `The TLS certificate of ${host} was not accepted (${failure?.message ?? code})`;
  const reason = failure?.message ?? (error instanceof Error ? error.message : String(error));
  return `Could not reach ${host}: ${reason}`;
}

/** A status line in words, e.g. "HTTP 404 Not Found". */
export function describeStatus(response: { status: number; statusText?: string }): string {
  return `HTTP ${response.status}${response.statusText ? ` ${response.statusText}` : ""}`;
}
