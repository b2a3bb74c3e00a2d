import { describe, expect, it } from "vitest";
import { logSerializers, redactUrl } from "./redact-url";

describe("redactUrl", () => {
  it("replaces the values of token, code, key and signature and keeps the rest of the URL", () => {
    expect(redactUrl("/reset-password?token=abc123")).toBe("/reset-password?token=[REDACTED]");
    expect(redactUrl("/tr/verify-email?lang=tr&token=s3cret&x=1")).toBe(
      "/tr/verify-email?lang=tr&token=[REDACTED]&x=1",
    );
    expect(redactUrl("/api/files?key=k1&signature=sig&expires=9")).toBe(
      "/api/files?key=[REDACTED]&signature=[REDACTED]&expires=9",
    );
    expect(redactUrl("/x?code=123456#top")).toBe("/x?code=[REDACTED]#top");
  });

  it("is not fooled by upper case or percent-encoded names, and leaves URLs without secrets alone", () => {
    expect(redactUrl("/x?TOKEN=a&%74oken=b&Code=c")).toBe("/x?TOKEN=[REDACTED]&%74oken=[REDACTED]&Code=[REDACTED]");
    expect(redactUrl("/api/orders?page=2&tokens=ok")).toBe("/api/orders?page=2&tokens=ok");
    expect(redactUrl("/api/health")).toBe("/api/health");
    expect(redactUrl("/x?%E0%A4%A=1&token=t")).toBe("/x?%E0%A4%A=1&token=[REDACTED]");
  });

  it("serializes a request's url redacted", () => {
    const request = {
      method: "GET",
      url: "/data-export?token=zzz",
      socket: { remoteAddress: "127.0.0.1", remotePort: 5 },
    };
    expect(logSerializers.req(request as never)).toMatchObject({ method: "GET", url: "/data-export?token=[REDACTED]" });
    expect(logSerializers.url("/set-password?token=zzz")).toBe("/set-password?token=[REDACTED]");
  });
});
