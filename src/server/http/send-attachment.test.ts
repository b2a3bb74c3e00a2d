import Fastify from "fastify";
import { describe, expect, it } from "vitest";
import { attachmentDisposition, sendAttachment } from "./send-attachment";

describe("attachmentDisposition", () => {
  it("gives an ASCII fallback and the exact UTF-8 name", () => {
    expect(attachmentDisposition('Öğrenci "belgesi".pdf')).toBe(
      `attachment; filename="__renci _belgesi_.pdf"; filename*=UTF-8''%C3%96%C4%9Frenci%20%22belgesi%22.pdf`,
    );
    expect(attachmentDisposition("Doğum Belgesi İŞĞÜ.pdf")).toBe(
      `attachment; filename="Do_um Belgesi ____.pdf"; filename*=UTF-8''Do%C4%9Fum%20Belgesi%20%C4%B0%C5%9E%C4%9E%C3%9C.pdf`,
    );
  });

  it("escapes characters that are special in the header, and names a plain file as it is", () => {
    expect(attachmentDisposition("Tapu (Şişli)*.pdf")).toBe(
      `attachment; filename="Tapu (_i_li)*.pdf"; filename*=UTF-8''Tapu%20%28%C5%9Ei%C5%9Fli%29%2A.pdf`,
    );
    expect(attachmentDisposition("a\\b.pdf")).toBe(`attachment; filename=a_b.pdf; filename*=UTF-8''a%5Cb.pdf`);
    expect(attachmentDisposition("contract.pdf")).toBe("attachment; filename=contract.pdf");
    expect(attachmentDisposition("resume-7.pdf", "inline")).toBe("inline; filename=resume-7.pdf");
  });
});

describe("sendAttachment", () => {
  it("sends the bytes with the name, the type and private, unsniffed headers", async () => {
    const app = Fastify();
    app.get("/file", (_request, reply) =>
      sendAttachment(reply, {
        fileName: "Doğum Belgesi İŞĞÜ.pdf",
        contentType: "application/pdf",
        bytes: Buffer.from("%PDF-1.7"),
      }),
    );
    const response = await app.inject({ method: "GET", url: "/file" });
    await app.close();
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe("%PDF-1.7");
    expect(response.headers).toMatchObject({
      "content-type": "application/pdf",
      "x-content-type-options": "nosniff",
      "cache-control": "private, no-store",
    });
    const disposition = response.headers["content-disposition"] as string;
    expect(decodeURIComponent(/filename\*=UTF-8''(.+)$/.exec(disposition)![1]!)).toBe("Doğum Belgesi İŞĞÜ.pdf");
  });
});
