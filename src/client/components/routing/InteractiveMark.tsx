import { useEffect } from "react";

/**
 * Marks <html data-interactive> once the routed page has rendered or hydrated, so a browser test (or a support
 * script) can tell a prerendered page that only looks ready from one that reacts to input. Rendered inside the
 * routes' Suspense boundary: its effect runs when that boundary's content commits.
 */
export function InteractiveMark() {
  useEffect(() => {
    document.documentElement.dataset.interactive = "true";
  }, []);
  return null;
}
