/**
 * A list from the "site" catalog, read with t(key, { returnObjects: true }): the array, or an empty list should
 * the namespace not be loaded yet (t then answers with the key, a string).
 */
export function siteList<T>(value: unknown): T[] {
  return Array.isArray(value) ? (value as T[]) : [];
}
