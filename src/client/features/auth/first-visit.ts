// A first visit says "Welcome", not "Welcome back" (dashboard:home.welcome / home.welcomeBack). Sign-up signs the customer in and marks this tab's
// session as their first visit; signing out (or a later session) ends it.

const KEY = "bt:new-account";

export function markFirstVisit(userId: number): void {
  try {
    sessionStorage.setItem(KEY, String(userId));
  } catch {
    // Storage may be unavailable (private mode): the greeting falls back to "Welcome back".
  }
}

export function isFirstVisit(userId: number): boolean {
  try {
    return sessionStorage.getItem(KEY) === String(userId);
  } catch {
    return false;
  }
}

export function clearFirstVisit(): void {
  try {
    sessionStorage.removeItem(KEY);
  } catch {
    // nothing to clear
  }
}
