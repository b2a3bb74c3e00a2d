import { PAGE_SIZE_DEFAULT, PAGE_SIZES } from "@shared/schemas/pagination";
import { useUrlQuery } from "@/hooks/use-url-query";

/**
 * A paged list's view read from the address: its filters (the keys given), the page size and the current page's
 * cursor. Changing a filter or the page size goes back to the first page; next and previous follow the answer's cursors.
 */
export function usePagedView<Key extends string>(filterKeys: readonly Key[]) {
  const { params, update } = useUrlQuery();
  const rawLimit = Number(params.get("limit"));
  const limit = (PAGE_SIZES as readonly number[]).includes(rawLimit) ? rawLimit : PAGE_SIZE_DEFAULT;
  const cursor = params.get("cursor") ?? undefined;
  const filters = Object.fromEntries(filterKeys.map((key) => [key, params.get(key) ?? ""])) as Record<Key, string>;
  return {
    filters,
    limit,
    cursor,
    setFilters: (changes: Partial<Record<Key, string>>) => update({ ...changes, cursor: undefined }),
    setLimit: (size: number) => update({ limit: size === PAGE_SIZE_DEFAULT ? undefined : size, cursor: undefined }),
    goTo: (pageCursor: string | null) => update({ cursor: pageCursor ?? undefined }, { push: true }),
  };
}

/** The list's URL: the path, the non-empty filters, limit (when not the default) and cursor. */
export function pagedUrl(
  path: string,
  view: { filters?: Record<string, string | undefined>; limit?: number; cursor?: string },
): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(view.filters ?? {})) if (value) params.set(key, value);
  if (view.limit && view.limit !== PAGE_SIZE_DEFAULT) params.set("limit", String(view.limit));
  if (view.cursor) params.set("cursor", view.cursor);
  const query = params.toString();
  return query ? `${path}?${query}` : path;
}
