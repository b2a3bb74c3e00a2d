import { PROVIDER_REFUSED_PREFIX } from "../../shared/schemas/refunds";
import { AppError, english } from "../http/app-error";

/** 502: the payment provider, not our server, said no (its own words follow the prefix). */
export const providerRefused = (reason: string) =>
  new AppError(502, english(`${PROVIDER_REFUSED_PREFIX}${reason}`, "PROVIDER_REFUSED"));
