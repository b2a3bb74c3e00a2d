import { Suspense, type ReactNode } from "react";
import { SiteHeader } from "@/components/layout/SiteHeader";
import { SiteFooter } from "@/components/layout/SiteFooter";
import { FullPageSpinner } from "@/components/ui/spinner";

/** Header, the page in <main id="main-content"> (the skip link's target), footer. */
export function PublicLayout({ children }: { children: ReactNode }) {
  return (
    <div className="flex min-h-screen flex-col">
      <SiteHeader />
      <main id="main-content" tabIndex={-1} className="flex-1 focus:outline-none">
        <Suspense fallback={<FullPageSpinner label="Loading..." />}>{children}</Suspense>
      </main>
      <SiteFooter />
    </div>
  );
}
