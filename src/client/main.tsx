import "./lib/zod-config";
import { StrictMode } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { prerenderedPage, splitLanguagePath, withoutTrailingSlash } from "@shared/public-pages";
import { App } from "./App";
import { preloadPrerenderedPage } from "./components/routing/lazy-pages";
import { detectLanguage } from "./i18n/detect-language";
import { startI18n } from "./i18n/i18n";
import { queryClient } from "./lib/query-client";
import "./index.css";

// A prerendered public page carries the data it was rendered from; the client starts from the same
// data, in the page's language, and hydrates the markup instead of rendering it again. Every other page is
// rendered in the browser, in the visitor's language (the catalog is loaded first, so nothing flashes English).
const PRERENDER_DATA_ELEMENT_ID = "prerender-data";

const root = document.getElementById("root")!;
const embedded = document.getElementById(PRERENDER_DATA_ELEMENT_ID);
const app = (
  <StrictMode>
    <App />
  </StrictMode>
);
const { language: urlLanguage, path } = splitLanguagePath(window.location.pathname);
// A /tr URL is Turkish; a prerendered English page must hydrate in English whatever the cookie says.
const pageLanguage = urlLanguage === "tr" || embedded ? urlLanguage : null;
// A prerendered page names the text namespaces it was rendered with; they load with the shell's.
const pageNamespaces =
  embedded?.dataset.namespaces?.split(" ") ?? (prerenderedPage(window.location.pathname) ? ["site"] : []);
const started = startI18n(detectLanguage(pageLanguage), pageNamespaces);

if (embedded?.textContent) {
  const queries = JSON.parse(embedded.textContent) as Record<string, unknown>;
  for (const [key, data] of Object.entries(queries)) queryClient.setQueryData([key], data);
  // The page's chunks load now, not from <link rel="modulepreload">s in its <head>: fetching and compiling forty
  // chunks while the page was laid out delayed its first paint by about 200 ms (docs/performance.md). Hydration
  // starts after the next paint, so the prerendered page is on screen first.
  const ready = Promise.all([started, preloadPrerenderedPage(withoutTrailingSlash(path))]);
  requestAnimationFrame(() => setTimeout(() => void ready.finally(() => hydrateRoot(root, app))));
} else {
  void started.then(() => createRoot(root).render(app));
}
