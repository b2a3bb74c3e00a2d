import { ChevronLeft, ChevronRight } from "lucide-react";
import { PAGE_SIZES } from "@shared/schemas/pagination";
import { Button } from "@/components/ui/button";
import { NativeSelect } from "@/components/ui/native-select";

export type PagerLabels = { previous: string; next: string; perPage: string; navigation: string };

const ENGLISH: PagerLabels = { previous: "Previous", next: "Next", perPage: "Rows per page", navigation: "Pages" };

type PagerProps = {
  /** The page on screen: its cursors say whether there is a page before and after it. */
  page: { prevCursor: string | null; nextCursor: string | null };
  /** The list's view kept in the URL (usePagedView). */
  view: { limit: number; goTo: (cursor: string | null) => void; setLimit: (size: number) => void };
  /** e.g. "1,234 orders": what the whole view holds. */
  summary?: string;
  labels?: PagerLabels;
  busy?: boolean;
};

/** Previous / next and the page size under a paged list (docs/decisions/026-keyset-pagination.md). */
export function Pager({ page, view, summary, labels = ENGLISH, busy }: PagerProps) {
  return (
    <nav
      aria-label={labels.navigation}
      className="mt-4 flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between"
    >
      <p className="text-sm text-muted-foreground" aria-live="polite">
        {summary}
      </p>
      <div className="flex flex-wrap items-center gap-3">
        <label className="flex items-center gap-2 text-sm text-muted-foreground">
          {labels.perPage}
          <NativeSelect
            className="h-9 w-20"
            value={view.limit}
            onChange={(event) => view.setLimit(Number(event.target.value))}
            data-testid="page-size"
          >
            {PAGE_SIZES.map((size) => (
              <option key={size} value={size}>
                {size}
              </option>
            ))}
          </NativeSelect>
        </label>
        <Button
          variant="outline"
          size="sm"
          onClick={() => view.goTo(page.prevCursor)}
          disabled={page.prevCursor === null || busy}
          data-testid="page-previous"
        >
          <ChevronLeft aria-hidden="true" />
          {labels.previous}
        </Button>
        <Button
          variant="outline"
          size="sm"
          onClick={() => view.goTo(page.nextCursor)}
          disabled={page.nextCursor === null || busy}
          data-testid="page-next"
        >
          {labels.next}
          <ChevronRight aria-hidden="true" />
        </Button>
      </div>
    </nav>
  );
}
