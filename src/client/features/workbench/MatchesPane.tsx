import { useTranslation } from "react-i18next";
import type { MemoryMatchDto } from "@shared/schemas/workbench";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { formatLongDate } from "@shared/i18n/format-date";

type Props = {
  matches: readonly MemoryMatchDto[];
  loading: boolean;
  onInsert: (index: number) => void;
};

/** The stored source against this segment's: inserted runs underlined in green, deleted ones struck through in red. */
function Diff({ diff }: { diff: MemoryMatchDto["diff"] }) {
  return (
    <span className="whitespace-pre-wrap break-words">
      {diff.map((run, index) =>
        run.op === "equal" ? (
          <span key={index}>{run.text}</span>
        ) : run.op === "insert" ? (
          <ins key={index} className="bg-green-100 text-green-900 no-underline decoration-green-700 underline">
            {run.text}
          </ins>
        ) : (
          <del key={index} className="bg-red-100 text-red-900">
            {run.text}
          </del>
        ),
      )}
    </span>
  );
}

/** The current segment's best three memory matches, each insertable with its button or Ctrl+1/2/3. */
export function MatchesPane({ matches, loading, onInsert }: Props) {
  const { t, i18n } = useTranslation("workbench");
  return (
    <section aria-labelledby="matches-title" className="rounded-md border p-3">
      <h2 id="matches-title" className="mb-2 text-sm font-semibold">
        {t("matches.title")}
      </h2>
      <p id="matches-legend" className="sr-only">
        {t("matches.diffLegend")}
      </p>
      {loading ? (
        <p className="text-sm text-muted-foreground">{t("matches.loading")}</p>
      ) : matches.length === 0 ? (
        <p className="text-sm text-muted-foreground" data-testid="no-matches">
          {t("matches.none")}
        </p>
      ) : (
        <ol className="space-y-3" aria-describedby="matches-legend">
          {matches.slice(0, 3).map((match, index) => (
            <li key={match.unitId} className="space-y-1 rounded-md bg-muted/50 p-2 text-sm">
              <div className="flex items-center justify-between gap-2">
                <Badge tone={match.score === 100 ? "green" : match.score >= 85 ? "teal" : "amber"}>
                  {t("matches.score", { score: match.score })}
                </Badge>
                <Button
                  size="sm"
                  variant="outline"
                  title={t("matches.insertTitle", { number: index + 1 })}
                  onClick={() => onInsert(index)}
                >
                  {t("matches.insert", { number: index + 1 })}
                </Button>
              </div>
              <p className="text-muted-foreground">
                <Diff diff={match.diff} />
              </p>
              <p className="font-medium">{match.suggestion}</p>
              {match.translatorName && (
                <p className="text-xs text-muted-foreground">
                  {t("matches.by", {
                    translator: match.translatorName,
                    date: formatLongDate(match.createdAt, i18n.language === "tr" ? "tr" : "en"),
                  })}
                </p>
              )}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
