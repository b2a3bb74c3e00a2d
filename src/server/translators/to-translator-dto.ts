import type { TranslatorApplicationDto } from "../../shared/schemas/translators";
import type { translators } from "../db/schema/translators";

export type TranslatorRow = typeof translators.$inferSelect;

/** The application as admins see it: file links are the admin-only routes, never storage keys; no secrets. */
export function toTranslatorDto(row: TranslatorRow): TranslatorApplicationDto {
  const fileUrl = (key: string | null, route: string) =>
    key ? `/api/admin/translators/${row.translatorId}/${route}` : null;
  return {
    translatorId: row.translatorId,
    fullName: row.fullName,
    email: row.email,
    emailVerified: row.emailVerified,
    phone: row.phone,
    country: row.country,
    nativeLanguage: row.nativeLanguage,
    languagePair: row.languagePair,
    category: row.category,
    experienceYears: row.experienceYears,
    resumeUrl: fileUrl(row.resumeUrl, "resume"),
    sampleTranslationsUrl: fileUrl(row.sampleTranslationsUrl, "samples"),
    associationMembershipUrl: fileUrl(row.associationMembershipUrl, "association"),
    freelancerProfileUrl: row.freelancerProfileUrl,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
