import { errorText } from "./error-codes";
// Names and subjects end up in e-mail headers, admin tables and receipts: a line break there can forge a
// header line or a row. Control characters (C0, DEL, C1) and the Unicode line and paragraph separators are refused.
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL_OR_LINE_BREAK = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/;

/** Whether a short text (a name, a subject) is one line of printable characters. */
export function isSingleLine(value: string): boolean {
  return !CONTROL_OR_LINE_BREAK.test(value);
}

export const SINGLE_LINE_MESSAGES = {
  firstName: errorText("FIRST_NAME_LINE"),
  lastName: errorText("LAST_NAME_LINE"),
  fullName: "Full name must be a single line",
} as const;
