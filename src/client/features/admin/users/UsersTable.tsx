import type { AdminUser } from "@shared/schemas/admin";
import { Card } from "@/components/ui/card";
import { cn } from "@/lib/utils";
import { shownAccount } from "@shared/account-deletion";
import { shortDate } from "@/features/admin/format";
import { DeletedBadge, DisabledBadge, RoleBadge } from "@/features/admin/users/RoleBadge";
import { UserRowActions, type UserAction } from "@/features/admin/users/UserRowActions";

type Props = { users: AdminUser[]; currentUserId?: number; onAction: (action: UserAction, user: AdminUser) => void };

const th = "px-4 py-3 text-left text-xs font-semibold uppercase tracking-wide text-muted-foreground";

function UserName({ user }: { user: AdminUser }) {
  const shown = shownAccount(user);
  return (
    <div className="min-w-0">
      <p className="flex flex-wrap items-center gap-2 font-medium">
        {shown.name}
        {user.deletedAt ? <DeletedBadge /> : user.disabled && <DisabledBadge />}
      </p>
      <p className="truncate text-xs text-muted-foreground">
        {user.deletedAt ? `Deleted ${shortDate(user.deletedAt)}` : `@${shown.username}`}
      </p>
    </div>
  );
}

/** A deleted account's placeholder address is nobody's: shown as a dash. */
function shownEmail(user: AdminUser): string {
  return shownAccount(user).email ?? "—";
}

/** The Customers list: a table from md up, cards below. Disabled accounts are dimmed with a Disabled badge. */
export function UsersTable({ users, currentUserId, onAction }: Props) {
  const actions = (user: AdminUser) => (
    <UserRowActions user={user} isSelf={user.id === currentUserId} onAction={onAction} />
  );
  return (
    <>
      <Card className="hidden overflow-x-auto md:block">
        <table className="w-full text-sm">
          <caption className="sr-only">Users</caption>
          <thead className="border-b bg-muted/40">
            <tr>
              <th scope="col" className={th}>
                User
              </th>
              <th scope="col" className={th}>
                Email
              </th>
              <th scope="col" className={th}>
                Role
              </th>
              <th scope="col" className={th}>
                Created
              </th>
              <th scope="col" className={cn(th, "text-right")}>
                Actions
              </th>
            </tr>
          </thead>
          <tbody className="divide-y">
            {users.map((user) => (
              <tr
                key={user.id}
                data-testid={`user-row-${user.username}`}
                className={cn(user.disabled && "bg-muted/40")}
              >
                <td className="px-4 py-3">
                  <UserName user={user} />
                </td>
                <td className="max-w-64 truncate px-4 py-3">{shownEmail(user)}</td>
                <td className="px-4 py-3">
                  <RoleBadge role={user.role} />
                </td>
                <td className="whitespace-nowrap px-4 py-3">{shortDate(user.createdAt)}</td>
                <td className="px-4 py-2 text-right">{actions(user)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </Card>

      <ul className="space-y-3 md:hidden">
        {users.map((user) => (
          <li key={user.id} data-testid={`user-card-${user.username}`}>
            <Card className={cn("flex items-start gap-3 p-4", user.disabled && "bg-muted/40")}>
              <div className={cn("min-w-0 flex-1 space-y-2", user.disabled && "text-muted-foreground")}>
                <UserName user={user} />
                <p className="truncate text-sm">{shownEmail(user)}</p>
                <p className="flex items-center gap-2 text-xs text-muted-foreground">
                  <RoleBadge role={user.role} /> Joined {shortDate(user.createdAt)}
                </p>
              </div>
              {actions(user)}
            </Card>
          </li>
        ))}
      </ul>
    </>
  );
}
