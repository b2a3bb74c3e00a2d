import { z } from "zod";
import { TRANSLATION_DIRECTIONS, TRANSLATOR_CATEGORIES, TRANSLATOR_STATUSES, type TranslatorCategory } from "../enums";
import { checkFile } from "../file-types";
import { TRANSLATOR_DECISIONS, TRANSLATOR_TABS, type TranslatorTab } from "../translator-status";
import { personName } from "../person-name";
import { isSingleLine, SINGLE_LINE_MESSAGES } from "../single-line";
import { newAccountSchema } from "./auth";
import { pageQuerySchema, pageSchema } from "./pagination";
import { errorText } from "../error-codes";

// The translator application, e-mail verification and the admin review.
// The /apply form and POST /api/translator-application use the same schema, so each message exists once.

export const APPLICATION_MESSAGES = {
  fullName: "Full name is required",
  email: "Valid email is required",
  phone: "Valid phone number is required",
  country: "Country is required",
  usOnly: "We currently accept applications only from translators living in the United States",
  nativeLanguage: "Native language is required",
  languagePair: "Please select a language pair",
  category: "Please select a category",
  experienceYears: "Experience must be a positive number",
  experienceTooHigh: "Experience must be 70 years or less",
  freelancerProfileUrl: "Please enter a valid URL starting with http:// or https://, or leave it empty",
  confirmAccuracy: "You must confirm that all information is accurate",
  duplicateEmail: "An application with this email already exists",
  submitted: "Application submitted. Please check your email to verify your application.",
} as const;

export const US_COUNTRY = "United States";
const US_NAMES = new Set(["united states", "united states of america", "usa", "us", "u.s.", "u.s.a.", "u.s"]);

/** "USA", "U.S." and "united states" all mean the one country we accept; it is stored as "United States". */
export const isUnitedStates = (country: string) => US_NAMES.has(country.trim().toLowerCase().replace(/\s+/g, " "));

function isHttpUrl(value: string): boolean {
  try {
    return ["http:", "https:"].includes(new URL(value).protocol);
  } catch {
    return false;
  }
}

/** Multipart sends every field as text: "true"/"on" for a ticked box, digits for numbers. */
const checkedBox = z.preprocess(
  (value) => value === true || value === "true" || value === "on",
  z.literal(true, { error: APPLICATION_MESSAGES.confirmAccuracy }),
);

export const translatorApplicationSchema = z.object({
  fullName: personName(
    z
      .string()
      .trim()
      .min(2, APPLICATION_MESSAGES.fullName)
      .max(200, APPLICATION_MESSAGES.fullName)
      .refine(isSingleLine, SINGLE_LINE_MESSAGES.fullName),
    APPLICATION_MESSAGES.fullName,
  ),
  email: z
    .string({ error: APPLICATION_MESSAGES.email })
    .trim()
    .toLowerCase()
    .email(APPLICATION_MESSAGES.email)
    .max(254, APPLICATION_MESSAGES.email),
  phone: z
    .string({ error: APPLICATION_MESSAGES.phone })
    .trim()
    .min(10, APPLICATION_MESSAGES.phone)
    .max(30, APPLICATION_MESSAGES.phone)
    .regex(/^\+?[0-9()\-.\s]+$/, APPLICATION_MESSAGES.phone),
  country: z
    .string({ error: APPLICATION_MESSAGES.country })
    .trim()
    .min(2, APPLICATION_MESSAGES.country)
    .refine(isUnitedStates, APPLICATION_MESSAGES.usOnly)
    .transform(() => US_COUNTRY),
  nativeLanguage: z
    .string({ error: APPLICATION_MESSAGES.nativeLanguage })
    .trim()
    .min(2, APPLICATION_MESSAGES.nativeLanguage)
    .max(100, APPLICATION_MESSAGES.nativeLanguage),
  languagePair: z.enum(TRANSLATION_DIRECTIONS, { error: APPLICATION_MESSAGES.languagePair }),
  category: z.enum(TRANSLATOR_CATEGORIES, { error: APPLICATION_MESSAGES.category }),
  experienceYears: z.coerce
    .number({ error: APPLICATION_MESSAGES.experienceYears })
    .int(APPLICATION_MESSAGES.experienceYears)
    .min(0, APPLICATION_MESSAGES.experienceYears)
    .max(70, APPLICATION_MESSAGES.experienceTooHigh),
  freelancerProfileUrl: z
    .string()
    .trim()
    .max(500, APPLICATION_MESSAGES.freelancerProfileUrl)
    .refine((value) => value === "" || isHttpUrl(value), APPLICATION_MESSAGES.freelancerProfileUrl)
    .optional()
    .transform((value) => value || null),
  confirmAccuracy: checkedBox,
});
export type TranslatorApplicationFormValues = z.input<typeof translatorApplicationSchema>;
export type TranslatorApplicationInput = z.output<typeof translatorApplicationSchema>;

