import { format } from "date-fns";
import { tr } from "date-fns/locale/tr";

/** Spec 9: application dates in the Turkish long date format, e.g. "15 Ocak 2026". */
export const turkishLongDate = (iso: string) => format(new Date(iso), "PPP", { locale: tr });

