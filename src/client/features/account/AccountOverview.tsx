import { useTranslation } from "react-i18next";
import type { PublicUser } from "@shared/schemas/auth";
import { useOrderFormat } from "@/features/orders/use-order-format";

/** The parts of the account that do not change here: username and membership date. */
export function AccountOverview({ user }: { user: PublicUser }) {
  const { t } = useTranslation("account");
  const f = useOrderFormat();
  return (
    <dl className="grid grid-cols-[max-content_minmax(0,1fr)] gap-x-6 gap-y-2 text-sm">
      <dt className="text-muted-foreground">{t("username")}</dt>
      <dd className="min-w-0 break-all font-medium">{user.username}</dd>
      <dt className="text-muted-foreground">{t("memberSince")}</dt>
      <dd className="min-w-0 break-words font-medium">{f.longDate(user.createdAt)}</dd>
    </dl>
  );
}
