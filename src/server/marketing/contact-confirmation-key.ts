const GMAIL_DOMAINS = new Set(["gmail.com", "googlemail.com"]);

/**
 * The inbox an address delivers to, as the key of the once-a-day contact confirmation: case folded, a
 * "+tag" sub-address dropped, and for Gmail the dots too (it ignores them), so "Victim+1@…" and "victim+2@…"
 * count as one inbox.
 */
export function contactConfirmationKey(email: string): string {
  const address = email.trim().toLowerCase();
  const at = address.lastIndexOf("@");
  if (at <= 0) return address;
  const local = address.slice(0, at).split("+")[0] || address.slice(0, at);
  const domain = address.slice(at + 1);
  return GMAIL_DOMAINS.has(domain) ? `${local.replace(/\./g, "")}@gmail.com` : `${local}@${domain}`;
}
