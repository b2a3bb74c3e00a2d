// The schema drizzle-kit reads and the typed database client is built from.
export * from "./enums";
export * from "./users";
export * from "./orders";
export * from "./documents";
export * from "./payments";
export * from "./translators";
export * from "./settings";
export * from "./mail";
export * from "./marketing";
export * from "./certificates";
export * from "./refunds";
export * from "./review";
export * from "./pricing-catalog";
export * from "./fulfilment";
export * from "./jobs";
export * from "./security";
export * from "./messages";
