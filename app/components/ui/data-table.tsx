import { Form, Link, useLocation, useNavigation, useSubmit } from "@remix-run/react";
import { useRef, type ReactNode } from "react";
import { listUrl, pageCount, PAGE_SIZES, showingText, type ListQuery, type SortDirection } from "~/lib/list-query.ts";
import { Spinner } from "./spinner.tsx";
import { useHydrated } from "./use-hydrated.ts";

export interface Column<Row> {
  key: string;
  header: string;
  /** The `sort` value for this column; unsortable when absent. */
  sortKey?: string;
  cell: (row: Row) => ReactNode;
  className?: string;
}

export interface DataTableProps<Row> {
  columns: Column<Row>[];
  rows: Row[];
  rowKey: (row: Row) => string;
  total: number;
  /** The list's search, sort and paging, as the loader parsed them from the URL. */
  query: Pick<ListQuery, "q" | "sort" | "dir" | "page" | "size">;
  searchPlaceholder: string;
  emptyText: string;
  caption: string;
}

/**
 * A server-driven table: search, sort and paging live in the URL and work as plain
 * links and GET forms; JavaScript adds search-as-you-type and a loading state.
 */
export function DataTable<Row>(props: DataTableProps<Row>) {
  const { columns, rows, rowKey, total, query, searchPlaceholder, emptyText, caption } = props;
  const { q, sort, dir, page, size } = query;
  const location = useLocation();
  const navigation = useNavigation();
  const loading = navigation.state === "loading" && navigation.location?.pathname === location.pathname;

  return (
    <div className="rounded-lg bg-white shadow-sm ring-1 ring-gray-200 dark:bg-gray-900 dark:ring-gray-800">
      <ListToolbar q={q} size={size} sort={sort} dir={dir} searchPlaceholder={searchPlaceholder} />
      <div className="relative overflow-x-auto" aria-busy={loading}>
        {loading ? (
          <div className="absolute inset-0 z-10 flex items-center justify-center bg-white/60 dark:bg-gray-900/60">
            <Spinner label="Loading results" />
          </div>
        ) : null}
        <table className="min-w-full divide-y divide-gray-200 text-sm dark:divide-gray-800">
          <caption className="sr-only">{caption}</caption>
          <thead className="bg-gray-50 dark:bg-gray-800/50">
            <tr>
              {columns.map((column) => (
                <th
                  key={column.key}
                  scope="col"
                  aria-sort={column.sortKey && column.sortKey === sort ? (dir === "asc" ? "ascending" : "descending") : undefined}
                  className="px-4 py-[var(--cell-py)] text-left font-semibold text-gray-900 dark:text-gray-100"
                >
                  {column.sortKey ? (
                    <Link
                      to={listUrl(location.pathname, location.search, {
                        sort: column.sortKey,
                        dir: column.sortKey === sort && dir === "asc" ? "desc" : "asc",
                      })}
                      className="inline-flex items-center gap-1 hover:text-indigo-600"
                    >
                      {column.header}
                      <span aria-hidden="true" className="text-xs text-gray-400">
                        {column.sortKey === sort ? (dir === "asc" ? "▲" : "▼") : "↕"}
                      </span>
                    </Link>
                  ) : (
                    column.header
                  )}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-gray-100 dark:divide-gray-800">
            {rows.length === 0 ? (
              <tr>
                <td colSpan={columns.length} className="px-4 py-10 text-center text-gray-500 dark:text-gray-400">
                  {emptyText}
                </td>
              </tr>
            ) : (
              rows.map((row) => (
                <tr key={rowKey(row)} className="hover:bg-gray-50 dark:hover:bg-gray-800/40">
                  {columns.map((column) => (
                    <td key={column.key} className={`px-4 py-[var(--cell-py)] text-gray-700 dark:text-gray-300 ${column.className ?? ""}`}>
                      {column.cell(row)}
                    </td>
                  ))}
                </tr>
              ))
            )}
          </tbody>
        </table>
      </div>
      <Pager total={total} page={page} size={size} />
    </div>
  );
}

/** Parameters the toolbar itself sets; a new search starts again from page 1. */
const TOOLBAR_PARAMS = new Set(["q", "sort", "dir", "size", "page"]);

function ListToolbar({ q, size, sort, dir, searchPlaceholder }: { q: string; size: number; sort: string; dir: SortDirection; searchPlaceholder: string }) {
  const submit = useSubmit();
  const hydrated = useHydrated();
  // The page's own filters (Order History's status and range, say) ride along with a search.
  const filters = [...new URLSearchParams(useLocation().search)].filter(([name]) => !TOOLBAR_PARAMS.has(name));
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  return (
    <Form method="get" role="search" className="flex flex-wrap items-end gap-3 border-b border-gray-200 p-4 dark:border-gray-800">
      <input type="hidden" name="sort" value={sort} />
      <input type="hidden" name="dir" value={dir} />
      {filters.map(([name, value]) => (
        <input key={`${name}=${value}`} type="hidden" name={name} value={value} />
      ))}
      <label className="min-w-48 flex-1">
        <span className="sr-only">Search</span>
        <input
          type="search"
          name="q"
          defaultValue={q}
          placeholder={searchPlaceholder}
          onChange={(event) => {
            const form = event.currentTarget.form;
            clearTimeout(timer.current);
            timer.current = setTimeout(() => submit(form, { replace: true, preventScrollReset: true }), 300);
          }}
          className="block w-full rounded-md border-0 px-3 py-1.5 text-gray-900 ring-1 ring-inset ring-gray-300 focus:ring-2 focus:ring-indigo-600 sm:text-sm dark:bg-gray-800 dark:text-gray-100 dark:ring-gray-600"
        />
      </label>
      <label className="flex items-center gap-2 text-sm text-gray-700 dark:text-gray-300">
        Rows per page
        <select
          name="size"
          defaultValue={String(size)}
          onChange={(event) => submit(event.currentTarget.form, { preventScrollReset: true })}
          className="rounded-md border-0 py-1.5 pl-2 pr-8 ring-1 ring-inset ring-gray-300 sm:text-sm dark:bg-gray-800 dark:text-gray-100 dark:ring-gray-600"
        >
          {PAGE_SIZES.map((option) => (
            <option key={option} value={option}>
              {option}
            </option>
          ))}
        </select>
      </label>
      {hydrated ? null : (
        <button type="submit" className="rounded-md bg-indigo-600 px-3 py-1.5 text-sm font-semibold text-white">
          Search
        </button>
      )}
    </Form>
  );
}

export function Pager({ total, page, size }: { total: number; page: number; size: number }) {
  const location = useLocation();
  const pages = pageCount(total, size);
  const linkClass =
    "rounded-md px-3 py-1.5 text-sm font-medium ring-1 ring-inset ring-gray-300 hover:bg-gray-50 dark:ring-gray-600 dark:hover:bg-gray-800";
  const disabledClass = "rounded-md px-3 py-1.5 text-sm font-medium text-gray-400 ring-1 ring-inset ring-gray-200 dark:ring-gray-700";
  return (
    <nav aria-label="Pagination" className="flex flex-wrap items-center justify-between gap-3 border-t border-gray-200 px-4 py-3 text-sm text-gray-700 dark:border-gray-800 dark:text-gray-300">
      <p>{showingText(total, page, size)}</p>
      <div className="flex items-center gap-3">
        <span>{`Page ${Math.min(page, pages)} of ${pages}`}</span>
        {page > 1 ? (
          <Link to={listUrl(location.pathname, location.search, { page: Math.min(page - 1, pages) })} className={linkClass}>
            Previous
          </Link>
        ) : (
          <span aria-disabled="true" className={disabledClass}>
            Previous
          </span>
        )}
        {page < pages ? (
          <Link to={listUrl(location.pathname, location.search, { page: page + 1 })} className={linkClass}>
            Next
          </Link>
        ) : (
          <span aria-disabled="true" className={disabledClass}>
            Next
          </span>
        )}
      </div>
    </nav>
  );
}
