import { describe, expect, it } from "vitest";
import type { ZodType } from "zod";
import { REVIEW_MESSAGES } from "@shared/draft-review";
import { fileSizeMessage, fileTypeMessage, ORDER_DOCUMENT_EXTENSIONS } from "@shared/file-types";
import { coded, errorText } from "@shared/error-codes";
import enNotices from "@shared/i18n/catalogs/en/notices";
import trErrors from "@shared/i18n/catalogs/tr/errors";
import trNotices from "@shared/i18n/catalogs/tr/notices";
import { PASSWORD_MESSAGES } from "@shared/password-rules";
import { ACCOUNT_DELETION_MESSAGES } from "@shared/account-deletion";
import { DATA_EXPORT_MESSAGES, deleteAccountSchema } from "@shared/schemas/account-data";
import {
  CONTACT_SUCCESS_MESSAGE,
  contactMessageSchema,
  LAUNCH_ALREADY_SUBSCRIBED_MESSAGE,
  LAUNCH_SUBSCRIBED_MESSAGE,
} from "@shared/schemas/marketing";
import { PRICE_MESSAGES } from "@shared/price-order";
import { QUOTE_MESSAGES } from "@shared/pricing";
import {
  changePasswordSchema,
  EMAIL_CHANGE_MESSAGES,
  EMAIL_VERIFICATION_MESSAGES,
  loginSchema,
  registerFormSchema,
  verifyEmailCodeSchema,
} from "@shared/schemas/auth";
import {
  ANALYSIS_BUSY_MESSAGE,
  DOCUMENT_NOT_READ_MESSAGE,
  DOCUMENT_TOO_MANY_WORDS_MESSAGE,
  imageTooLargeMessage,
  NO_FILE_MESSAGE,
  orderTooManyWordsMessage,
  PROTECTED_PDF_MESSAGE,
  TOO_MANY_PAGES_MESSAGE,
  UNREADABLE_DOCUMENT_MESSAGE,
} from "@shared/schemas/documents";
import { SHIPPING_ADDRESS_REQUIRED_MESSAGE, shippingAddressSchema } from "@shared/schemas/orders";
import {
  CHARGE_REFUND_PENDING_MESSAGE,
  DUPLICATE_CHARGE_REFUNDED_MESSAGE,
  PAY_ONLY_PENDING_MESSAGE,
  STALE_CHARGE_REFUNDED_MESSAGE,
  STALE_PAYMENT_MESSAGE,
  testCardPaymentSchema,
} from "@shared/schemas/payments";
import { ITEM_MESSAGES } from "@shared/schemas/quote";
import * as refunds from "@shared/schemas/refunds";
import { SET_PASSWORD_MESSAGES } from "@shared/schemas/translators";
import { forgotPasswordSchema, PASSWORD_RESET_MESSAGES, resetPasswordFormSchema } from "@shared/schemas/password-reset";
import { ACCOUNT_DISABLED, INVALID_CREDENTIALS } from "../../server/auth/authenticate-user";
import { EMAIL_TAKEN, USERNAME_TAKEN } from "../../server/auth/register-user";
import { PAYMENT_FAILED_FALLBACK } from "../features/checkout/payment-failure";
import { STRIPE_LOAD_FAILED } from "./load-stripe";
import { apiErrorFromAnswer, apiMessage, serverErrorMessage } from "./api";
import { formatWait } from "../../server/security/rate-limits";
import { DATABASE_UNAVAILABLE_MESSAGE } from "../../server/db/database-unavailable";
import { messageFor, translateMessage } from "./translate-message";

const messagesOf = (schema: ZodType, input: unknown) => {
  const result = schema.safeParse(input);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
};

