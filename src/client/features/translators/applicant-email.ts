// The applicant's e-mail, kept for this browser tab after applying or asking for a new e-mail, so the
// code page can send it along: wrong codes then count against that one application (docs/translators.md).
const KEY = "translatorApplicationEmail";

export function rememberApplicantEmail(email: string): void {
  try {
    sessionStorage.setItem(KEY, email);
  } catch {
    // Storage disabled: the code alone still works.
  }
}

export function recallApplicantEmail(): string | undefined {
  try {
    return sessionStorage.getItem(KEY) ?? undefined;
  } catch {
    return undefined;
  }
}
