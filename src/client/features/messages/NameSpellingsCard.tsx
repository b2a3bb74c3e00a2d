import { useId, useState } from "react";
import { IdCard, Pencil } from "lucide-react";
import { useTranslation } from "react-i18next";
import type { ThreadParty } from "@shared/order-thread";
import type { NameSpelling } from "@shared/schemas/order-messages";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { toast } from "@/hooks/use-toast";
import { apiMessage } from "@/lib/api";
import { cn } from "@/lib/utils";
import { useNameDraft } from "./name-draft";
import { NameSpellingsEditor } from "./NameSpellingsEditor";
import { threadFormat } from "./thread-format";
import { useNameSpellings, useSaveNameSpellings } from "./thread-queries";
import { useMessageText } from "./use-message-text";

/** "Şükrü Işık → SUKRU ISIK", one name a row, as a table the translator can copy from. */
function NamesTable({ names, caption, language }: { names: NameSpelling[]; caption: string; language?: "en" }) {
  const { t } = useTranslation("messages", { lng: language });
  return (
    <table className="w-full text-sm" data-testid="name-spellings">
      <caption className="sr-only">{caption}</caption>
      <thead>
        <tr className="border-b text-left text-xs text-muted-foreground">
          <th scope="col" className="py-1.5 pr-3 font-medium">
            {t("names.inDocument")}
          </th>
          <th scope="col" className="py-1.5 font-medium">
            {t("names.inPassport")}
          </th>
        </tr>
      </thead>
      <tbody className="divide-y">
        {names.map((name, index) => (
          <tr key={index}>
            <td className="break-all py-1.5 pr-3">{name.inDocument}</td>
            <td className="break-all py-1.5 font-semibold">{name.inPassport}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/**
 * Names as in the passport (docs/order-messages.md) on the order page (the customer changes them until the translator
 * starts), the admin order detail (with every change) and, when there are any, at the top of the translator's job page.
 */
export function NameSpellingsCard({ orderId, viewer }: { orderId: number; viewer: ThreadParty }) {
  const language = viewer === "customer" ? undefined : "en";
  const { t, i18n } = useTranslation("messages", { lng: language });
  const say = useMessageText(language);
  const f = threadFormat(language ?? i18n.language);
  const titleId = useId();
  const { data } = useNameSpellings(orderId);
  const save = useSaveNameSpellings(orderId);
  const draft = useNameDraft();
  const [editing, setEditing] = useState(false);
  if (!data) return null;
  const names = data.nameSpellings;
  // The translator sees the card only when there is something to follow.
  if (viewer === "translator" && names.length === 0) return null;

  function submit() {
    const checked = draft.check();
    if (!checked) return;
    save.mutate(checked, {
      onSuccess: () => {
        setEditing(false);
        toast({ title: t("names.savedTitle") });
      },
      onError: (error) =>
        toast({
          title: t("names.failedTitle"),
          description: say(apiMessage(error, t("thread.compose.tryAgain"))),
          variant: "destructive",
        }),
    });
  }

  return (
    <Card role="region" aria-labelledby={titleId} className={cn(viewer === "translator" && "border-2 border-primary")}>
      <CardHeader className="pb-3">
        <CardTitle>
          <h2 id={titleId} className="flex items-center gap-2 text-base font-semibold">
            <IdCard aria-hidden="true" className="size-5 text-primary" />
            {t("names.title")}
          </h2>
        </CardTitle>
        <p className="text-sm text-muted-foreground">
          {t(viewer === "translator" ? "names.introTranslator" : "names.intro")}
        </p>
      </CardHeader>
      <CardContent className="space-y-3">
        {editing ? (
          <>
            <NameSpellingsEditor draft={draft} idPrefix={`names-${orderId}`} />
            <div className="flex flex-wrap gap-2">
              <Button type="button" onClick={submit} disabled={save.isPending}>
                {save.isPending ? t("names.saving") : t("names.save")}
              </Button>
              <Button type="button" variant="outline" onClick={() => setEditing(false)}>
                {t("names.cancel")}
              </Button>
            </div>
          </>
        ) : (
          <>
            {names.length > 0 ? (
              <NamesTable names={names} caption={t("names.listLabel")} language={language} />
            ) : (
              <p className="text-sm text-muted-foreground">{t("names.none")}</p>
            )}
            {data.updatedAt && (
              <p className="text-xs text-muted-foreground">
                {t("names.changed", { date: f.dateTime(data.updatedAt) })}
              </p>
            )}
            {viewer === "customer" &&
              (data.editable ? (
                <Button
                  type="button"
                  variant="outline"
                  size="sm"
                  onClick={() => {
                    draft.reset(names);
                    setEditing(true);
                  }}
                >
                  <Pencil aria-hidden="true" />
                  {names.length > 0 ? t("names.edit") : t("names.add")}
                </Button>
              ) : (
                data.editRefusal && <p className="text-sm text-muted-foreground">{say(data.editRefusal)}</p>
              ))}
            {viewer === "customer" && data.editable && (
              <p className="text-xs text-muted-foreground">{t("names.locked")}</p>
            )}
          </>
        )}
        {viewer === "agency" && data.history.length > 0 && (
          <details className="text-sm">
            <summary className="cursor-pointer text-muted-foreground">
              {t("names.historyTitle")} ({data.history.length})
            </summary>
            <ol className="mt-2 space-y-2" aria-label={t("names.historyTitle")}>
              {data.history.map((version) => (
                <li key={version.at} className="rounded-md bg-muted/50 p-2">
                  <p className="text-xs text-muted-foreground">
                    {t("names.historyEntry", {
                      date: f.dateTime(version.at),
                      party: t(`thread.parties.${version.by.party}`),
                      name: version.by.name,
                    })}
                  </p>
                  <p className="whitespace-pre-line break-words">
                    {version.nameSpellings.length
                      ? version.nameSpellings.map((name) => `${name.inDocument} → ${name.inPassport}`).join("\n")
                      : t("names.noneInVersion")}
                  </p>
                </li>
              ))}
            </ol>
          </details>
        )}
      </CardContent>
    </Card>
  );
}