// What the customer screens can receive: the schemas' answers to bad input, and the named messages.
const SHOWN = [
  ...messagesOf(loginSchema, {}),
  ...messagesOf(loginSchema, { username: " ", password: "" }),
  ...messagesOf(registerFormSchema, {
    username: "a",
    email: "x",
    password: "1",
    firstName: " ",
    lastName: " ",
    confirmPassword: "",
    acceptTerms: false,
  }),
  ...messagesOf(registerFormSchema, {
    username: "a b c",
    email: "x@example.com",
    password: "x".repeat(101),
    firstName: "x".repeat(101),
    lastName: "x".repeat(101),
    confirmPassword: "y",
    acceptTerms: true,
  }),
  ...messagesOf(registerFormSchema, {
    username: "x".repeat(51),
    email: "x@example.com",
    password: "secret-1",
    firstName: "A",
    lastName: "B",
    confirmPassword: "secret-2",
    acceptTerms: true,
  }),
  ...messagesOf(registerFormSchema, {
    username: "ali",
    email: "x@example.com",
    password: "secret-1",
    firstName: "A\nB",
    lastName: "C\r\nD",
    confirmPassword: "secret-1",
    acceptTerms: true,
  }),
  ...messagesOf(changePasswordSchema, {}),
  ...messagesOf(changePasswordSchema, { currentPassword: "", newPassword: "1", confirmPassword: "1" }),
  ...messagesOf(verifyEmailCodeSchema, { code: "12" }),
  ...messagesOf(shippingAddressSchema, { fullName: "", line1: "", city: "", state: "XX", postalCode: "1" }),
  ...messagesOf(testCardPaymentSchema, { clientSecret: "s", cardNumber: "1", expiry: "1", cvc: "1", postalCode: "1" }),
  ...messagesOf(testCardPaymentSchema, {
    clientSecret: "s",
    cardNumber: "4242424242424242",
    expiry: "01/20",
    cvc: "123",
  }),
  ...messagesOf(refunds.cancellationRequestSchema, { reason: "" }),
  ...messagesOf(contactMessageSchema, {}),
  ...messagesOf(contactMessageSchema, { name: "A", email: "x", phone: "12", subject: "Hi", message: "short" }),
  ...messagesOf(contactMessageSchema, {
    name: "x".repeat(101),
    email: "x@example.com",
    phone: "x".repeat(31),
    subject: "x".repeat(151),
    message: "x".repeat(5001),
  }),
  ...messagesOf(contactMessageSchema, {
    name: "A\nB",
    email: "x@example.com",
    subject: "Line\nbreak",
    message: "A long enough message.",
  }),
  CONTACT_SUCCESS_MESSAGE,
  LAUNCH_SUBSCRIBED_MESSAGE,
  LAUNCH_ALREADY_SUBSCRIBED_MESSAGE,
  ...Object.values(EMAIL_VERIFICATION_MESSAGES),
  ...Object.values(EMAIL_CHANGE_MESSAGES),
  ...Object.values(PASSWORD_MESSAGES),
  ...Object.values(PRICE_MESSAGES),
  QUOTE_MESSAGES.wordCountMin,
  QUOTE_MESSAGES.wordCountInteger,
  QUOTE_MESSAGES.wordCountMax,
  ITEM_MESSAGES.documentType,
  ITEM_MESSAGES.extraCopies,
  ITEM_MESSAGES.tooManyItems,
  REVIEW_MESSAGES.revisionRequired,
  REVIEW_MESSAGES.commentRequired,
  REVIEW_MESSAGES.commentTooLong,
  REVIEW_MESSAGES.notAwaitingReview,
  REVIEW_MESSAGES.alreadyApproved,
  REVIEW_MESSAGES.unknownDocument,
  SET_PASSWORD_MESSAGES.invalidLink,
  SET_PASSWORD_MESSAGES.done,
  ...messagesOf(forgotPasswordSchema, {}),
  ...messagesOf(resetPasswordFormSchema, { password: "1", confirmPassword: "" }),
  ...Object.values(PASSWORD_RESET_MESSAGES),
  ...messagesOf(deleteAccountSchema, {}),
  ...Object.values(ACCOUNT_DELETION_MESSAGES),
  ...Object.values(DATA_EXPORT_MESSAGES),
  // The per-address limit's refusal at the two waits written in the singular.
  `Too many password reset requests from this network. Please try again in ${formatWait(60)}.`,
  `Too many password reset requests from this network. Please try again in ${formatWait(1)}.`,
  SHIPPING_ADDRESS_REQUIRED_MESSAGE,
  NO_FILE_MESSAGE,
  UNREADABLE_DOCUMENT_MESSAGE,
  PROTECTED_PDF_MESSAGE,
  TOO_MANY_PAGES_MESSAGE,
  ANALYSIS_BUSY_MESSAGE,
  errorText("ANALYSIS_QUEUE_FULL"),
  errorText("DOCUMENTS_BEING_READ"),
  DOCUMENT_NOT_READ_MESSAGE,
  DOCUMENT_TOO_MANY_WORDS_MESSAGE,
  STALE_PAYMENT_MESSAGE,
  STALE_CHARGE_REFUNDED_MESSAGE,
  DUPLICATE_CHARGE_REFUNDED_MESSAGE,
  CHARGE_REFUND_PENDING_MESSAGE,
  errorText("ORDER_PAID_FROZEN"),
  PAY_ONLY_PENDING_MESSAGE,
  PAYMENT_FAILED_FALLBACK,
  STRIPE_LOAD_FAILED,
  errorText("CANCELLATION_OPEN"),
  errorText("CANCELLATION_PENDING"),
  errorText("CANCELLATION_COMPLETED"),
  errorText("CANCELLATION_CANCELLED"),
  INVALID_CREDENTIALS,
  ACCOUNT_DISABLED,
  USERNAME_TAKEN,
  EMAIL_TAKEN,
  "Your card was declined.",
  "Password changed successfully",
  "Order not found",
  "Please check the documents above.",
  DATABASE_UNAVAILABLE_MESSAGE,
];

