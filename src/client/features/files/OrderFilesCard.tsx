import { useState } from "react";
import { useTranslation } from "react-i18next";
import { FileX2, ShieldCheck, Trash2 } from "lucide-react";
import type { OrderFilesDto } from "@shared/schemas/files";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
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
import { useOrderFormat } from "@/features/orders/use-order-format";
import { useDeleteOrderFiles, useOrderFiles } from "./use-order-files";

/**
 * "Your files" on the customer's order page (docs/decisions/029-customer-files.md): until when the files are kept,
 * the button to delete them now (completed or cancelled orders, with a confirmation), and once deleted, when and what.
 */
export function OrderFilesCard({ orderId }: { orderId: number }) {
  const { t } = useTranslation("files");
  const { data: files } = useOrderFiles(orderId);
  if (!files || (files.fileCount === 0 && !files.deletedAt)) return null;
  return (
    <Card data-testid="order-files" role="region" aria-labelledby="order-files-title">
      <CardHeader>
        <CardTitle>
          <h2 id="order-files-title">{t("card.title")}</h2>
        </CardTitle>
      </CardHeader>
      <CardContent>{files.deletedAt ? <DeletedFiles files={files} /> : <KeptFiles files={files} />}</CardContent>
    </Card>
  );
}

function KeptFiles({ files }: { files: OrderFilesDto }) {
  const { t } = useTranslation("files");
  const f = useOrderFormat();
  return (
    <div className="space-y-3 text-sm">
      <p className="flex gap-2">
        <ShieldCheck aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-primary" />
        <span>
          {t("card.kept", { days: files.retentionDays })}
          {files.plannedDeletionAt && <> {t("card.plannedDeletion", { date: f.longDate(files.plannedDeletionAt) })}</>}
          {files.noticeSentAt && <> {t("card.noticeSent", { date: f.longDate(files.noticeSentAt) })}</>}
        </span>
      </p>
      {files.canDelete && <DeleteFilesButton orderId={files.orderId} />}
    </div>
  );
}

function DeletedFiles({ files }: { files: OrderFilesDto }) {
  const { t } = useTranslation("files");
  const f = useOrderFormat();
  const date = f.longDate(files.deletedAt!);
  return (
    <div className="space-y-3 text-sm" data-testid="order-files-deleted">
      <p className="flex gap-2 font-medium">
        <FileX2 aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-muted-foreground" />
        {files.deletionReason === "customer"
          ? t("card.deletedByYou", { date })
          : t("card.deletedByRetention", { date })}
      </p>
      {files.deletedFiles.length > 0 && (
        <div>
          <p className="text-muted-foreground">{t("card.deletedList")}</p>
          <ul className="mt-1 list-disc space-y-0.5 pl-5">
            {files.deletedFiles.map((file, index) => (
              <li key={`${file.kind}-${index}`} className="break-words">
                {t(`kinds.${file.kind}`)}: {file.name}
              </li>
            ))}
          </ul>
        </div>
      )}
      {files.deletedFiles.some((file) => file.kind === "certificate") && (
        <p className="text-muted-foreground">{t("card.verifyStays")}</p>
      )}
    </div>
  );
}

function DeleteFilesButton({ orderId }: { orderId: number }) {
  const { t } = useTranslation("files");
  const [open, setOpen] = useState(false);
  const remove = useDeleteOrderFiles(orderId, () => setOpen(false));
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="outline" className="text-destructive hover:text-destructive">
          <Trash2 aria-hidden="true" />
          {t("card.deleteButton")}
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{t("card.confirmTitle", { id: orderId })}</DialogTitle>
          <DialogDescription>{t("card.confirmText")}</DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline">{t("card.keep")}</Button>
          </DialogClose>
          <Button variant="destructive" onClick={() => remove.mutate()} disabled={remove.isPending}>
            {remove.isPending ? t("card.deleting") : t("card.confirm")}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
