import { useState } from "react";
import { useTranslation } from "react-i18next";
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
import { useApproveDraft } from "./use-review";

/** "Approve translation", confirmed in a dialog: the approved draft is certified and delivered. */
export function ApproveDraftButton({ orderId }: { orderId: number }) {
  const { t } = useTranslation("review");
  const [open, setOpen] = useState(false);
  const approve = useApproveDraft(orderId, () => setOpen(false));
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button>{t("approve.button")}</Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{t("approve.title")}</DialogTitle>
          <DialogDescription>{t("approve.text")}</DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <DialogClose asChild>
            <Button type="button" variant="outline">
              {t("approve.notYet")}
            </Button>
          </DialogClose>
          <Button type="button" onClick={() => approve.mutate()} disabled={approve.isPending}>
            {approve.isPending ? t("approve.confirming") : t("approve.confirm")}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
