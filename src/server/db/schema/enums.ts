import { LANGUAGES } from "../../../shared/i18n/languages";
import { pgEnum } from "drizzle-orm/pg-core";
import {
  DOCUMENT_ANALYSIS_STATUSES,
  DOCUMENT_STATUSES,
  ORDER_STATUSES,
  PAYMENT_STATUSES,
  SERVICE_TYPES,
  SETTING_CATEGORIES,
  TRANSLATION_DIRECTIONS,
  TRANSLATION_STATUSES,
  TRANSLATOR_CATEGORIES,
  TRANSLATOR_JOB_STATUSES,
  TRANSLATOR_STATUSES,
  USER_ROLES,
  WORD_COUNT_REVIEWS,
  WORD_COUNT_SOURCES,
} from "../../../shared/enums";

export const userRoleEnum = pgEnum("user_role", USER_ROLES);
export const orderStatusEnum = pgEnum("order_status", ORDER_STATUSES);
export const documentStatusEnum = pgEnum("document_status", DOCUMENT_STATUSES);
export const translationStatusEnum = pgEnum("translation_status", TRANSLATION_STATUSES);
export const paymentStatusEnum = pgEnum("payment_status", PAYMENT_STATUSES);
export const serviceTypeEnum = pgEnum("service_type", SERVICE_TYPES);
export const translationDirectionEnum = pgEnum("translation_direction", TRANSLATION_DIRECTIONS);
export const translatorStatusEnum = pgEnum("translator_status", TRANSLATOR_STATUSES);
export const translatorCategoryEnum = pgEnum("translator_category", TRANSLATOR_CATEGORIES);
export const translatorJobStatusEnum = pgEnum("translator_job_status", TRANSLATOR_JOB_STATUSES);
export const settingCategoryEnum = pgEnum("setting_category", SETTING_CATEGORIES);
export const documentAnalysisStatusEnum = pgEnum("document_analysis_status", DOCUMENT_ANALYSIS_STATUSES);
export const wordCountSourceEnum = pgEnum("word_count_source", WORD_COUNT_SOURCES);
export const wordCountReviewEnum = pgEnum("word_count_review", WORD_COUNT_REVIEWS);

/** The language a customer reads the site and their e-mails in (docs/decisions/014-i18n.md). */
export const languageEnum = pgEnum("language", LANGUAGES);
