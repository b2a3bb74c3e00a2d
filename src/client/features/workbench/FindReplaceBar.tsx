import { forwardRef, useEffect, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { ChevronDown, ChevronUp, X } from "lucide-react";
import type { SegmentDto } from "@shared/schemas/workbench";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { findHits, replaceAll, replaceAt, type FindHit, type FindScope } from "./find-replace";

type Props = {
  /** The segments with the texts as shown (unsaved edits included). */
  segments: readonly { segment: SegmentDto; source: string; target: string }[];
  onGoTo: (hit: FindHit) => void;
  onReplace: (segment: SegmentDto, target: string) => void;
  onAnnounce: (text: string) => void;
  onClose: () => void;
};

/** Find over sources and translations, replace in translations (one or all; each change autosaves as a draft). */
export const FindReplaceBar = forwardRef<HTMLInputElement, Props>(function FindReplaceBar(props, findRef) {
  const { segments, onGoTo, onReplace, onAnnounce, onClose } = props;
  const { t } = useTranslation("workbench");
  const [query, setQuery] = useState("");
  const [replacement, setReplacement] = useState("");
  const [scope, setScope] = useState<FindScope>("both");
  const [position, setPosition] = useState(-1);

  const hits = useMemo(
    () =>
      findHits(
        segments.map(({ segment, source, target }) => ({ id: segment.id, source, target })),
        query,
        scope,
      ),
    [segments, query, scope],
  );
  useEffect(() => setPosition(-1), [query, scope]);

  function go(step: 1 | -1) {
    if (hits.length === 0) return;
    const next = (position + step + hits.length) % hits.length;
    setPosition(next);
    onGoTo(hits[next]!);
  }

  function replaceCurrent() {
    const hit = hits[position];
    if (!hit || hit.field !== "target") return go(1);
    const row = segments.find((entry) => entry.segment.id === hit.segmentId);
    if (!row) return;
    onReplace(row.segment, replaceAt(row.target, hit.start, hit.end - hit.start, replacement));
    setPosition((at) => at - 1);
  }

  function replaceEverywhere() {
    let count = 0;
    for (const row of segments) {
      const replaced = replaceAll(row.target, query, replacement);
      if (replaced === null) continue;
      onReplace(row.segment, replaced);
      count += 1;
    }
    onAnnounce(t("find.replacedAll", { count }));
  }

  /** Enter finds the next hit (Shift+Enter the previous), Escape closes the bar. */
  function onKeys(event: React.KeyboardEvent) {
    if (event.key === "Escape") onClose();
    if (event.key === "Enter" && (event.target as HTMLElement).tagName === "INPUT") {
      event.preventDefault();
      go(event.shiftKey ? -1 : 1);
    }
  }

  return (
    <section aria-label={t("find.region")} className="flex flex-wrap items-end gap-2 rounded-md border bg-muted/40 p-3">
      <label className="grid gap-1 text-xs font-medium">
        {t("find.find")}
        <Input
          ref={findRef}
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          onKeyDown={onKeys}
          className="h-9 w-48"
        />
      </label>
      <label className="grid gap-1 text-xs font-medium">
        {t("find.replace")}
        <Input
          value={replacement}
          onChange={(event) => setReplacement(event.target.value)}
          onKeyDown={onKeys}
          className="h-9 w-48"
        />
      </label>
      <label className="grid gap-1 text-xs font-medium">
        {t("find.scope")}
        <select
          value={scope}
          onChange={(event) => setScope(event.target.value as FindScope)}
          onKeyDown={onKeys}
          className="h-9 rounded-md border border-input bg-background px-2 text-sm"
        >
          <option value="both">{t("find.scopeBoth")}</option>
          <option value="source">{t("find.scopeSource")}</option>
          <option value="target">{t("find.scopeTarget")}</option>
        </select>
      </label>
      <p className="min-w-28 self-center text-xs text-muted-foreground" aria-live="polite">
        {query &&
          (position >= 0
            ? t("find.position", { position: position + 1, count: hits.length })
            : t("find.count", { count: hits.length }))}
      </p>
      <div className="flex flex-wrap gap-1">
        <Button
          size="sm"
          variant="outline"
          onClick={() => go(-1)}
          disabled={!hits.length}
          aria-label={t("find.previous")}
        >
          <ChevronUp aria-hidden="true" />
        </Button>
        <Button size="sm" variant="outline" onClick={() => go(1)} disabled={!hits.length} aria-label={t("find.next")}>
          <ChevronDown aria-hidden="true" />
        </Button>
        <Button size="sm" variant="outline" onClick={replaceCurrent} disabled={!hits.length}>
          {t("find.replaceOne")}
        </Button>
        <Button
          size="sm"
          variant="outline"
          onClick={replaceEverywhere}
          disabled={!hits.some((hit) => hit.field === "target")}
          title={t("find.onlyTargets")}
        >
          {t("find.replaceAll")}
        </Button>
        <Button size="sm" variant="ghost" onClick={onClose} aria-label={t("find.close")}>
          <X aria-hidden="true" />
        </Button>
      </div>
    </section>
  );
});
