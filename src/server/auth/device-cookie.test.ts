import { randomBytes } from "node:crypto";
import { describe, expect, it } from "vitest";
import { decodeDeviceCookie, encodeDeviceCookie, newDeviceCookie } from "./device-cookie";

const key = randomBytes(32);

describe("device cookie value", () => {
  it("reads back the account and nonce it was made for", () => {
    const cookie = newDeviceCookie(42);
    const value = encodeDeviceCookie(key, cookie);
    expect(value).toMatch(/^42\.[A-Za-z0-9_-]{22}\.[A-Za-z0-9_-]{43}$/);
    expect(decodeDeviceCookie(key, value)).toEqual(cookie);
  });

  it("refuses a value signed with another key, or with any part changed", () => {
    const value = encodeDeviceCookie(key, newDeviceCookie(42));
    const [, nonce, signature] = value.split(".");
    expect(decodeDeviceCookie(randomBytes(32), value)).toBeNull();
    expect(decodeDeviceCookie(key, `43.${nonce}.${signature}`)).toBeNull();
    expect(decodeDeviceCookie(key, `42.${"A".repeat(22)}.${signature}`)).toBeNull();
    expect(decodeDeviceCookie(key, `42.${nonce}.${"A".repeat(43)}`)).toBeNull();
    expect(decodeDeviceCookie(key, `42.${nonce}.${signature!.slice(0, 20)}`)).toBeNull();
  });

  it("refuses malformed values", () => {
    const value = encodeDeviceCookie(key, newDeviceCookie(7));
    for (const bad of [
      undefined,
      "",
      "7",
      `${value}.x`,
      `07${value.slice(1)}`,
      `-7${value.slice(1)}`,
      value + "A".repeat(100),
    ]) {
      expect(decodeDeviceCookie(key, bad)).toBeNull();
    }
  });
});
