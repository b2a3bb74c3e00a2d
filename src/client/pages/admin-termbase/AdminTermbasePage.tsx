import { useEffect, useState } from "react";
import { BookOpen, Download, Plus, Search, Upload } from "lucide-react";
import { useTranslation } from "react-i18next";
import { DOCUMENT_TYPE_IDS } from "@shared/catalog";
import type { TermDto } from "@shared/schemas/termbase";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { NativeSelect } from "@/components/ui/native-select";
import { Spinner } from "@/components/ui/spinner";
import { ConfirmDialog } from "@/components/common/ConfirmDialog";
import { EmptyState } from "@/components/common/EmptyState";
import { PageHeader } from "@/components/common/PageHeader";
import { Pager } from "@/components/common/Pager";
import { ImportTermsDialog } from "@/features/admin/termbase/ImportTermsDialog";
import { TermDialog, type TermDialogTarget } from "@/features/admin/termbase/TermDialog";
import { TermsTable } from "@/features/admin/termbase/TermsTable";
import { ADMIN_TERMBASE_KEY, useDeleteTerm, useTerms } from "@/features/admin/termbase/use-termbase";
import { useDebouncedValue } from "@/features/admin/use-debounced-value";
import { numberLocale } from "@/features/orders/use-order-format";
import { usePagedView } from "@/hooks/use-paged-view";

/**
 * /admin/termbase and /tr/admin/termbase (docs/workbench.md, "Termbase"): the terms a page at a time, searched and
 * filtered by document type (both in the URL); add, edit, delete, import and export. In the admin's language.
 */
export function AdminTermbasePage() {
  const { t, i18n } = useTranslation("termbase");
  const view = usePagedView(["search", "documentType"] as const);
  const [search, setSearch] = useState(view.filters.search);
  const debouncedSearch = useDebouncedValue(search);
  const { setFilters } = view;
  useEffect(() => {
    if (debouncedSearch.trim() !== view.filters.search) setFilters({ search: debouncedSearch.trim() });
    // Only a settled search box writes to the address.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [debouncedSearch]);
  const { data, isLoading, isError, isFetching } = useTerms({
    search: view.filters.search,
    documentType: view.filters.documentType,
    limit: view.limit,
    cursor: view.cursor,
  });
  const [editing, setEditing] = useState<TermDialogTarget>(null);
  const [deleting, setDeleting] = useState<TermDto | null>(null);
  const [importing, setImporting] = useState(false);
  const remove = useDeleteTerm({ onSuccess: () => setDeleting(null) });

  const shown = data?.items ?? [];
  const total = (data?.total ?? 0).toLocaleString(numberLocale(i18n.resolvedLanguage ?? i18n.language));
  const summary = data?.totalEstimated ? t("aboutCount", { total }) : t("count", { count: data?.total ?? 0, total });
  const list = isLoading ? (
    <Spinner label={t("loading")} />
  ) : isError ? (
    <p role="alert" className="rounded-md border border-destructive/40 bg-destructive/5 p-4 text-destructive">
      {t("loadError")}
    </p>
  ) : shown.length === 0 ? (
    <EmptyState icon={BookOpen} title={t("empty")} description={search ? t("emptySearch") : undefined} />
  ) : (
    <div className={isFetching ? "opacity-70 transition-opacity" : undefined}>
      <TermsTable terms={shown} onEdit={setEditing} onDelete={setDeleting} />
    </div>
  );

  return (
    <div>
      <PageHeader
        title={t("title")}
        description={t("description")}
        actions={
          <>
            <Button onClick={() => setEditing("new")}>
              <Plus className="mr-2 size-4" aria-hidden="true" />
              {t("add")}
            </Button>
            <Button variant="outline" onClick={() => setImporting(true)}>
              <Upload className="mr-2 size-4" aria-hidden="true" />
              {t("import")}
            </Button>
            <Button variant="outline" asChild>
              <a href={`${ADMIN_TERMBASE_KEY}/export?format=csv`} download>
                <Download className="mr-2 size-4" aria-hidden="true" />
                {t("exportCsv")}
              </a>
            </Button>
            <Button variant="outline" asChild>
              <a href={`${ADMIN_TERMBASE_KEY}/export?format=tbx`} download>
                <Download className="mr-2 size-4" aria-hidden="true" />
                {t("exportTbx")}
              </a>
            </Button>
          </>
        }
      />
      <div className="mb-4 flex flex-col gap-3 sm:flex-row sm:items-end">
        <div className="relative sm:w-80">
          <Label htmlFor="term-search" className="sr-only">
            {t("search")}
          </Label>
          <Search
            aria-hidden="true"
            className="absolute left-3 top-1/2 size-4 -translate-y-1/2 text-muted-foreground"
          />
          <Input
            id="term-search"
            type="search"
            value={search}
            onChange={(event) => setSearch(event.target.value)}
            placeholder={t("searchPlaceholder")}
            className="pl-9"
          />
        </div>
        <div className="space-y-1 sm:w-64">
          <Label htmlFor="term-document-type">{t("documentTypeFilter")}</Label>
          <NativeSelect
            id="term-document-type"
            value={view.filters.documentType}
            onChange={(event) => setFilters({ documentType: event.target.value })}
          >
            <option value="">{t("allDocumentTypes")}</option>
            {DOCUMENT_TYPE_IDS.map((type) => (
              <option key={type} value={type}>
                {t(`documentTypes.${type}`)}
              </option>
            ))}
          </NativeSelect>
        </div>
      </div>
      {list}
      {data && (
        <Pager
          page={data}
          view={view}
          summary={summary}
          busy={isFetching}
          labels={{
            previous: t("pager.previous"),
            next: t("pager.next"),
            perPage: t("pager.perPage"),
            navigation: t("pager.pages"),
          }}
        />
      )}

      <TermDialog target={editing} onOpenChange={(open) => !open && setEditing(null)} />
      <ImportTermsDialog open={importing} onOpenChange={setImporting} />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && !remove.isPending && setDeleting(null)}
        title={t("deleteDialog.title")}
        description={deleting ? t("deleteDialog.body", { tr: deleting.tr, en: deleting.en }) : ""}
        cancelLabel={t("deleteDialog.cancel")}
        confirmLabel={remove.isPending ? t("deleteDialog.deleting") : t("deleteDialog.confirm")}
        onConfirm={() => deleting && remove.mutate(deleting)}
        destructive
        busy={remove.isPending}
      />
    </div>
  );
}
