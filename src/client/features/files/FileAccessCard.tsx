import { useTranslation } from "react-i18next";
import { Eye } from "lucide-react";
import type { CustomerFileAccessDto, CustomerFileAccessPage } from "@shared/schemas/files";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { Spinner } from "@/components/ui/spinner";
import { Pager } from "@/components/common/Pager";
import { useOrderFormat } from "@/features/orders/use-order-format";
import { useFileAccessPage } from "./use-order-files";

/** "Who opened your documents" on the customer's order page: every download of the order's files, newest first, paged. */
export function FileAccessCard({ orderId }: { orderId: number }) {
  const { t } = useTranslation("files");
  const f = useOrderFormat();
  const { query, view } = useFileAccessPage<CustomerFileAccessPage>(`/api/orders/${orderId}/file-access`);
  const page = query.data;
  const who = (entry: CustomerFileAccessDto) =>
    entry.who === "you"
      ? t("access.you")
      : entry.who === "translator"
        ? entry.name
          ? t("access.translatorNamed", { name: entry.name })
          : t("access.translator")
        : t("access.agency");
  // The log keeps the English "(version 2)" the server wrote; shown in the page's language.
  const fileName = (name: string) => {
    const versioned = / \(version (\d+)\)$/.exec(name);
    return versioned ? t("access.fileVersion", { name: name.slice(0, versioned.index), version: versioned[1] }) : name;
  };
  return (
    <Card data-testid="file-access" role="region" aria-labelledby="file-access-title">
      <CardHeader>
        <CardTitle>
          <h2 id="file-access-title" className="flex items-center gap-2">
            <Eye aria-hidden="true" className="size-5 text-primary" />
            {t("access.title")}
          </h2>
        </CardTitle>
        <p className="text-sm text-muted-foreground">{t("access.intro")}</p>
      </CardHeader>
      <CardContent>
        {!page ? (
          query.error ? (
            <p className="text-sm text-destructive">{t("access.loadError")}</p>
          ) : (
            <Spinner />
          )
        ) : page.items.length === 0 && !page.prevCursor ? (
          <p className="text-sm text-muted-foreground">{t("access.empty")}</p>
        ) : (
          <>
            <div className="overflow-x-auto">
              <table className="w-full text-left text-sm">
                <thead className="text-xs text-muted-foreground">
                  <tr>
                    <th scope="col" className="py-2 pr-3 font-medium">
                      {t("access.when")}
                    </th>
                    <th scope="col" className="py-2 pr-3 font-medium">
                      {t("access.who")}
                    </th>
                    <th scope="col" className="py-2 pr-3 font-medium">
                      {t("access.file")}
                    </th>
                    <th scope="col" className="py-2 font-medium">
                      {t("access.address")}
                    </th>
                  </tr>
                </thead>
                <tbody className="divide-y">
                  {page.items.map((entry) => (
                    <tr key={entry.id} data-testid="file-access-entry">
                      <td className="whitespace-nowrap py-2 pr-3">{f.dateTime(entry.at)}</td>
                      <td className="py-2 pr-3">{who(entry)}</td>
                      <td className="max-w-56 break-words py-2 pr-3">
                        <span className="text-muted-foreground">{t(`kinds.${entry.fileKind}`)}:</span>{" "}
                        {fileName(entry.fileName)}
                      </td>
                      <td className="py-2 font-mono text-xs">{entry.ipAddress ?? "—"}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
            {(page.nextCursor || page.prevCursor) && (
              <Pager
                page={page}
                view={view}
                busy={query.isFetching}
                labels={{
                  previous: t("access.previous"),
                  next: t("access.next"),
                  perPage: t("access.perPage"),
                  navigation: t("access.navigation"),
                }}
              />
            )}
          </>
        )}
      </CardContent>
    </Card>
  );
}