export const APPLICATION_DEFAULTS = {
  fullName: "",
  email: "",
  phone: "",
  country: US_COUNTRY,
  nativeLanguage: "",
  languagePair: "en-tr",
  category: "Legal" satisfies TranslatorCategory,
  experienceYears: 0,
  freelancerProfileUrl: "",
  confirmAccuracy: false,
} as const;

// The three uploads. Sizes and extensions are checked in the browser and again on the server, which also
// checks the content (magic bytes) so a renamed file is refused.
export const MAX_TRANSLATOR_FILE_MB = 10;
export const TRANSLATOR_FILES = {
  resumeFile: {
    label: "Resume",
    extensions: [".pdf", ".doc", ".docx"],
    required: { title: "Resume Required", message: "Please upload your resume" },
  },
  sampleTranslationsFile: {
    label: "Translation sample",
    extensions: [".pdf", ".doc", ".docx", ".txt"],
    required: {
      title: "Translation Sample Required",
      message: "Please upload a sample of your previous translation work",
    },
  },
  associationMembershipFile: {
    label: "Association membership",
    extensions: [".pdf", ".jpg", ".jpeg", ".png"],
    required: null,
  },
} as const;
export type TranslatorFileField = keyof typeof TRANSLATOR_FILES;
export const TRANSLATOR_FILE_FIELDS = Object.keys(TRANSLATOR_FILES) as TranslatorFileField[];

/** The generic size/extension check with the upload's name in front: null when acceptable. */
export function checkTranslatorFile(field: TranslatorFileField, file: { name: string; size: number }): string | null {
  const rule = TRANSLATOR_FILES[field];
  const problem = checkFile(file, { maxMb: MAX_TRANSLATOR_FILE_MB, allowedExtensions: rule.extensions });
  return problem && `${rule.label}: ${problem}`;
}

export const contentMismatchMessage = (field: TranslatorFileField) =>
  `${TRANSLATOR_FILES[field].label}: the file's content does not match its type. Please upload a real ${TRANSLATOR_FILES[field].extensions.join(", ")} file.`;

/** POST /api/translator-application → 201 */
export const submitApplicationResponseSchema = z.object({ message: z.string(), translatorId: z.number().int() });
export type SubmitApplicationResponse = z.infer<typeof submitApplicationResponseSchema>;

// E-mail verification (the code is exactly 6 characters, digits; docs/translators.md).
export const CODE_MESSAGES = {
  required: "Verification code required: Please enter the verification code sent to your e-mail",
  length: errorText("CODE_DIGITS"),
  invalid: errorText("CODE_INVALID"),
  tooManyAttempts: errorText("CODE_TOO_MANY_ATTEMPTS"),
  linkFailed:
    "Failed to verify your email. The link may have expired or already been used. Please request a new verification email.",
  invalidLink: "Invalid verification link. Please check your email and try again.",
} as const;

export const VERIFICATION_CODE_LENGTH = 6;

export const verificationCodeSchema = z.object({
  code: z
    .string({ error: CODE_MESSAGES.required })
    .trim()
    .min(1, CODE_MESSAGES.required)
    .regex(/^\d{6}$/, CODE_MESSAGES.length),
  /** Optional: the applicant's e-mail, when the browser still knows it, so wrong codes count against that application. */
  email: z.string().trim().toLowerCase().email(APPLICATION_MESSAGES.email).max(254).optional(),
});
export type VerificationCodeInput = z.infer<typeof verificationCodeSchema>;

/**
 * POST /api/verify-translator-email: the token of the e-mailed link, posted by the /verify-translator-email page.
 * A missing or malformed token becomes "" so it gets the server's "link is not valid" answer like any unknown one.
 */
export const verifyTranslatorEmailLinkSchema = z.object({ token: z.string() }).catch({ token: "" });

/** POST /api/verify-translator-email and POST /api/verify-translator-email-code */
export const emailVerifiedResponseSchema = z.object({
  message: z.string(),
  translatorId: z.number().int(),
  redirectUrl: z.string(),
});
export type EmailVerifiedResponse = z.infer<typeof emailVerifiedResponseSchema>;

