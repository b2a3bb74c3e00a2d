import type { AdminUser } from "@shared/schemas/admin";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";
import { shownAccount } from "@shared/account-deletion";
import { useSetUserDisabled } from "@/features/admin/users/use-admin-users";

type Props = { user: AdminUser | null; onOpenChange: (open: boolean) => void };

/** Disable Account asks first: the user is signed out at once and cannot log in until re-enabled. */
export function DisableUserDialog({ user, onOpenChange }: Props) {
  const disable = useSetUserDisabled({ onSuccess: () => onOpenChange(false) });
  return (
    <Dialog open={!!user} onOpenChange={(open) => !disable.isPending && onOpenChange(open)}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Disable Account</DialogTitle>
          <DialogDescription>
            {user ? `Disable ${shownAccount(user).name} (@${user.username})? ` : ""}
            They will be signed out everywhere at once and cannot log in until the account is enabled again.
          </DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <Button variant="outline" onClick={() => onOpenChange(false)} disabled={disable.isPending}>
            Cancel
          </Button>
          <Button
            variant="destructive"
            disabled={disable.isPending}
            onClick={() => user && disable.mutate({ id: user.id, disabled: true })}
          >
            {disable.isPending ? "Disabling..." : "Disable Account"}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
