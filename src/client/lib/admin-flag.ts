import type { PublicUser } from "@shared/schemas/auth";

// A user counts as admin if the role is admin or the session flag isAdminUser equals "true".
const ADMIN_FLAG = "isAdminUser";

function storage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

export function hasAdminFlag(): boolean {
  return storage()?.getItem(ADMIN_FLAG) === "true";
}

export function setAdminFlag(): void {
  storage()?.setItem(ADMIN_FLAG, "true");
}

export function clearAdminFlag(): void {
  storage()?.removeItem(ADMIN_FLAG);
}

export function isAdminUser(user: PublicUser | null | undefined): boolean {
  return !!user && (user.role === "admin" || hasAdminFlag());
}

export function displayName(user: Pick<PublicUser, "firstName" | "username">): string {
  return user.firstName || user.username;
}
