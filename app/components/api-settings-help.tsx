import type { ReactNode } from "react";
import { EXAMPLE_DISPATCH_ORDER } from "~/lib/schemas/dispatch-order.ts";
import { Card } from "./ui/page-header.tsx";

function Code({ children }: { children: ReactNode }) {
  return <code className="rounded bg-gray-100 px-1 py-0.5 font-mono text-xs text-gray-800 dark:bg-gray-800 dark:text-gray-200">{children}</code>;
}

function Pre({ children }: { children: ReactNode }) {
  return <pre className="mt-2 overflow-x-auto rounded-md bg-gray-900 p-3 text-xs leading-relaxed text-gray-100">{children}</pre>;
}

/** What each field means, what the tests do, and how to use the built-in sandboxes. */
export function ApiSettingsHelp({ sandboxUrl, shopifySandboxUrl }: { sandboxUrl: string; shopifySandboxUrl: string }) {
  return (
    <Card title="Help" className="text-sm text-gray-700 dark:text-gray-300">
      <div className="space-y-4">
        <section>
          <h3 className="font-semibold text-gray-900 dark:text-gray-100">Dispatch Company API</h3>
          <p className="mt-1">
            Orders are sent as JSON to <Code>Base URL + Orders Endpoint</Code> with <Code>Authorization: Bearer &lt;API Token&gt;</Code> and an{" "}
            <Code>Idempotency-Key</Code> that stays the same when an order is retried, so a retry never creates a duplicate. Store ID and Channel ID
            go into every order. Test Connection sends an authenticated <Code>GET</Code> to the base URL: an answer of 2xx (or 405) passes, 401/403
            means the token was refused. It waits at most 10 seconds.
          </p>
          <p className="mt-2">
            Until you have credentials, the base URL points at the built-in sandbox, <Code>{sandboxUrl}</Code>. Any token works there (each token is
            a sandbox account of its own, so pick one nobody else uses), and so do any store and channel IDs. It checks every order, stores it, and
            lists what it received at <Code>GET {sandboxUrl}/api/v1/orders</Code>. To make it slow or fail a share of orders, for demos and tests:
          </p>
          <Pre>
            {`curl -X PUT ${sandboxUrl}/api/v1/behaviour \\
  -H 'Authorization: Bearer <your sandbox token>' -H 'Content-Type: application/json' \\
  -d '{"latencyMs": 500, "failureRate": 0.1, "failureStatus": 429, "retryAfterSeconds": 2}'`}
          </Pre>
          <details className="mt-2">
            <summary className="cursor-pointer font-medium text-indigo-600 dark:text-indigo-400">The order format</summary>
            <p className="mt-2">
              Required: <Code>order_number</Code>, <Code>external_id</Code>, <Code>store_id</Code>, <Code>channel_id</Code>,{" "}
              <Code>created_at</Code> (ISO 8601 date-time), <Code>currency</Code> (3-letter ISO 4217 code), <Code>customer</Code> (name, email;
              phone optional), <Code>shipping_address</Code> (address1, city, postcode, 2-letter country; name and address2 optional),{" "}
              <Code>shipping_method</Code>, <Code>line_items</Code> (1 to 500: sku, quantity 1–10,000, unit_price, total = unit_price × quantity;
              title optional) and <Code>totals</Code> (items = Σ line totals, shipping, grand_total = items + shipping). Optional:{" "}
              <Code>tags</Code> (a list of text) and <Code>test</Code> (true or false). Amounts are numbers with at most 2 decimals. The sandbox
              answers <Code>201</Code> with an id, or <Code>400</Code> with the reasons.
            </p>
            <Pre>{JSON.stringify(EXAMPLE_DISPATCH_ORDER, null, 2)}</Pre>
          </details>
        </section>
        <section>
          <h3 className="font-semibold text-gray-900 dark:text-gray-100">Store API (Shopify)</h3>
          <p className="mt-1">
            Shop Domain is your store's <Code>my-shop.myshopify.com</Code> address, reached over https. A full <Code>http://</Code> or{" "}
            <Code>https://</Code> URL is used as the base instead, for a proxy or the built-in sandbox store: <Code>{shopifySandboxUrl}</Code> (any
            access token works there). The Access Token is the Admin API token of a custom app with the <Code>read_products</Code> scope
            (<Code>shpat_…</Code>). Test Connection reads <Code>/admin/api/&lt;API Version&gt;/shop.json</Code> and names the shop.
          </p>
        </section>
        <section>
          <h3 className="font-semibold text-gray-900 dark:text-gray-100">Tokens</h3>
          <p className="mt-1">
            Tokens are encrypted before they are stored and are never shown again: the form only says that one is saved, with its last 4 characters.
            Leave a token field blank to keep the saved token.
          </p>
        </section>
      </div>
    </Card>
  );
}