const TURKISH: Record<string, Record<string, string>> = { errors: trErrors, notices: trNotices };
/** A Turkish `t` as i18next's: "errors:CODE" or "notices:key", values filled in. */
const tTurkish = (key: string, values: Record<string, string> = {}) => {
  const [namespace, name] = key.split(":") as [string, string];
  const text = TURKISH[namespace]?.[name];
  return text === undefined ? key : text.replace(/\{\{(\w+)\}\}/g, (_: string, value: string) => values[value] ?? "");
};
/** What a screen holds after a refused request: the answer's message, code and values. */
const answer = (status: number, body: object) =>
  apiMessage(apiErrorFromAnswer(status, "", JSON.stringify(body)), "fallback");

describe("validation messages in Turkish", () => {
  it("has a Turkish text for every message the customer screens can show", () => {
    const untranslated = [...new Set(SHOWN)].filter((message) => translateMessage(message, tTurkish) === message);
    expect(untranslated).toEqual([]);
  });

  it("shows a failed request's reference in Turkish", () => {
    expect(
      translateMessage(
        answer(500, { message: "Something went wrong", code: "INTERNAL", requestId: "7f3a9c2e-1d" }),
        tTurkish,
      ),
    ).toBe("Bizim tarafımızda bir sorun oluştu. Tekrar olursa lütfen şu referansı belirtin: 7f3a9c2e-1d");
    expect(serverErrorMessage("7f3a9c2e-1d")).toBe(
      "Something went wrong on our side. If it happens again, please quote this reference: 7f3a9c2e-1d",
    );
  });

  it("keeps only notices the code really sends (the catalog follows src/shared and the API)", () => {
    expect(Object.values(enNotices).filter((text) => !SHOWN.includes(text))).toEqual([]);
  });

  it("translates an API error by its code and values, numbers written the Turkish way", () => {
    const tooLarge = { message: fileSizeMessage(20), ...coded("FILE_TOO_LARGE", { mb: 20 }) };
    expect(translateMessage(answer(413, tooLarge), tTurkish)).toBe("Dosya boyutu 20 MB sınırını aşıyor");
    const types = {
      message: fileTypeMessage(ORDER_DOCUMENT_EXTENSIONS),
      ...coded("FILE_TYPE_NOT_SUPPORTED", { types: ORDER_DOCUMENT_EXTENSIONS.join(", ") }),
    };
    expect(translateMessage(types, tTurkish)).toBe(
      "Dosya türü desteklenmiyor. İzin verilen türler: .pdf, .jpg, .jpeg, .png, .doc, .docx, .txt",
    );
    expect(translateMessage({ message: "…", ...coded("RATE_LIMITED_RESET_MINUTES", { count: "60" }) }, tTurkish)).toBe(
      "Bu ağdan çok fazla şifre sıfırlama isteği geldi. Lütfen 60 dakika sonra tekrar deneyin.",
    );
    expect(
      translateMessage("Too many password reset requests from this network. Please try again in 1 second.", tTurkish),
    ).toBe("Bu ağdan çok fazla şifre sıfırlama isteği geldi. Lütfen 1 saniye sonra tekrar deneyin.");
    const image = {
      message: imageTooLargeMessage({ width: 30_000, height: 30_000 }, 40_000_000),
      ...coded("IMAGE_TOO_LARGE", { width: 30_000, height: 30_000, megapixels: 0.4 }),
    };
    expect(translateMessage(image, tTurkish)).toBe(
      "Bu görsel okunamayacak kadar büyük (30.000 × 30.000 piksel). Lütfen en fazla 0,4 megapiksellik bir görsel yükleyin.",
    );
    expect(
      translateMessage(
        { message: orderTooManyWordsMessage(2_500_000), ...coded("ORDER_TOO_MANY_WORDS", { words: 2_500_000 }) },
        tTurkish,
      ),
    ).toContain("en fazla 2.500.000 kelime");
  });

  it("never reads the English: a coded answer is translated by its code whatever its message says", () => {
    expect(translateMessage({ message: "Some reworded English", code: "ORDER_NOT_PENDING" }, tTurkish)).toBe(
      trErrors.ORDER_NOT_PENDING,
    );
    // A text with values is no longer recognised by its wording: without its code it is shown as it came.
    expect(translateMessage(fileSizeMessage(20), tTurkish)).toBe("File size exceeds 20MB limit");
  });

  it("shows the API's English as it came on English screens, numbers included, and translates it on Turkish ones", () => {
    const image = {
      message: imageTooLargeMessage({ width: 30_000, height: 30_000 }, 40_000_000),
      ...coded("IMAGE_TOO_LARGE", { width: 30_000, height: 30_000, megapixels: 40 }),
    };
    expect(messageFor("en", image, tTurkish)).toBe(
      "This image is too large to read (30,000 × 30,000 pixels). Please upload an image of at most 40 megapixels.",
    );
    expect(messageFor("tr", image, tTurkish)).toContain("30.000 × 30.000 piksel");
  });

  it("shows an unknown message, or an unknown code, as it came", () => {
    expect(translateMessage("Something new from the server", tTurkish)).toBe("Something new from the server");
    expect(translateMessage({ message: "Admin access required here", code: "BAD_REQUEST" }, tTurkish)).toBe(
      "Admin access required here",
    );
  });
});
