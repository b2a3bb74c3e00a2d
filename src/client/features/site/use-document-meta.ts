import { createContext, useContext, useEffect } from "react";

export const SITE_TITLE = "Bosphorus Translate | USCIS Certified Turkish-English Translation Services";
export const SITE_DESCRIPTION =
  "Professional Turkish-English translation services with USCIS certification, notarization and general translation. Certified translators, fast turnaround and secure online ordering for customers across the United States.";

/** What a prerendered page's render asks for its <head> (docs/decisions/015-prerendering.md): filled during the server render. */
export type CollectedMeta = { title: string; description: string };

/** Provided only by the prerenderer (src/client/entry-server.tsx); effects do not run there. */
export const DocumentMetaContext = createContext<CollectedMeta | null>(null);

/**
 * The path whose page set its own title. DefaultDocumentTitle leaves the title alone on that path: its effect runs
 * again when the common catalog loads, which can come after the page's effect and would put the site's title back
 * over the page's. (A path, not "a page is mounted": on navigation the old page's cleanup runs after the new
 * route's layout effects.)
 */
let titleOwnerPath: string | null = null;
export function pageOwnsTitle(): boolean {
  return titleOwnerPath === window.location.pathname;
}

/** Sets the page title and meta description for a public page (the home page uses the site defaults). */
export function useDocumentMeta(title: string = SITE_TITLE, description: string = SITE_DESCRIPTION): void {
  const collected = useContext(DocumentMetaContext);
  if (collected) {
    collected.title = title;
    collected.description = description;
  }
  useEffect(() => {
    const ownerPath = window.location.pathname;
    titleOwnerPath = ownerPath;
    document.title = title;
    let meta = document.querySelector<HTMLMetaElement>('meta[name="description"]');
    if (!meta) {
      meta = document.createElement("meta");
      meta.name = "description";
      document.head.appendChild(meta);
    }
    meta.content = description;
    return () => {
      if (titleOwnerPath === ownerPath) titleOwnerPath = null;
    };
  }, [title, description]);
}
