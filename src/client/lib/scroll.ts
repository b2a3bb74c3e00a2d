/**
 * Scrolls to the element with this id, waiting (up to `timeoutMs`) for it to appear: the home page
 * is lazy-loaded, so right after navigating to "/#pricing" the section may not exist yet.
 */
export function scrollToId(id: string, timeoutMs = 4000): () => void {
  const go = () => {
    const el = document.getElementById(id);
    if (!el) return false;
    const reduce = window.matchMedia?.("(prefers-reduced-motion: reduce)").matches;
    el.scrollIntoView({ behavior: reduce ? "auto" : "smooth", block: "start" });
    return true;
  };
  if (go()) return () => {};
  const observer = new MutationObserver(() => {
    if (go()) stop();
  });
  const timer = window.setTimeout(() => stop(), timeoutMs);
  function stop() {
    observer.disconnect();
    window.clearTimeout(timer);
  }
  observer.observe(document.body, { childList: true, subtree: true });
  return stop;
}

/** Splits "/#pricing" into its path and anchor id. */
export function splitHashHref(href: string): { path: string; id: string | null } {
  const index = href.indexOf("#");
  if (index === -1) return { path: href, id: null };
  return { path: href.slice(0, index) || "/", id: href.slice(index + 1) || null };
}
