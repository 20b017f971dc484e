import { CONNECTION_TEST_TIMEOUT_MS, describeRequestError, describeStatus, type ConnectionTestResult } from "./http.server.ts";

// The order-dispatch company's API, as seen from Orderbench.

/**
 * Checks that the dispatch API at `baseUrl` is reachable and accepts the token: an
 * authenticated GET of the base URL. 2xx, or 405 (the base takes no GET), counts as
 * reachable and authorised; 401/403 means the token was refused. Redirects are not
 * followed, so the token never travels to an address the user did not enter.
 */
export async function testDispatchConnection(
  { baseUrl, token }: { baseUrl: string; token: string },
  { timeoutMs = CONNECTION_TEST_TIMEOUT_MS }: { timeoutMs?: number } = {},
): Promise<ConnectionTestResult> {
  let response: Response;
  try {
    response = await fetch(baseUrl, {
      headers: { Authorization: `Bearer ${token}`, Accept: "application/json" },
      redirect: "manual",
      signal: AbortSignal.timeout(timeoutMs),
    });
    await response.body?.cancel();
  } catch (error) {
    return { success: false, message: describeRequestError(error, baseUrl, timeoutMs) };
  }
  const host = new URL(baseUrl).host;
  if (response.ok || response.status === 405) {
    return { success: true, message: `The dispatch API at ${host} is reachable and accepted the token (${describeStatus(response)})` };
  }
  if (response.status === 401 || response.status === 403) return { success: false, message: "Invalid token" };
  if (response.status >= 300 && response.status < 400) {
    const location = response.headers.get("Location");
    return { success: false, message: `The dispatch API redirects (${describeStatus(response)})${location ? ` to ${location}: use that address as the base URL` : ""}` };
  }
  return { success: false, message: `The dispatch API at ${host} answered ${describeStatus(response)}` };
}
