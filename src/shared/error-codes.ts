// The one list of error codes (docs/customer-ui.md, "Messages in Turkish"). Each code is stable: the API answers
// `{ message, code, params? }`, and the Turkish screens translate by code (catalog namespace "errors"), never by
// matching English text. The English lives here once; the message constants of src/shared are derived from it,
// so the API's `message` is the same text as before. A text with values names them as {{placeholders}}.
import { SERVER_ERROR_REFERENCE_TEXT } from "./server-error-reference";

export const ERROR_TEXTS = {
  // The schemas' and the API's messages (formerly the validation catalog's keys).
  USERNAME_REQUIRED: "Username is required",
  PASSWORD_REQUIRED: "Password is required",
  PASSWORD_MIN: "Password must be at least 6 characters",
  PASSWORD_TOO_LONG: "Password is too long",
  USERNAME_MIN: "Username must be at least 3 characters",
  USERNAME_TOO_LONG: "Username is too long",
  USERNAME_CHARS: "Username may only contain letters, numbers, dots, dashes and underscores",
  EMAIL_INVALID: "Invalid email format",
  FIRST_NAME_REQUIRED: "First name is required",
  FIRST_NAME_TOO_LONG: "First name is too long",
  LAST_NAME_REQUIRED: "Last name is required",
  LAST_NAME_TOO_LONG: "Last name is too long",
  FIRST_NAME_LINE: "First name must be a single line",
  LAST_NAME_LINE: "Last name must be a single line",
  CONFIRM_PASSWORD: "Please confirm your password",
  PASSWORDS_DONT_MATCH: "Passwords don't match",
  CURRENT_PASSWORD_REQUIRED: "Current password is required",
  NEW_PASSWORD_MIN: "New password must be at least 6 characters",
  CONFIRM_PASSWORD_MIN: "Confirm password must be at least 6 characters",
  PASSWORD_COMMON: "This password is too common. Please choose one that is harder to guess.",
  PASSWORD_MATCHES_IDENTITY: "Password must not be the same as your username or email",
  EMAIL_PASSWORD_REQUIRED: "Enter your current password to change your email address",
  CURRENT_PASSWORD_WRONG: "Current password is incorrect",
  INVALID_CREDENTIALS: "Invalid username or password",
  ACCOUNT_DISABLED: "This account has been disabled. Please contact support.",
  USERNAME_TAKEN: "Username already exists",
  EMAIL_TAKEN: "An account with this email already exists",
  ORDER_NOT_FOUND: "Order not found",
  DOCUMENT_NOT_FOUND: "Document not found",
  RATE_LIMITED_EMAIL: "Please wait {{seconds}} seconds before requesting a new email",
  RATE_LIMITED_SIGN_IN: "Too many failed sign-ins for this account. Please try again in {{seconds}} seconds.",
  VERIFICATION_LINK_INVALID: "This verification link is invalid or has expired. Please request a new one.",
  CODE_INVALID: "Invalid verification code. Please check and try again.",
  CODE_TOO_MANY_ATTEMPTS: "Too many incorrect codes. Please request a new verification email.",
  EMAIL_ALREADY_VERIFIED: "Your email address is already verified",
  EMAIL_NOT_VERIFIED: "Please verify your email address before ordering.",
  CODE_DIGITS: "Verification code must be 6 digits",
  SHIPPING_REQUIRED: "Shipping address is required for physical delivery",
  RECIPIENT_REQUIRED: "Please enter the recipient's full name",
  STREET_REQUIRED: "Please enter the street address",
  CITY_REQUIRED: "Please enter the city",
  STATE_REQUIRED: "Please select a US state",
  ZIP_INVALID: "Please enter a valid US ZIP code",
  NO_ITEMS: "Please add at least one document",
  CHECK_DOCUMENTS: "Please check the documents above.",
  WORD_COUNT_REQUIRED: "Please enter the word count of each per-word document",
  COPIES_NEED_DELIVERY: "Extra certified copies are mailed: please choose physical delivery to order them",
  WORD_COUNT_MIN: "Word count must be at least 1",
  WORD_COUNT_INTEGER: "Word count must be a whole number",
  WORD_COUNT_MAX: "Word count must be at most 1,000,000",
  DOCUMENT_TYPE: "Please select a document type",
  EXTRA_COPIES: "Extra copies must be a whole number from 0 to 10",
  TOO_MANY_ITEMS: "An order can have at most 20 documents",
  NO_FILE: "Please select at least one file to upload.",
  UNREADABLE_DOCUMENT: "We could not read this document. Please check the file and try again.",
  PROTECTED_PDF: "Password-protected PDFs cannot be processed. Please upload an unprotected copy.",
  TOO_MANY_PAGES: "PDFs can have at most 500 pages. Please split the document and upload the parts.",
  ANALYSIS_BUSY:
    "We are still reading your other documents (at most 2 at a time). Please upload this one again in a few seconds.",
  ANALYSIS_QUEUE_FULL: "We are reading many documents right now. Please upload this one again in a minute.",
  DOCUMENTS_BEING_READ: "We are still counting the words of your documents. Please try again in a moment.",
  DOCUMENT_NOT_READ: "One of your documents could not be read. Please remove it and upload another copy before paying.",
  DOCUMENT_TOO_MANY_WORDS: "This document has more than 1,000,000 words. Please split it into smaller documents.",
  CARD_NUMBER: "Your card number is incomplete.",
  CARD_EXPIRY: "Your card's expiration date is incomplete.",
  CARD_EXPIRED: "Your card's expiration date is in the past.",
  CARD_CVC: "Your card's security code is incomplete.",
  CARD_ZIP: "Your postal code is incomplete.",
  CARD_DECLINED: "Your card was declined.",
  PAYMENT_FAILED: "An error occurred during payment.",
  STRIPE_LOAD_FAILED: "Stripe failed to load.",
  STALE_PAYMENT: "Your order changed since this checkout was opened. Please review the new total and pay again.",
  DRAFT_NOT_FOUND: "Your order draft has expired. Please add your documents again.",
  DRAFT_NEEDS_FILES: "Please add the file of each document to translate.",
  DRAFT_FILE_NOT_FOUND: "This file is no longer in your order draft.",
  STALE_CHARGE_REFUNDED:
    "Your order changed while you were paying, so this charge was not taken as payment and has been refunded to your card. Please review the order and pay again.",
  DUPLICATE_CHARGE_REFUNDED: "This order had already been paid, so this second charge has been refunded to your card.",
  CHARGE_REFUND_PENDING:
    "This charge could not be taken as payment of your order. Our team has been told and will refund it.",
  ORDER_PAID_FROZEN:
    "This order has been paid, so its documents and price can no longer change. Please contact us if something is missing.",
  ORDER_NOT_PENDING: "Only pending orders can be paid",
  CANCELLATION_REASON: "Please tell us why you want to cancel",
  CANCELLATION_OPEN: "A cancellation request is already open for this order",
  CANCELLATION_PENDING: "This order is not paid yet: you can cancel it directly",
  CANCELLATION_COMPLETED: "Completed orders cannot be cancelled",
  CANCELLATION_CANCELLED: "This order is already cancelled",
  REVISION_REQUIRED: "Please add a comment for at least one document",
  COMMENT_REQUIRED: "Please describe what should be changed",
  COMMENT_TOO_LONG: "Comments must be at most 2000 characters",
  NOT_AWAITING_REVIEW: "There is no draft waiting for your review",
  ALREADY_APPROVED: "The draft has already been approved",
  SET_PASSWORD_INVALID: "This password link is invalid or has expired. Please contact support for a new one.",
  RESET_IDENTIFIER_REQUIRED: "Please enter your email address or username",
  RESET_LINK_INVALID: "This link has expired or was already used. Request a new one.",
  RATE_LIMITED_RESET_MINUTES:
    "Too many password reset requests from this network. Please try again in {{count}} minutes.",
  RATE_LIMITED_RESET_SECONDS:
    "Too many password reset requests from this network. Please try again in {{count}} seconds.",
  RATE_LIMITED_RESET_ONE_MINUTE: "Too many password reset requests from this network. Please try again in 1 minute.",
  RATE_LIMITED_RESET_ONE_SECOND: "Too many password reset requests from this network. Please try again in 1 second.",
  DELETE_PASSWORD_REQUIRED: "Enter your password to delete your account",
  ORDERS_IN_PROGRESS: "Your account cannot be deleted while you have an order in progress",
  ACCOUNT_CUSTOMERS_ONLY: "Only customer accounts can be deleted here. Please contact us.",
  ACCOUNT_ALREADY_DELETED: "This account has been deleted",
  DATA_EXPORT_ALREADY_PREPARING: "Your data is already being prepared. We will e-mail you a link when it is ready.",
  DATA_EXPORT_INVALID_LINK:
    "This download link is invalid, has expired or was already used. You can ask for a new one in Account Settings.",
  DATA_EXPORT_LINK_REQUIRED: "The download link is missing its code",
  RATE_LIMITED_DATA_EXPORT: "You can ask for your data 3 times a day. Please try again tomorrow.",
  CONTACT_EMAIL: "Please enter a valid email address",
  CONTACT_NAME: "Please enter your name",
  CONTACT_NAME_TOO_LONG: "Name must be at most 100 characters",
  CONTACT_NAME_LINE: "Name must be a single line",
  CONTACT_PHONE: "Please enter a valid phone number",
  CONTACT_SUBJECT: "Please enter a subject",
  CONTACT_SUBJECT_TOO_LONG: "Subject must be at most 150 characters",
  CONTACT_SUBJECT_LINE: "Subject must be a single line",
  CONTACT_MESSAGE: "Please write your message",
  CONTACT_MESSAGE_MIN: "Your message must be at least 10 characters",
  CONTACT_MESSAGE_MAX: "Your message must be at most 5,000 characters",
  FILE_TOO_LARGE: "File size exceeds {{mb}}MB limit",
  FILE_TYPE_NOT_SUPPORTED: "File type not supported. Allowed types: {{types}}",
  IMAGE_TOO_LARGE:
    "This image is too large to read ({{width}} × {{height}} pixels). Please upload an image of at most {{megapixels}} megapixels.",
  ORDER_TOO_MANY_WORDS:
    "An order can have at most {{words}} words. Please remove a document or place a separate order for it, or contact us.",
  SERVER_ERROR_REFERENCE: SERVER_ERROR_REFERENCE_TEXT,
  SERVICE_UNAVAILABLE: "The service is briefly unavailable. Please try again in a few seconds.",
  // The order's conversation and names as in the passport (shared/order-thread.ts), the contact form's order.
  THREAD_EMPTY: "Please write a message or attach a file",
  THREAD_TOO_LONG: "A message can be at most 5,000 characters",
  THREAD_TOO_MANY_FILES: "At most 3 files can be attached to one message",
  THREAD_FILES_DELETED: "This order's files have been deleted: messages on it can no longer carry files",
  THREAD_READ_ONLY:
    "This conversation is read-only: messages can be sent until 30 days after the order is completed or cancelled",
  THREAD_ORDER_QUOTA:
    "This order's message attachments have reached their {{mb}} MB limit: please send the message without files, or write to us",
  THREAD_DAILY_QUOTA:
    "You have attached {{mb}} MB of files to messages in the last 24 hours, the daily limit: please send files again tomorrow",
  NAMES_BOTH_REQUIRED: "Please fill in both spellings of each name",
  NAME_TOO_LONG: "A name can be at most 200 characters",
  NAME_SINGLE_LINE: "A name must be a single line",
  // Every person's name (shared/person-name.ts).
  NAME_INVISIBLE_CHARACTER: "A name cannot contain invisible or text-direction characters",
  NAME_MIXED_SCRIPTS:
    "Each word of a name must be written in one alphabet (for example, not Latin and Cyrillic letters together)",
  NAMES_TOO_MANY: "At most 20 names can be listed",
  NAMES_TRANSLATOR_STARTED: "The names can no longer be changed: the translator has started working on your order",
  NAMES_ORDER_CLOSED: "The names can no longer be changed: the order is completed or cancelled",
  CONTACT_ORDER_REQUIRED: "Please pick one of your orders",
  FILE_CONTENT_MISMATCH: "File content does not match its type",
  // Refusals of the API (src/server): sign-in and roles, missing records, the order capability table.
  UNAUTHORIZED: "Not authenticated",
  FORBIDDEN: "You do not have permission to do this",
  CUSTOMER_ACCESS_REQUIRED: "Customer access required",
  ADMIN_ACCESS_REQUIRED: "Admin access required",
  TRANSLATOR_ACCESS_REQUIRED: "Translator access required",
  FILE_NOT_FOUND: "File not found",
  PAYMENT_NOT_FOUND: "Payment not found",
  CERTIFICATE_NOT_FOUND: "Certificate not found",
  ORDER_LINK_INVALID: "This order link is not valid. Please sign in to see your order.",
  ORDER_LINK_EXPIRED:
    "This order link has expired. Please sign in to see your order, or use the link in a newer e-mail.",
  CANCELLATION_REQUEST_NOT_FOUND: "Cancellation request not found",
  DOCUMENTS_ADD_NOT_PENDING: "Documents can only be added to pending orders",
  DOCUMENTS_REMOVE_NOT_PENDING: "Documents can only be removed from pending orders",
  ORDER_ALREADY_PAID: "This order has already been paid",
  ORDER_PRICE_NOT_PENDING: "Only pending (unpaid) orders can be changed",
  ORDER_CANCEL_NOT_PENDING: "Only pending orders can be cancelled",
  FILES_NOT_CLOSED: "You can delete this order's files once it is completed or cancelled",
  FILES_ALREADY_DELETED: "This order's files have already been deleted",
  FILE_DAMAGED:
    "This file could not be opened: it failed its integrity check. Our team has been told; please contact us.",
  // Translator statements (src/server/payouts/mark-statement-paid.ts): one payment per statement, whatever the mode.
  STATEMENT_PAYMENT_IN_PROGRESS: "This statement is already being paid: reload it in a moment to see the result",
  STATEMENT_PAID_OTHERWISE: "This statement has already been paid another way: reload it to see how",
  // Translation checks before delivery (src/server/translation-checks/, docs/translation-checks.md).
  TRANSLATION_CHECKS_FAILED:
    "The translation checks found {{count}} error(s) not fixed or overridden, in {{documents}}: fix each one or override it with a reason before completing the job",
  CHECK_FINDING_NOT_FOUND: "This error is no longer in the document's check report: run the checks again",
  CHECKS_NOTHING_TO_CHECK: "This document has no translation to check yet",
  OVERRIDE_REASON_SHORT: "Please give a reason of at least 10 characters",
  OVERRIDE_REASON_LONG: "A reason may be at most 1000 characters",
  // Rate limits (src/server/security/rate-limits.ts): the wait comes in seconds or minutes.
  RATE_LIMITED_LOGIN_SECONDS: "Too many login attempts. Please try again in {{count}} seconds.",
  RATE_LIMITED_LOGIN_MINUTES: "Too many login attempts. Please try again in {{count}} minutes.",
  RATE_LIMITED_ACCOUNT_SECONDS: "Too many requests from your account. Please try again in {{count}} seconds.",
  RATE_LIMITED_ACCOUNT_MINUTES: "Too many requests from your account. Please try again in {{count}} minutes.",
  // The termbase (issue 39 item 4; src/shared/schemas/termbase.ts, src/server/termbase/).
  TERM_TR_REQUIRED: "Please enter the Turkish term",
  TERM_EN_REQUIRED: "Please enter the approved English",
  TERM_TOO_LONG: "A term can be at most 200 characters",
  TERM_SINGLE_LINE: "A term must be a single line",
  TERM_NOTE_TOO_LONG: "A note can be at most 1,000 characters",
  TERM_FORBIDDEN_TOO_MANY: "A term can have at most 20 forbidden variants",
  TERM_DOCUMENT_TYPE: "Please choose document types from the list",
  TERM_EXISTS: "This Turkish term is already in the termbase for the same document types",
  TERM_NOT_FOUND: "Term not found",
  TERMBASE_FILE_EMPTY: "The file holds no terms",
  TERMBASE_FILE_TOO_LARGE: "The file is too large: a termbase file can be at most 450 KB",
  TERMBASE_FILE_TOO_MANY: "A file can hold at most {{max}} terms: please split it",
  TERMBASE_CSV_HEADER: "The first line of the CSV file must be the header tr,en,document_types,note,forbidden",
  TERMBASE_CSV_UNREADABLE:
    "The CSV file could not be read at line {{line}}: check its quotes and that every line has five columns",
  TERMBASE_CSV_TERM_MISSING: "Line {{line}}: both the Turkish term (tr) and the English (en) are required",
  TERMBASE_CSV_DOCUMENT_TYPE: "Line {{line}}: unknown document type “{{value}}”",
  TERMBASE_CSV_TOO_LONG: "Line {{line}}: a term, note or forbidden variant is too long, or a term has several lines",
  TERMBASE_CSV_DUPLICATE: "Line {{line}} repeats the term of line {{first}}",
  TERMBASE_TBX_XML: "The TBX file is not well-formed XML (near line {{line}})",
  TERMBASE_TBX_ROOT: "The file is not TBX: its root element must be martif or tbx",
  TERMBASE_TBX_TERM_MISSING: "Entry {{entry}}: a Turkish (tr) and an English (en) term are required",
  TERMBASE_TBX_DOCUMENT_TYPE: "Entry {{entry}}: unknown document type “{{value}}”",
  TERMBASE_TBX_TOO_LONG: "Entry {{entry}}: a term, note or forbidden variant is too long, or a term has several lines",
  TERMBASE_TBX_DUPLICATE: "Entry {{entry}} repeats the term of entry {{first}}",
  // The translation memory's admin (src/server/translation-memory, docs/workbench.md).
  TMX_NOT_TMX: "This file is not a TMX translation memory: choose a .tmx file exported by a translation tool.",
  TMX_INVALID: "This TMX file could not be read: {{reason}}",
  MEMORY_UNIT_NOT_FOUND: "Translation memory unit not found",
  MEMORY_UNIT_DUPLICATE: "The memory already holds this source and target",
  // XLIFF exchange of a document's segments (src/server/workbench/xliff-import.ts): each refusal names the unit.
  XLIFF_NO_SEGMENTS: "This document has no segments yet, so there is nothing to exchange",
  XLIFF_UNREADABLE: "This file could not be read as XLIFF 2.0 or 1.2: {{reason}}",
  XLIFF_UNKNOWN_UNIT: "Unit {{id}} of the file is not a segment of this document: nothing was imported",
  XLIFF_MISSING_UNIT: "Segment {{id}} of this document is missing from the file: nothing was imported",
  XLIFF_SOURCE_CHANGED:
    "The source of unit {{id}} differs from the document's (file: “{{file}}”, document: “{{stored}}”): nothing was imported",
  // The translator's workbench (issue 39; docs/workbench.md).
  SEGMENT_NOT_FOUND: "Segment not found",
  SEGMENT_CONFLICT: "This segment was changed in another tab or window. Compare both versions before saving again.",
  WORKBENCH_JOB_CLOSED: "This job is closed: its segments can no longer be changed.",
  SEGMENTATION_NOT_NEEDED: "This document's segments are ready or being prepared.",
  // The admin's contact inbox (docs/contact-inbox.md).
  CONTACT_MESSAGE_NOT_FOUND: "Message not found",
  CONTACT_ANSWER_LENGTH: "Please write an answer of 2 to 10,000 characters",
  // Customers' ratings (docs/ratings.md).
  RATING_STARS: "Please choose from 1 to 5 stars",
  RATING_COMMENT_TOO_LONG: "Your comment can be at most 1,000 characters",
  RATING_NOT_ALLOWED: "You can rate an order once it is completed",
  RATING_ALREADY_GIVEN: "You have already rated this order. Thank you!",
  RATING_NOT_FOUND: "Rating not found",
  RATING_NO_CONSENT: "The customer did not agree to publish this rating",
  // The certified deliverable (src/server/jobs/render-translation.ts, src/server/certificates/certify-order.ts).
  SEGMENTS_NOT_CONFIRMED:
    "{{count}} of the document's segments are not confirmed yet: confirm every segment to render it",
  NO_SEGMENTS: "This document has no segments to render: upload its translation as a file instead",
  CERTIFICATES_OUT_OF_DATE: "A translation changed while the certified PDFs were being made: please try again",
} as const;

