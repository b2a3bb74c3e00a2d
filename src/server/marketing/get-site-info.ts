import type { SiteInfo } from "../../shared/schemas/marketing";
import type { Executor } from "../db/client";
import { readSetting } from "../settings/read-settings";

/** The company details an administrator maintains under General Settings. */
export async function getSiteInfo(db: Executor): Promise<SiteInfo> {
  const [companyName, companyEmail, companyPhone, companyAddress, businessHours] = await Promise.all([
    readSetting(db, "company_name"),
    readSetting(db, "company_email"),
    readSetting(db, "company_phone"),
    readSetting(db, "company_address"),
    readSetting(db, "business_hours"),
  ]);
  return { companyName, companyEmail, companyPhone, companyAddress, businessHours };
}
