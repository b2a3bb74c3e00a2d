import { format } from "date-fns";
import { tr } from "date-fns/locale/tr";

/** Application dates, as the spec shows them, in the Turkish long date format, e.g. "15 Ocak 2026". */
export const turkishLongDate = (iso: string) => format(new Date(iso), "PPP", { locale: tr });
