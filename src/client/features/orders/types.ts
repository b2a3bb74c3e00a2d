// The order as the client lists it (spec 3). Replace with the shared schema type once the orders API lands.
export type OrderStatus = "pending" | "processing" | "completed" | "cancelled";

export type Order = {
  id: number;
  status: OrderStatus | string;
  serviceType: string;
  translationDirection: string;
  wordCount: number;
  isRush: boolean;
  isPhysicalDelivery: boolean;
  totalPrice: number | string;
  estimatedDeliveryDate?: string | null;
  createdAt: string;
};