export type ErrorCode = keyof typeof ERROR_TEXTS;

type Placeholders<T extends string> = T extends `${string}{{${infer Name}}}${infer Rest}`
  ? Name | Placeholders<Rest>
  : never;
/** The values a code's text names: `{ mb: 10 }` for FILE_TOO_LARGE, nothing for a fixed text. */
export type ErrorParams<C extends ErrorCode = ErrorCode> = {
  [Name in Placeholders<(typeof ERROR_TEXTS)[C]>]: string | number;
};
/** `[]` for a fixed text, `[params]` for a text with values: the compiler asks for exactly the values named. */
export type ErrorArgs<C extends ErrorCode> =
  Placeholders<(typeof ERROR_TEXTS)[C]> extends never ? [] : [params: ErrorParams<C>];

/** A code with its values: what AppError carries and the API answers. */
export type CodedError<C extends ErrorCode = ErrorCode> = { code: C; params?: Record<string, string | number> };

export function coded<C extends ErrorCode>(code: C, ...[params]: ErrorArgs<C>): CodedError<C> {
  return params ? { code, params } : { code };
}

export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === "string" && Object.hasOwn(ERROR_TEXTS, value);
}

/** Fills a text's {{placeholders}}; numbers are written the way `locale` writes them ("30,000" / "30.000"). */
export function fillPlaceholders(text: string, params: Record<string, string | number> = {}, locale = "en-US"): string {
  return text.replace(/\{\{(\w+)\}\}/g, (whole, name: string) => {
    const value = params[name];
    if (value === undefined) return whole;
    return typeof value === "number" ? value.toLocaleString(locale) : value;
  });
}

/** The English text of a code, its values filled in: the API's `message`. */
export function errorText<C extends ErrorCode>(code: C, ...[params]: ErrorArgs<C>): string {
  return fillPlaceholders(ERROR_TEXTS[code], params);
}

const FIXED_BY_TEXT = new Map<string, ErrorCode>(
  (Object.entries(ERROR_TEXTS) as [ErrorCode, string][])
    .filter(([, text]) => !text.includes("{{"))
    .map(([code, text]) => [text, code]),
);

/** The code of a fixed English text (a zod schema's message comes from this list): exact lookup, no patterns. */
export function codeOfText(message: string): ErrorCode | undefined {
  return FIXED_BY_TEXT.get(message);
}
