import type { AdminUser } from "@shared/schemas/admin";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";
import { shownAccount } from "@shared/account-deletion";
import { longDate } from "@/features/admin/format";
import { DeletedBadge, DisabledBadge, RoleBadge } from "@/features/admin/users/RoleBadge";

type Props = { user: AdminUser | null; onOpenChange: (open: boolean) => void };

/** View Details: a read-only summary of an account. */
export function UserDetailsDialog({ user, onOpenChange }: Props) {
  const shown = user && shownAccount(user);
  return (
    <Dialog open={!!user} onOpenChange={onOpenChange}>
      <DialogContent>
        {user && shown && (
          <>
            <DialogHeader>
              <DialogTitle>User Details</DialogTitle>
              <DialogDescription>{shown.name}'s account.</DialogDescription>
            </DialogHeader>
            <dl className="grid gap-x-6 gap-y-3 text-sm sm:grid-cols-[max-content_1fr]">
              {(
                [
                  ["First name", user.firstName || "-"],
                  ["Last name", user.lastName || "-"],
                  ["Username", shown.username ? `@${shown.username}` : "-"],
                  ["Email", shown.email ?? "-"],
                  ["Role", <RoleBadge role={user.role} />],
                  ["Status", user.deletedAt ? <DeletedBadge /> : user.disabled ? <DisabledBadge /> : "Active"],
                  ...(user.deletedAt ? ([["Deleted", longDate(user.deletedAt)]] as const) : []),
                  ["Orders", user.orderCount],
                  ["Created", longDate(user.createdAt)],
                ] as const
              ).map(([label, value]) => (
                <div key={label} className="contents">
                  <dt className="text-muted-foreground">{label}</dt>
                  <dd className="break-all font-medium">{value}</dd>
                </div>
              ))}
            </dl>
            <DialogFooter>
              <DialogClose asChild>
                <Button variant="outline">Close</Button>
              </DialogClose>
            </DialogFooter>
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}
