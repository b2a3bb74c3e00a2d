// The customer's status history speaks the customer's words. Notes written for the team (translator
// names, internal job numbers, override reasons) are told in the customer's terms; anything else is shown as is.

const REWRITES: [RegExp, string][] = [
  [/^Assigned to translator .*$/, "A certified translator started working on your order"],
  [/^Reassigned from .*$/, "Another certified translator took over your order"],
  [/^Translation job #\d+ completed by .*$/, "The translation is finished"],
  [/^Forced by an administrator: .*$/s, "Status updated by our team"],
  [/^Revision requested for (\d+) documents?$/, "You asked for a revision"],
];

export function customerHistoryNote(note: string | null): string | null {
  if (note === null) return null;
  for (const [pattern, words] of REWRITES) if (pattern.test(note)) return words;
  // Internal references such as "(job #12)" never reach the customer.
  return note.replace(/\s*\(job #\d+\)/g, "").replace(/\bjob #\d+/gi, "job");
}
