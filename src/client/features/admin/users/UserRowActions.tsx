import { Ban, CircleCheck, Eye, MoreHorizontal, Pencil } from "lucide-react";
import type { AdminUser } from "@shared/schemas/admin";
import { Button } from "@/components/ui/button";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "@/components/ui/dropdown-menu";

export type UserAction = "view" | "edit" | "disable" | "enable";

type Props = { user: AdminUser; isSelf: boolean; onAction: (action: UserAction, user: AdminUser) => void };

/** View Details, Edit User, and Disable Account (or Enable Account when disabled; neither on the admin's own row). A deleted account: View Details only. */
export function UserRowActions({ user, isSelf, onAction }: Props) {
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button variant="ghost" size="icon" aria-label={`Actions for @${user.username}`}>
          <MoreHorizontal aria-hidden="true" />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        <DropdownMenuItem onSelect={() => onAction("view", user)}>
          <Eye aria-hidden="true" /> View Details
        </DropdownMenuItem>
        {/* A deleted account has nothing left to edit, disable or enable (the server refuses it too). */}
        {!user.deletedAt && (
          <DropdownMenuItem onSelect={() => onAction("edit", user)}>
            <Pencil aria-hidden="true" /> Edit User
          </DropdownMenuItem>
        )}
        {!isSelf && !user.deletedAt && <DropdownMenuSeparator />}
        {!isSelf && !user.deletedAt && !user.disabled && (
          <DropdownMenuItem
            className="text-destructive focus:text-destructive"
            onSelect={() => onAction("disable", user)}
          >
            <Ban aria-hidden="true" /> Disable Account
          </DropdownMenuItem>
        )}
        {!isSelf && !user.deletedAt && user.disabled && (
          <DropdownMenuItem onSelect={() => onAction("enable", user)}>
            <CircleCheck aria-hidden="true" /> Enable Account
          </DropdownMenuItem>
        )}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
