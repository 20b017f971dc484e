// How every list (pages and API) reads search, sort and paging from a URL.

export const PAGE_SIZES = [10, 25, 50, 100] as const;
export const DEFAULT_PAGE_SIZE = 25;

export type SortDirection = "asc" | "desc";

export interface ListQuery {
  q: string;
  sort: string;
  dir: SortDirection;
  page: number;
  size: number;
  offset: number;
}

export interface ListQueryOptions {
  sortKeys: readonly string[];
  defaultSort: string;
  defaultDir?: SortDirection;
  defaultSize?: number;
  sizes?: readonly number[];
}

/** Unknown or malformed values fall back to the defaults instead of failing the page. */
export function parseListQuery(params: URLSearchParams, options: ListQueryOptions): ListQuery {
  const sizes = options.sizes ?? PAGE_SIZES;
  const defaultSize = options.defaultSize ?? DEFAULT_PAGE_SIZE;
  const q = (params.get("q") ?? "").trim().slice(0, 200);
  const sortParam = params.get("sort") ?? "";
  const sort = options.sortKeys.includes(sortParam) ? sortParam : options.defaultSort;
  const dirParam = params.get("dir");
  const dir: SortDirection = dirParam === "asc" || dirParam === "desc" ? dirParam : (options.defaultDir ?? "asc");
  const sizeParam = Number(params.get("size"));
  const size = sizes.includes(sizeParam) ? sizeParam : defaultSize;
  const pageParam = Number(params.get("page"));
  const page = Number.isInteger(pageParam) && pageParam >= 1 && pageParam <= 1_000_000 ? pageParam : 1;
  return { q, sort, dir, page, size, offset: (page - 1) * size };
}

export function pageCount(total: number, size: number): number {
  return Math.max(1, Math.ceil(total / size));
}

/** 'Showing x to y of n results' */
export function showingText(total: number, page: number, size: number): string {
  const from = total === 0 ? 0 : (page - 1) * size + 1;
  const to = Math.min(total, page * size);
  return `Showing ${from} to ${to} of ${total} results`;
}

/** Escapes LIKE wildcards so a search for "50%" means the text "50%". */
export function escapeLike(value: string): string {
  return value.replace(/[\\%_]/g, (char) => `\\${char}`);
}

/** The URL of this list with some parameters changed; a changed filter goes back to page 1. */
export function listUrl(pathname: string, search: string, changes: Record<string, string | number | null>): string {
  const params = new URLSearchParams(search);
  for (const [key, value] of Object.entries(changes)) {
    if (value === null || value === "") params.delete(key);
    else params.set(key, String(value));
  }
  if (!("page" in changes)) params.delete("page");
  const query = params.toString();
  return query ? `${pathname}?${query}` : pathname;
}
