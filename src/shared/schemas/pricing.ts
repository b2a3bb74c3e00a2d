import type { ServiceType } from "../enums";

/** One row of GET /api/pricing (spec section 3). */
export type PricingEntry = {
  serviceType: ServiceType;
  pricePerWord: number;
  rushMultiplier: number;
  physicalDeliveryCost: number;
};
