import { useCallback, useMemo } from "react";
import { useLocation, useSearch } from "wouter";

/**
 * The screen's view (filters, search, sort, page size, page cursor) kept in the address's query string, so a copied
 * link or a reload reopens the same view. `update` sets or removes (undefined, "") keys; it replaces the history
 * entry unless `push` is asked for (moving to another page is worth a Back step, typing in a search box is not).
 */
export function useUrlQuery() {
  const search = useSearch();
  const [location, navigate] = useLocation();
  const params = useMemo(() => new URLSearchParams(search), [search]);
  const update = useCallback(
    (changes: Record<string, string | number | undefined>, options: { push?: boolean } = {}) => {
      const next = new URLSearchParams(search);
      for (const [key, value] of Object.entries(changes)) {
        if (value === undefined || value === "") next.delete(key);
        else next.set(key, String(value));
      }
      const query = next.toString();
      navigate(query ? `${location}?${query}` : location, { replace: !options.push });
    },
    [search, location, navigate],
  );
  return { params, update };
}