export const resendVerificationSchema = z.object({
  email: z
    .string({ error: APPLICATION_MESSAGES.email })
    .trim()
    .toLowerCase()
    .email(APPLICATION_MESSAGES.email)
    .max(254, APPLICATION_MESSAGES.email),
});
export type ResendVerificationInput = z.infer<typeof resendVerificationSchema>;
export const RESEND_ANSWER =
  "If an application with this email is waiting for verification, we have sent a new verification email. Please check your inbox.";

// Identity verification.
export type IdentityProviderKind = "stripe" | "test";
/** POST /api/translator/:id/verify-identity */
export const startIdentityResponseSchema = z.object({
  clientSecret: z.string(),
  provider: z.enum(["stripe", "test"]),
  publishableKey: z.string().optional(),
});
export type StartIdentityResponse = z.infer<typeof startIdentityResponseSchema>;
export const testIdentityCompleteSchema = z.object({
  clientSecret: z.string({ error: "clientSecret is required" }).min(1, "clientSecret is required").max(300),
  outcome: z.enum(["verified", "failed"], { error: "outcome must be verified or failed" }),
});
export const testIdentityCompleteResponseSchema = z.object({ status: z.enum(TRANSLATOR_STATUSES) });
export type TestIdentityCompleteResponse = z.infer<typeof testIdentityCompleteResponseSchema>;

// Admin review.
export const translatorStatusUpdateSchema = z.object({
  status: z.enum(TRANSLATOR_DECISIONS, { error: "Status must be Approved or Rejected" }),
});

/** An application as GET /api/admin/translators lists it; the file URLs are admin-only routes, never storage keys. */
export const translatorApplicationDtoSchema = z.object({
  translatorId: z.number().int(),
  fullName: z.string(),
  email: z.string(),
  emailVerified: z.boolean(),
  phone: z.string(),
  country: z.string(),
  nativeLanguage: z.string(),
  languagePair: z.enum(TRANSLATION_DIRECTIONS),
  category: z.enum(TRANSLATOR_CATEGORIES),
  experienceYears: z.number().int(),
  resumeUrl: z.string().nullable(),
  sampleTranslationsUrl: z.string().nullable(),
  associationMembershipUrl: z.string().nullable(),
  freelancerProfileUrl: z.string().nullable(),
  status: z.enum(TRANSLATOR_STATUSES),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type TranslatorApplicationDto = z.infer<typeof translatorApplicationDtoSchema>;

export const TRANSLATOR_TAB_NAMES = Object.keys(TRANSLATOR_TABS) as TranslatorTab[];

/** GET /api/admin/translators?tab=&limit=&cursor= : one tab (pending, approved, rejected; 'all' or empty: every application), newest first. */
export const translatorApplicationsQuerySchema = pageQuerySchema.extend({
  tab: z
    .union([z.enum(["pending", "approved", "rejected"]), z.literal("all"), z.literal("")], {
      error: "tab must be all, pending, approved or rejected",
    })
    .optional()
    .transform((value) => (value === "all" || value === "" ? undefined : value)),
});
export type TranslatorApplicationsQuery = z.infer<typeof translatorApplicationsQuerySchema>;

/** One page of applications, with how many applications each tab holds (the tab labels). */
export const translatorApplicationListSchema = pageSchema(translatorApplicationDtoSchema).extend({
  tabCounts: z.object({ pending: z.number().int(), approved: z.number().int(), rejected: z.number().int() }),
});
export type TranslatorApplicationList = z.infer<typeof translatorApplicationListSchema>;

// The first password of an approved translator (single-use link, 72 h).
export const SET_PASSWORD_MESSAGES = {
  invalidLink: errorText("SET_PASSWORD_INVALID"),
  done: "Your password has been set. You can now sign in.",
} as const;

export const setPasswordSchema = z.object({
  token: z
    .string({ error: SET_PASSWORD_MESSAGES.invalidLink })
    .min(1, SET_PASSWORD_MESSAGES.invalidLink)
    .max(200, SET_PASSWORD_MESSAGES.invalidLink),
  password: newAccountSchema.shape.password,
});
export type SetPasswordInput = z.infer<typeof setPasswordSchema>;

export const setPasswordFormSchema = z
  .object({
    password: newAccountSchema.shape.password,
    confirmPassword: z.string().min(1, errorText("CONFIRM_PASSWORD")),
  })
  .refine((form) => form.password === form.confirmPassword, {
    message: errorText("PASSWORDS_DONT_MATCH"),
    path: ["confirmPassword"],
  });
export type SetPasswordFormInput = z.infer<typeof setPasswordFormSchema>;

/** POST /api/set-password */
export const setPasswordResponseSchema = z.object({ message: z.string(), username: z.string() });
export type SetPasswordResponse = z.infer<typeof setPasswordResponseSchema>;
