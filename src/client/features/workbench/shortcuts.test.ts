import { describe, expect, it } from "vitest";
import { actionOf } from "./shortcuts";

const press = (
  key: string,
  modifiers: { ctrl?: boolean; shift?: boolean; alt?: boolean; meta?: boolean; code?: string } = {},
) => ({
  key,
  code: modifiers.code ?? "",
  ctrlKey: modifiers.ctrl ?? false,
  shiftKey: modifiers.shift ?? false,
  altKey: modifiers.alt ?? false,
  metaKey: modifiers.meta ?? false,
});

describe("editor shortcuts", () => {
  it("maps each listed key to its action", () => {
    expect(actionOf(press("Enter", { ctrl: true }), true)).toBe("confirmNext");
    expect(actionOf(press("Enter", { meta: true }), true)).toBe("confirmNext");
    expect(actionOf(press("ArrowUp", { ctrl: true }), true)).toBe("previous");
    expect(actionOf(press("ArrowDown", { ctrl: true }), true)).toBe("next");
    expect(actionOf(press("Insert", { ctrl: true, shift: true }), true)).toBe("copySource");
    expect(actionOf(press("S", { ctrl: true, shift: true }), true)).toBe("copySource");
    expect(actionOf(press("T", { ctrl: true, shift: true }), true)).toBe("insertTerm");
    expect(actionOf(press("2", { ctrl: true, code: "Digit2" }), true)).toBe("insertMatch2");
    expect(actionOf(press("¹", { ctrl: true, alt: true, code: "Digit1" }), true)).toBe("insertMatch1");
    expect(actionOf(press("F1"), true)).toBe("help");
  });

  it("leaves plain typing alone: '?' is a character in a text field and Enter a new line", () => {
    expect(actionOf(press("?"), true)).toBeNull();
    expect(actionOf(press("?"), false)).toBe("help");
    expect(actionOf(press("Enter"), true)).toBeNull();
    expect(actionOf(press("s", { ctrl: true }), true)).toBeNull();
    expect(actionOf(press("4", { ctrl: true, code: "Digit4" }), true)).toBeNull();
  });
});
