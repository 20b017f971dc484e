import { Link } from "@remix-run/react";
import type { PreviewOrder } from "~/lib/generator/orders.ts";
import { formatDollars } from "~/lib/money.ts";

function EyeIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 20 20" fill="currentColor" className="h-5 w-5">
      <path d="M10 12.5a2.5 2.5 0 1 0 0-5 2.5 2.5 0 0 0 0 5Z" />
      <path
        fillRule="evenodd"
        d="M.664 10.59a1.651 1.651 0 0 1 0-1.186A10.004 10.004 0 0 1 10 3c4.257 0 7.893 2.66 9.336 6.41.147.381.146.804 0 1.186A10.004 10.004 0 0 1 10 17c-4.257 0-7.893-2.66-9.336-6.41ZM14 10a4 4 0 1 1-8 0 4 4 0 0 1 8 0Z"
        clipRule="evenodd"
      />
    </svg>
  );
}

/** The preview's orders (spec §2): Order #, SKUs (`sku x quantity`), Total, Shipping method, and the way to the order's JSON. */
export function PreviewTable({ previews, search }: { previews: PreviewOrder[]; search: string }) {
  return (
    // The panel sits in a fixed overlay: the table scrolls inside it, or 100 orders would run off the screen.
    <div className="max-h-[60vh] overflow-auto rounded-md ring-1 ring-gray-200 dark:ring-gray-800">
      <table className="min-w-full divide-y divide-gray-200 text-sm dark:divide-gray-800">
        <caption className="sr-only">Previewed orders</caption>
        <thead className="sticky top-0 bg-gray-50 dark:bg-gray-800">
          <tr>
            {["Order #", "SKUs", "Total", "Shipping method"].map((header) => (
              <th key={header} scope="col" className="px-2 py-2 text-left font-semibold text-gray-900 dark:text-gray-100">
                {header}
              </th>
            ))}
            <th scope="col" className="sticky right-0 bg-gray-50 px-2 py-2 dark:bg-gray-800">
              <span className="sr-only">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-gray-100 dark:divide-gray-800">
          {previews.map((order, index) => (
            <tr key={order.orderNumber} className="align-top">
              <td className="whitespace-nowrap px-2 py-2 font-mono text-xs">{order.orderNumber}</td>
              <td className="px-2 py-2">
                <ul>
                  {order.skus.map((line) => (
                    <li key={line.sku} className="whitespace-nowrap font-mono text-xs">
                      {`${line.sku} x ${line.quantity}`}
                    </li>
                  ))}
                </ul>
              </td>
              <td className="whitespace-nowrap px-2 py-2 text-right tabular-nums">{formatDollars(order.totalCents)}</td>
              <td className="px-2 py-2">{order.shippingMethod}</td>
              {/* Long SKU codes scroll the table sideways: the view action stays in sight. */}
              <td className="sticky right-0 bg-white px-2 py-2 dark:bg-gray-900">
                <Link
                  to={`/generator/preview/${index + 1}${search}`}
                  preventScrollReset
                  aria-label={`View order JSON of ${order.orderNumber}`}
                  title="View order JSON"
                  className="text-indigo-600 hover:text-indigo-500"
                >
                  <EyeIcon />
                </Link>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
