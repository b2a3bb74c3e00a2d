import type { ServiceType } from "./enums";
import enOrdering from "./i18n/catalogs/en/ordering";

// The stored price lines are English (src/shared/price-order.ts builds them, and orders, receipts and invoices keep
// them as sold). Screens, e-mails and invoices show them in the reader's language: their fixed shapes are
// recognised here and rebuilt from the "ordering" catalog. Amounts are never touched.

export type T = (key: string, options?: Record<string, unknown>) => string;

const PLANS: Record<string, ServiceType> = { Standard: "standard", Certified: "certified", Premium: "premium" };
const KNOWN_TYPES = new Set(Object.keys(enOrdering.documentTypes));

/** A price line's label in the reader's language (docs/customer-ui.md); a label that matches no shape (e.g. a future kind) is shown as stored. */
export function translatePriceLabel(label: string, t: T, tOrders: T, locale: string): string {
  const type = (name: string) => (KNOWN_TYPES.has(name) ? t(`documentTypes.${name}`) : name);
  const plan = (name: string) => (PLANS[name] ? tOrders(`service.${PLANS[name]}`) : name);
  let m: RegExpMatchArray | null;
  if ((m = label.match(/^(.+) \(flat rate\)$/))) return t("priceLines.flat", { name: type(m[1]!) });
  if ((m = label.match(/^(.+): ([\d,]+) words? × (\$[\d,.]+)(?: \((Standard|Certified|Premium)\))?$/))) {
    const count = Number(m[2]!.replaceAll(",", ""));
    const base = t("priceLines.perWord", {
      name: type(m[1]!),
      count,
      formatted: count.toLocaleString(locale),
      rate: m[3],
    });
    return m[4] ? base + t("priceLines.planRate", { plan: plan(m[4]) }) : base;
  }
  if ((m = label.match(/^Notarization: (.+) \(every (Standard|Certified|Premium) document\)$/))) {
    return t("priceLines.notarizationEvery", { name: type(m[1]!), plan: plan(m[2]!) });
  }
  // Orders sold before decision 035 keep their free "included" line.
  if ((m = label.match(/^Notarization: (.+) \(included in (Standard|Certified|Premium)\)$/))) {
    return t("priceLines.notarizationIncluded", { name: type(m[1]!), plan: plan(m[2]!) });
  }
  if ((m = label.match(/^Notarization: (.+)$/))) return t("priceLines.notarization", { name: type(m[1]!) });
  if ((m = label.match(/^Extra certified cop(?:y|ies): (.+) \((\d+) × (\$[\d,.]+)\)$/))) {
    return t("priceLines.extraCopies", { name: type(m[1]!), count: Number(m[2]), each: m[3] });
  }
  if ((m = label.match(/^Translation priced by our team: (.*)$/s))) return t("priceLines.manual", { reason: m[1] });
  if ((m = label.match(/^Rush service \(\+(\d+)% of translation\)$/))) return t("priceLines.rush", { percent: m[1] });
  if ((m = label.match(/^Rush service \(\+(\d+)% of translation, every (Standard|Certified|Premium) order\)$/))) {
    return t("priceLines.rushEvery", { percent: m[1], plan: plan(m[2]!) });
  }
  if (label === "Physical delivery") return t("priceLines.shipping");
  if (label === "Minimum order charge") return t("priceLines.minimum");
  return label;
}
