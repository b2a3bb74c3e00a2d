import type { AdminUser } from "@shared/schemas/admin";
import { searchMatches } from "@shared/search-text";

// The Customers screen's tabs, search and header counts (docs/admin-ui.md). Pure, so it is unit tested.

export type UserTab = "all" | "admins" | "users";

const roleIs = (user: Pick<AdminUser, "role">, role: string) => String(user.role).toLowerCase() === role;

/** All Users holds every account (translators included); Administrators and Regular Users compare the role case-insensitively. */
export function inTab(user: Pick<AdminUser, "role">, tab: UserTab): boolean {
  if (tab === "admins") return roleIs(user, "admin");
  if (tab === "users") return roleIs(user, "user");
  return true;
}

type Searchable = Pick<AdminUser, "username" | "email" | "firstName" | "lastName">;

/** Case-insensitive match, the Turkish way (DEMİR finds Demir), in username, email, first or last name or both. */
export function matchesSearch(user: Searchable, search: string): boolean {
  const fullName = [user.firstName, user.lastName].filter(Boolean).join(" ");
  return searchMatches(search, [user.username, user.email, user.firstName, user.lastName, fullName]);
}

export function filterUsers<T extends AdminUser>(users: T[], tab: UserTab, search: string): T[] {
  return users.filter((user) => inTab(user, tab) && matchesSearch(user, search));
}

export function countUsers(users: Pick<AdminUser, "role">[]) {
  return {
    total: users.length,
    admins: users.filter((user) => roleIs(user, "admin")).length,
    regular: users.filter((user) => roleIs(user, "user")).length,
  };
}
