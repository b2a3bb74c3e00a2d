import { z } from "zod";

/** GET /api/delivery-calendar: what the browser needs to count business days as the server does (shared/delivery.ts). */
export const deliveryCalendarSchema = z.object({
  /** The office's time zone: its calendar decides the day of ordering. */
  timeZone: z.string(),
  /** US federal holidays, "YYYY-MM-DD", from last year to next year, with their observed weekdays. */
  holidays: z.array(z.string().regex(/^\d{4}-\d{2}-\d{2}$/)),
});
export type DeliveryCalendar = z.infer<typeof deliveryCalendarSchema>;
