import { z } from "zod";
import { DOCUMENT_PRICINGS, DOCUMENT_TYPE_IDS, DOCUMENT_TYPE_PRICING, type PriceCatalog } from "../catalog";
import { SERVICE_TYPES } from "../enums";
import { errorText } from "../error-codes";

// GET /api/pricing and the admin's Settings → Pricing (docs/ordering.md "Pricing API").

/**
 * GET /api/pricing and GET/PUT /api/admin/pricing: { plans, documentTypes, addOns }. The types stay in ../catalog.ts
 * (zod-free, read by the price rule); `satisfies` keeps this schema and them in step.
 */
export const priceCatalogSchema = z.object({
  plans: z.array(
    z.object({
      serviceType: z.enum(SERVICE_TYPES),
      pricePerWord: z.number(),
      rushMultiplier: z.number(),
      physicalDeliveryCost: z.number(),
      pricePerWordCents: z.number().int(),
      physicalDeliveryCents: z.number().int(),
    }),
  ),
  documentTypes: z.array(
    z.object({
      id: z.enum(DOCUMENT_TYPE_IDS),
      name: z.string(),
      pricing: z.enum(DOCUMENT_PRICINGS),
      priceCents: z.number().int().nullable(),
    }),
  ),
  addOns: z.object({
    notarizationCents: z.number().int(),
    extraCopyCents: z.number().int(),
    minimumOrderCents: z.number().int(),
  }),
}) satisfies z.ZodType<PriceCatalog>;
export type PricingResponse = PriceCatalog;

export const MAX_PRICE_CENTS = 1_000_000;

const centsField = (label: string) => {
  const message = `${label} must be a whole number of cents from 0 to ${MAX_PRICE_CENTS.toLocaleString("en-US")}`;
  return z.number({ error: message }).int(message).min(0, message).max(MAX_PRICE_CENTS, message);
};

export const RUSH_MULTIPLIER_MESSAGE = "Rush multiplier must be between 1 and 3";
export const DOCUMENT_TYPE_NAME_MESSAGE = "Please enter a document type name (at most 60 characters)";
export const PRICE_REQUIRED_MESSAGE = "Please enter a price for this document type";
export const PLAN_RATE_HAS_NO_PRICE_MESSAGE =
  "Other documents are priced at the plan's per-word rate; leave the price empty";
export const DUPLICATE_ENTRY_MESSAGE = "Each plan and document type can be listed once";

/**
 * PUT /api/admin/pricing: the prices to change. Every part is optional; a plan or document type not
 * listed keeps its price. Type ids and how a type is priced are fixed (../catalog.ts).
 */
export const updatePricingSchema = z
  .strictObject(
    {
      plans: z
        .array(
          z.object({
            serviceType: z.enum(SERVICE_TYPES, { error: "Please select a service type" }),
            pricePerWordCents: centsField("Price per word"),
            rushMultiplier: z
              .number({ error: RUSH_MULTIPLIER_MESSAGE })
              .min(1, RUSH_MULTIPLIER_MESSAGE)
              .max(3, RUSH_MULTIPLIER_MESSAGE),
            physicalDeliveryCents: centsField("Physical delivery"),
          }),
          { error: "Plans must be a list" },
        )
        .max(SERVICE_TYPES.length, DUPLICATE_ENTRY_MESSAGE)
        .optional(),
      documentTypes: z
        .array(
          z.object({
            id: z.enum(DOCUMENT_TYPE_IDS, { error: errorText("DOCUMENT_TYPE") }),
            name: z
              .string({ error: DOCUMENT_TYPE_NAME_MESSAGE })
              .trim()
              .min(1, DOCUMENT_TYPE_NAME_MESSAGE)
              .max(60, DOCUMENT_TYPE_NAME_MESSAGE),
            priceCents: centsField("Price").nullable(),
          }),
          { error: "Document types must be a list" },
        )
        .max(DOCUMENT_TYPE_IDS.length, DUPLICATE_ENTRY_MESSAGE)
        .optional(),
      addOns: z
        .object(
          {
            notarizationCents: centsField("Notarization"),
            extraCopyCents: centsField("Extra copy"),
            minimumOrderCents: centsField("Minimum order charge"),
          },
          { error: "Add-on prices must be an object" },
        )
        .optional(),
      // Strict: a misspelt part must not pass as "nothing to change".
    },
    {
      error: (issue) =>
        issue.code === "unrecognized_keys"
          ? "Unknown pricing field: send plans, documentTypes or addOns"
          : "Please send the prices to change",
    },
  )
  .superRefine((input, context) => {
    const plans = input.plans?.map((plan) => plan.serviceType) ?? [];
    const types = input.documentTypes?.map((type) => type.id) ?? [];
    if (new Set(plans).size !== plans.length || new Set(types).size !== types.length) {
      context.addIssue({ code: "custom", message: DUPLICATE_ENTRY_MESSAGE });
    }
    input.documentTypes?.forEach((type, index) => {
      const planRate = DOCUMENT_TYPE_PRICING[type.id] === "plan_rate";
      if (planRate && type.priceCents !== null) {
        context.addIssue({
          code: "custom",
          path: ["documentTypes", index, "priceCents"],
          message: PLAN_RATE_HAS_NO_PRICE_MESSAGE,
        });
      }
      if (!planRate && type.priceCents === null) {
        context.addIssue({
          code: "custom",
          path: ["documentTypes", index, "priceCents"],
          message: PRICE_REQUIRED_MESSAGE,
        });
      }
    });
  });
export type UpdatePricingInput = z.input<typeof updatePricingSchema>;
export type UpdatePricingData = z.output<typeof updatePricingSchema>;

export const MANUAL_PRICE_REASON_MESSAGE = "Please give a reason for the manual price (at least 3 characters)";
export const MANUAL_PRICE_AMOUNT_MESSAGE = `Manual price must be a whole number of cents from 0 to ${(10 * MAX_PRICE_CENTS).toLocaleString("en-US")}`;

/** PUT /api/admin/orders/:id/price: the price of the translation work, replacing the computed lines. */
export const manualPriceSchema = z.object({
  amountCents: z
    .number({ error: MANUAL_PRICE_AMOUNT_MESSAGE })
    .int(MANUAL_PRICE_AMOUNT_MESSAGE)
    .min(0, MANUAL_PRICE_AMOUNT_MESSAGE)
    .max(10 * MAX_PRICE_CENTS, MANUAL_PRICE_AMOUNT_MESSAGE),
  reason: z
    .string({ error: MANUAL_PRICE_REASON_MESSAGE })
    .trim()
    .min(3, MANUAL_PRICE_REASON_MESSAGE)
    .max(300, "Reason must be at most 300 characters"),
});
export type ManualPriceInput = z.infer<typeof manualPriceSchema>;
