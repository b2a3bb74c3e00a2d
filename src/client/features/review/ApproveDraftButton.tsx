import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle, DialogTrigger } from "@/components/ui/dialog";
import { useApproveDraft } from "./use-review";

/** "Approve translation", confirmed in a dialog: the approved draft is certified and delivered. */
export function ApproveDraftButton({ orderId }: { orderId: number }) {
  const [open, setOpen] = useState(false);
  const approve = useApproveDraft(orderId, () => setOpen(false));
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button>Approve translation</Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Approve the translation?</DialogTitle>
          <DialogDescription>
            Once approved, the translation is final: we issue the certificates and complete your order. To ask for changes, request a revision instead.
          </DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <DialogClose asChild>
            <Button type="button" variant="outline">
              Not yet
            </Button>
          </DialogClose>
          <Button type="button" onClick={() => approve.mutate()} disabled={approve.isPending}>
            {approve.isPending ? "Approving..." : "Approve"}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
