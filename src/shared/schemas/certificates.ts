import { z } from "zod";
import { personName } from "../person-name";

// Translator signatures, public certificate verification and revocation (docs/delivery.md).

/** GET /api/verify/:code: what the public may learn about a certificate, and nothing more. */
export const verifiedCertificateSchema = z.object({
  certificateNumber: z.string(),
  issuedAt: z.string(),
  languagePair: z.string(),
  translatorName: z.string(),
  /** The kind of document ("Birth certificate"), never the customer's file name: it often holds their name. */
  documentType: z.string(),
  /** Pages of the certified translation; null for certificates issued before it was recorded, or formats that do not say. */
  pageCount: z.number().int().positive().nullable(),
  /** The pages are those of the one certified PDF (translation, certificate, source copy), not the translation's alone. */
  combined: z.boolean(),
  notarized: z.boolean(),
  certificateSha256: z.string(),
  translationSha256: z.string().nullable(),
  status: z.enum(["valid", "revoked"]),
  revokedAt: z.string().nullable(),
});
export type VerifiedCertificateDto = z.infer<typeof verifiedCertificateSchema>;

export const REVOCATION_REASON_REQUIRED = "Please give a reason for revoking the certificate";
export const REVOCATION_REASON_TOO_LONG = "The reason must be at most 500 characters";

/** POST /api/admin/certificates/:id/revoke */
export const revokeCertificateSchema = z.object({
  reason: z
    .string({ error: REVOCATION_REASON_REQUIRED })
    .trim()
    .min(3, REVOCATION_REASON_REQUIRED)
    .max(500, REVOCATION_REASON_TOO_LONG),
});
export type RevokeCertificateInput = z.infer<typeof revokeCertificateSchema>;

export const SIGNATURE_KINDS = ["drawn", "uploaded", "typed"] as const;
export type SignatureKind = (typeof SIGNATURE_KINDS)[number];

/** Signature images: PNG or JPEG up to 1 MB (a drawn signature is a few KB). */
export const SIGNATURE_MAX_BYTES = 1024 * 1024;
export const SIGNATURE_TOO_LARGE = "The signature image must be at most 1 MB";
export const SIGNATURE_NOT_AN_IMAGE = "The signature must be a PNG or JPG image";
export const SIGNATURE_EMPTY = "The signature is empty: please sign in the box";
export const TYPED_NAME_REQUIRED = "Please type your full name";

/** POST /api/translator/signature/typed */
export const typedSignatureSchema = z.object({
  name: personName(
    z.string().trim().min(2, TYPED_NAME_REQUIRED).max(80, "The name must be at most 80 characters"),
    TYPED_NAME_REQUIRED,
  ),
});
export type TypedSignatureInput = z.infer<typeof typedSignatureSchema>;

/** GET /api/translator/signature (and PUT …/image, …/typed): whether the translator has given a signature, and which kind. */
export const translatorSignatureSchema = z.object({
  signature: z
    .object({ kind: z.enum(SIGNATURE_KINDS), typedName: z.string().nullable(), updatedAt: z.string() })
    .nullable(),
  /** The name a typed signature defaults to (the translator's full name). */
  fullName: z.string(),
});
export type TranslatorSignatureDto = z.infer<typeof translatorSignatureSchema>;
