import { Suspense, type ReactNode } from "react";
import { SiteHeader } from "@/components/layout/SiteHeader";
// The footer is its own chunk (docs/performance.md, "Client bundle and LCP"): the shell stays under its budget.
import { SiteFooter } from "@/components/routing/lazy-pages";
import { FullPageSpinner } from "@/components/ui/spinner";

/** Header, the page in <main id="main-content"> (the skip link's target), footer. */
export function PublicLayout({ children }: { children: ReactNode }) {
  return (
    <div className="flex min-h-screen flex-col">
      <SiteHeader />
      <main id="main-content" tabIndex={-1} className="flex-1 focus:outline-none">
        <Suspense fallback={<FullPageSpinner label="Loading..." />}>{children}</Suspense>
      </main>
      <Suspense fallback={null}>
        <SiteFooter />
      </Suspense>
    </div>
  );
}
