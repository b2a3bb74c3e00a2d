import type { CustomerOrderDto } from "@shared/schemas/orders";

export type { OrderStatus } from "@shared/enums";

/** An order as GET /api/orders lists it. */
export type Order = CustomerOrderDto;
