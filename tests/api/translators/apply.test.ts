import fs from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { APPLICATION_MESSAGES, contentMismatchMessage } from "../../../src/shared/schemas/translators";
import { hashSecret } from "../../../src/server/security/one-time-codes";
import { NOT_MULTIPART_MESSAGE } from "../../../src/server/translators/read-application-upload";
import { PNG_BYTES, buildDoc, buildDocx, buildPdf } from "../../support/fixtures";
import { createTestApp, type TestApp } from "../../support/test-app";
import {
  SAMPLE_TEXT,
  applicationFields,
  defaultFiles,
  postApplication,
  readVerificationMail,
  translatorEmailCode,
  translatorRow,
} from "./support";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

/** Every stored file, to prove refused applications leave nothing behind. */
function storedFiles(): string[] {
  const root = path.join(t.config.dataDir, "uploads");
  if (!fs.existsSync(root)) return [];
  return (fs.readdirSync(root, { recursive: true }) as string[]).filter((entry) =>
    fs.statSync(path.join(root, entry)).isFile(),
  );
}

describe("POST /api/translator-application", () => {
  it("creates a Pending application, stores the files under generated keys and e-mails a link and a code", async () => {
    const fields = applicationFields({ country: "USA", email: "Zeynep.Arslan@Example.com" });
    const files = {
      ...(await defaultFiles()),
      associationMembershipFile: { name: "ata-card.png", bytes: PNG_BYTES, type: "image/png" },
    };
    const response = await postApplication(t, fields, files);

    expect(response.statusCode).toBe(201);
    const { message, translatorId } = response.json();
    expect(message).toBe(APPLICATION_MESSAGES.submitted);
    const row = await translatorRow(t, translatorId);
    expect(row).toMatchObject({
      fullName: "Zeynep Arslan",
      email: "zeynep.arslan@example.com",
      country: "United States",
      languagePair: "tr-en",
      category: "Legal",
      experienceYears: 7,
      freelancerProfileUrl: "https://www.proz.com/profile/123",
      status: "Pending",
      emailVerified: false,
      tokenUsed: false,
    });
    for (const key of [row.resumeUrl, row.sampleTranslationsUrl, row.associationMembershipUrl]) {
      expect(key).toMatch(/^translators\/\d{4}\/\d{2}\/[0-9a-f-]{36}$/);
    }
    expect(await t.storage.get(row.resumeUrl!)).toEqual(files.resumeFile.bytes);
    expect(await t.storage.get(row.sampleTranslationsUrl!)).toEqual(SAMPLE_TEXT);
    expect(await t.storage.get(row.associationMembershipUrl!)).toEqual(PNG_BYTES);

    const { mail, token, code } = await readVerificationMail(t, "zeynep.arslan@example.com");
    expect(mail.text).toContain(`${t.config.publicUrl}/verify-translator-email/${token}`);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(code).toMatch(/^\d{6}$/);
    // Only hashes are stored; the link and the code live 24 hours.
    expect(row.verificationToken).toBe(hashSecret(token));
    const emailCode = await translatorEmailCode(t, translatorId);
    expect(emailCode).toMatchObject({
      purpose: "translator_email",
      email: "zeynep.arslan@example.com",
      codeHash: hashSecret(code),
      attempts: 0,
      usedAt: null,
    });
    expect(row.tokenExpires!.getTime() - emailCode.createdAt.getTime()).toBe(24 * 60 * 60 * 1000);
    expect(emailCode.expiresAt).toEqual(row.tokenExpires);
  });

  it("accepts Word résumés (.docx and .doc) and a PDF sample, with no profile URL", async () => {
    for (const resumeFile of [
      { name: "cv.docx", bytes: buildDocx(["Curriculum vitae"]) },
      { name: "cv.doc", bytes: buildDoc() },
    ]) {
      const sampleTranslationsFile = { name: "sample.pdf", bytes: await buildPdf([["Sample"]]) };
      const response = await postApplication(t, applicationFields({ freelancerProfileUrl: "" }), {
        resumeFile,
        sampleTranslationsFile,
      });
      expect(response.statusCode).toBe(201);
      expect((await translatorRow(t, response.json().translatorId)).freelancerProfileUrl).toBeNull();
    }
  });

  it.each([
    [{ country: "Turkey" }, APPLICATION_MESSAGES.usOnly],
    [{ country: "" }, APPLICATION_MESSAGES.country],
    [{ fullName: "A" }, APPLICATION_MESSAGES.fullName],
    [{ email: "not-an-email" }, APPLICATION_MESSAGES.email],
    [{ phone: "555-0148" }, APPLICATION_MESSAGES.phone],
    [{ nativeLanguage: "T" }, APPLICATION_MESSAGES.nativeLanguage],
    [{ languagePair: "de-en" }, APPLICATION_MESSAGES.languagePair],
    [{ category: "Poetry" }, APPLICATION_MESSAGES.category],
    [{ experienceYears: "-1" }, APPLICATION_MESSAGES.experienceYears],
    [{ experienceYears: "2.5" }, APPLICATION_MESSAGES.experienceYears],
    [{ freelancerProfileUrl: "proz.com/me" }, APPLICATION_MESSAGES.freelancerProfileUrl],
    [{ freelancerProfileUrl: "javascript:alert(1)" }, APPLICATION_MESSAGES.freelancerProfileUrl],
    [{ confirmAccuracy: "false" }, APPLICATION_MESSAGES.confirmAccuracy],
  ])("refuses %o with the spec's message and stores nothing", async (override, message) => {
    const before = storedFiles().length;
    const response = await postApplication(t, applicationFields(override));
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(message);
    expect(storedFiles()).toHaveLength(before);
  });

  it("refuses a missing resume or translation sample", async () => {
    const files = await defaultFiles();
    const noResume = await postApplication(t, applicationFields(), { ...files, resumeFile: undefined });
    expect(noResume.statusCode).toBe(400);
    expect(noResume.json().message).toBe("Please upload your resume");
    const noSample = await postApplication(t, applicationFields(), { ...files, sampleTranslationsFile: undefined });
    expect(noSample.statusCode).toBe(400);
    expect(noSample.json().message).toBe("Please upload a sample of your previous translation work");
  });

  it("checks each file's real content, extension and size", async () => {
    const files = await defaultFiles();
    const cases = [
      [{ ...files, resumeFile: { name: "resume.pdf", bytes: PNG_BYTES } }, 400, contentMismatchMessage("resumeFile")],
      [
        { ...files, resumeFile: { name: "resume.docx", bytes: Buffer.from("PK\x03\x04 not a word file") } },
        400,
        contentMismatchMessage("resumeFile"),
      ],
      [
        { ...files, sampleTranslationsFile: { name: "sample.txt", bytes: PNG_BYTES } },
        400,
        contentMismatchMessage("sampleTranslationsFile"),
      ],
      [
        { ...files, associationMembershipFile: { name: "card.jpg", bytes: PNG_BYTES } },
        400,
        contentMismatchMessage("associationMembershipFile"),
      ],
      [
        { ...files, resumeFile: { name: "resume.txt", bytes: SAMPLE_TEXT } },
        400,
        "Resume: File type not supported. Allowed types: .pdf, .doc, .docx",
      ],
      [
        { ...files, resumeFile: { name: "resume.exe", bytes: Buffer.from("MZ\x90\x00") } },
        400,
        "Resume: File type not supported. Allowed types: .pdf, .doc, .docx",
      ],
      [
        {
          ...files,
          resumeFile: {
            name: "big.pdf",
            bytes: Buffer.concat([Buffer.from("%PDF-1.7\n"), Buffer.alloc(10 * 1024 * 1024)]),
          },
        },
        413,
        "Resume: File size exceeds 10MB limit",
      ],
    ] as const;
    const before = storedFiles().length;
    for (const [uploads, status, message] of cases) {
      const response = await postApplication(t, applicationFields(), uploads);
      expect(response.statusCode, message).toBe(status);
      expect(response.json().message).toBe(message);
    }
    expect(storedFiles()).toHaveLength(before);
  });

  it("refuses a second application with the same e-mail, whatever its case", async () => {
    const fields = applicationFields();
    expect((await postApplication(t, fields)).statusCode).toBe(201);
    const before = storedFiles().length;
    const again = await postApplication(t, { ...fields, email: fields.email.toUpperCase() });
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe("An application with this email already exists");
    expect(storedFiles()).toHaveLength(before);
  });

  it("deletes the stored files when the database write fails", async () => {
    const before = storedFiles().length;
    const spy = vi.spyOn(t.db, "transaction").mockRejectedValueOnce(new Error("database went away"));
    const response = await postApplication(t);
    spy.mockRestore();
    expect(response.statusCode).toBe(500);
    expect(response.json().message).toBe("Something went wrong");
    expect(storedFiles()).toHaveLength(before);
  });

  it("refuses a body that is not a multipart form", async () => {
    const response = await t.app.inject({
      method: "POST",
      url: "/api/translator-application",
      payload: applicationFields(),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(NOT_MULTIPART_MESSAGE);
  });
});
