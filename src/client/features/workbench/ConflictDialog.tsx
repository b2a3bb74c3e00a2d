import { useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";
import type { Conflict } from "./use-segment-editor";

type Props = { conflict: Conflict | undefined; number: number; onResolve: (keep: "mine" | "stored") => void };

/** A save refused with 409: both texts side by side; the translator picks one, nothing is overwritten before. */
export function ConflictDialog({ conflict, number, onResolve }: Props) {
  const { t } = useTranslation("workbench");
  return (
    <Dialog open={!!conflict}>
      <DialogContent
        className="max-w-2xl"
        onEscapeKeyDown={(event) => event.preventDefault()}
        onPointerDownOutside={(event) => event.preventDefault()}
      >
        <DialogHeader>
          <DialogTitle>{t("conflict.title")}</DialogTitle>
          <DialogDescription>{t("conflict.text", { number })}</DialogDescription>
        </DialogHeader>
        {conflict && (
          <div className="grid gap-3 sm:grid-cols-2">
            <figure className="rounded-md border p-3">
              <figcaption className="mb-1 text-xs font-semibold uppercase text-muted-foreground">
                {t("conflict.yours")}
              </figcaption>
              <p className="whitespace-pre-wrap text-sm" data-testid="conflict-mine">
                {conflict.mine.target}
              </p>
            </figure>
            <figure className="rounded-md border p-3">
              <figcaption className="mb-1 text-xs font-semibold uppercase text-muted-foreground">
                {t("conflict.stored")} ·{" "}
                {t("conflict.storedStatus", {
                  status: t(conflict.stored.status === "confirmed" ? "list.confirmed" : "list.draft"),
                })}
              </figcaption>
              <p className="whitespace-pre-wrap text-sm" data-testid="conflict-stored">
                {conflict.stored.target}
              </p>
            </figure>
          </div>
        )}
        <DialogFooter>
          <Button variant="outline" onClick={() => onResolve("stored")}>
            {t("conflict.keepStored")}
          </Button>
          <Button onClick={() => onResolve("mine")}>{t("conflict.keepMine")}</Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
