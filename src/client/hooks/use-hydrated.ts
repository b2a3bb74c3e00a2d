import { useSyncExternalStore } from "react";

const subscribe = () => () => {};

/**
 * False while React hydrates a prerendered page (and in the prerender itself), true afterwards and in a client
 * render: values that depend on the moment (today's date) render only once true, so hydration sees the same
 * markup the build wrote (docs/decisions/015-prerendering.md).
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
