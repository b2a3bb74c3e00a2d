import { useState } from "react";
import { useTranslation } from "react-i18next";
import { REVIEW_MESSAGES } from "@shared/draft-review";
import type { OrderDraftDto } from "@shared/schemas/order-detail";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from "@/components/ui/dialog";
import { FormField } from "@/components/ui/form-field";
import { Textarea } from "@/components/ui/textarea";
import { useTranslateMessage } from "@/lib/translate-message";
import { useRequestRevision } from "./use-review";

/** "Request revision": a comment per document (leave a document blank to keep it as it is); at least one. */
export function RequestRevisionButton({ orderId, drafts }: { orderId: number; drafts: OrderDraftDto[] }) {
  const { t } = useTranslation("review");
  const tm = useTranslateMessage();
  const [open, setOpen] = useState(false);
  const [comments, setComments] = useState<Record<number, string>>({});
  const [error, setError] = useState<string | null>(null);
  const request = useRequestRevision(orderId, () => {
    setOpen(false);
    setComments({});
  });

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const revisions = drafts
      .map((draft) => ({ documentId: draft.documentId, comment: (comments[draft.documentId] ?? "").trim() }))
      .filter((revision) => revision.comment.length > 0);
    if (revisions.length === 0) return setError(REVIEW_MESSAGES.revisionRequired);
    if (revisions.some((revision) => revision.comment.length > 2000)) return setError(REVIEW_MESSAGES.commentTooLong);
    setError(null);
    request.mutate({ revisions });
  };

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="outline">{t("revision.button")}</Button>
      </DialogTrigger>
      <DialogContent>
        <form onSubmit={submit} noValidate className="grid gap-4">
          <DialogHeader>
            <DialogTitle>{t("revision.title")}</DialogTitle>
            <DialogDescription>{t("revision.text")}</DialogDescription>
          </DialogHeader>
          {drafts.map((draft) => (
            <FormField
              key={draft.documentId}
              id={`revision-${draft.documentId}`}
              label={t("revision.changesTo", { name: draft.originalFilename })}
            >
              <Textarea
                rows={3}
                maxLength={2000}
                value={comments[draft.documentId] ?? ""}
                onChange={(event) => setComments((current) => ({ ...current, [draft.documentId]: event.target.value }))}
              />
            </FormField>
          ))}
          {error && (
            <p role="alert" className="text-sm text-destructive">
              {tm(error)}
            </p>
          )}
          <DialogFooter>
            <DialogClose asChild>
              <Button type="button" variant="outline">
                {t("revision.cancel")}
              </Button>
            </DialogClose>
            <Button type="submit" disabled={request.isPending}>
              {request.isPending ? t("revision.sending") : t("revision.send")}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
