import { useEffect, useRef, useState } from "react";
import { Download, Languages, Search, Upload } from "lucide-react";
import { TRANSLATION_DIRECTIONS } from "@shared/enums";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { NativeSelect } from "@/components/ui/native-select";
import { Spinner } from "@/components/ui/spinner";
import { EmptyState } from "@/components/common/EmptyState";
import { PageHeader } from "@/components/common/PageHeader";
import { Pager } from "@/components/common/Pager";
import { MemoryUnitList } from "@/features/admin/memory/MemoryUnitList";
import { MEMORY_EXPORT_URL, useImportTmx, useMemoryUnits } from "@/features/admin/memory/memory-queries";
import { totalSummary } from "@/features/admin/page-summary";
import { useDebouncedValue } from "@/features/admin/use-debounced-value";
import { usePagedView } from "@/hooks/use-paged-view";
import { serverMessageOf } from "@/lib/api";

/**
 * /admin/memory: the agency's translation memory (docs/workbench.md "Translation memory"), a page at a time, with
 * search, direction filter, edit and delete, TMX import and export. English under /tr too, like every admin
 * screen (docs/decisions/014-i18n.md).
 */
export function AdminMemoryPage() {
  const view = usePagedView(["search", "direction"] as const);
  const direction = (TRANSLATION_DIRECTIONS as readonly string[]).includes(view.filters.direction)
    ? view.filters.direction
    : "";
  const [search, setSearch] = useState(view.filters.search);
  const debouncedSearch = useDebouncedValue(search);
  const { setFilters } = view;
  useEffect(() => {
    if (debouncedSearch.trim() !== view.filters.search) setFilters({ search: debouncedSearch.trim() });
    // Only a settled search box writes to the address.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [debouncedSearch]);
  const { data, isLoading, isError, error, isFetching } = useMemoryUnits({
    search: view.filters.search,
    direction,
    limit: view.limit,
    cursor: view.cursor,
  });
  const importTmx = useImportTmx();
  const fileInput = useRef<HTMLInputElement>(null);
  const units = data?.items ?? [];
  const filtered = view.filters.search !== "" || direction !== "";

  return (
    <div>
      <PageHeader
        title="Translation memory"
        description="Every confirmed segment of a delivered job, and the memories imported from other tools."
        actions={
          <div className="flex flex-wrap gap-2">
            <input
              ref={fileInput}
              type="file"
              accept=".tmx,application/x-tmx+xml,application/xml,text/xml"
              className="sr-only"
              aria-label="TMX file to import"
              data-testid="tmx-file"
              onChange={(event) => {
                const file = event.target.files?.[0];
                if (file) importTmx.mutate(file);
                event.target.value = "";
              }}
            />
            <Button variant="outline" disabled={importTmx.isPending} onClick={() => fileInput.current?.click()}>
              <Upload aria-hidden="true" />
              {importTmx.isPending ? "Importing..." : "Import TMX"}
            </Button>
            <Button variant="outline" asChild>
              <a href={MEMORY_EXPORT_URL} download>
                <Download aria-hidden="true" />
                Export TMX
              </a>
            </Button>
          </div>
        }
      />
      <div className="mb-4 flex flex-col gap-3 sm:flex-row sm:items-end">
        <div className="relative sm:max-w-sm sm:flex-1">
          <Label htmlFor="memory-search" className="sr-only">
            Search source and target
          </Label>
          <Search
            aria-hidden="true"
            className="absolute left-3 top-1/2 size-4 -translate-y-1/2 text-muted-foreground"
          />
          <Input
            id="memory-search"
            type="search"
            value={search}
            onChange={(event) => setSearch(event.target.value)}
            placeholder="Search source and target"
            className="pl-9"
            maxLength={100}
          />
        </div>
        <div className="sm:w-52">
          <Label htmlFor="memory-direction" className="sr-only">
            Direction
          </Label>
          <NativeSelect
            id="memory-direction"
            value={direction}
            onChange={(event) => setFilters({ direction: event.target.value })}
          >
            <option value="">Both directions</option>
            <option value="tr-en">Turkish → English</option>
            <option value="en-tr">English → Turkish</option>
          </NativeSelect>
        </div>
      </div>
      {isLoading ? (
        <Spinner label="Loading the memory..." />
      ) : isError ? (
        <p role="alert" className="rounded-md border border-destructive/40 bg-destructive/5 p-4 text-destructive">
          The memory could not be loaded{serverMessageOf(error) ? `: ${serverMessageOf(error)}` : ""}. Please try again.
        </p>
      ) : units.length === 0 ? (
        <EmptyState
          icon={Languages}
          title="No units found"
          description={
            filtered
              ? "No unit matches this search or direction."
              : "Units appear here when orders translated in the workbench are completed, or after a TMX import."
          }
        />
      ) : (
        <div className={isFetching ? "opacity-70 transition-opacity" : undefined}>
          <MemoryUnitList units={units} />
        </div>
      )}
      {data && data.total > 0 && (
        <Pager page={data} view={view} summary={totalSummary(data, "unit")} busy={isFetching} />
      )}
    </div>
  );
}
