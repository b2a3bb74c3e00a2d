// The editor's keyboard (issue 39 item 2). One table: the handler reads it to act and the help dialog lists it.

export type EditorAction =
  | "confirmNext"
  | "previous"
  | "next"
  | "copySource"
  | "insertMatch1"
  | "insertMatch2"
  | "insertMatch3"
  | "insertTerm"
  | "find"
  | "help";

/** The keys of each action as the help dialog shows them (the first is the main one). */
export const SHORTCUTS: { action: EditorAction; keys: string[] }[] = [
  { action: "confirmNext", keys: ["Ctrl+Enter"] },
  { action: "previous", keys: ["Ctrl+↑"] },
  { action: "next", keys: ["Ctrl+↓"] },
  { action: "copySource", keys: ["Ctrl+Shift+Insert", "Ctrl+Shift+S"] },
  { action: "insertMatch1", keys: ["Ctrl+1", "Ctrl+Alt+1"] },
  { action: "insertMatch2", keys: ["Ctrl+2", "Ctrl+Alt+2"] },
  { action: "insertMatch3", keys: ["Ctrl+3", "Ctrl+Alt+3"] },
  { action: "insertTerm", keys: ["Ctrl+Shift+T"] },
  { action: "find", keys: ["Ctrl+Shift+F"] },
  { action: "help", keys: ["F1", "?"] },
];

type KeyLike = Pick<KeyboardEvent, "key" | "code" | "ctrlKey" | "metaKey" | "shiftKey" | "altKey">;

/**
 * The action a key press asks for, or null. Cmd counts as Ctrl on a Mac. "?" is help only outside a text field
 * (`typing`), where it is a character; the digits are read from `code` so Ctrl+Alt+1 works on every layout.
 */
export function actionOf(event: KeyLike, typing: boolean): EditorAction | null {
  const ctrl = event.ctrlKey || event.metaKey;
  if (event.key === "F1") return "help";
  if (!ctrl) return !typing && event.key === "?" ? "help" : null;
  const key = event.key.length === 1 ? event.key.toLowerCase() : event.key;
  if (key === "Enter" && !event.shiftKey) return "confirmNext";
  if (key === "ArrowUp" && !event.shiftKey) return "previous";
  if (key === "ArrowDown" && !event.shiftKey) return "next";
  if (event.shiftKey && (key === "Insert" || key === "s")) return "copySource";
  if (event.shiftKey && key === "t") return "insertTerm";
  if (event.shiftKey && key === "f") return "find";
  const digit = /^Digit([123])$/.exec(event.code)?.[1] ?? (/^[123]$/.test(key) ? key : undefined);
  if (digit && !event.shiftKey) return `insertMatch${digit}` as EditorAction;
  return null;
}
