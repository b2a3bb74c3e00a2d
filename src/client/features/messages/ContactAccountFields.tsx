import { useEffect, useRef } from "react";
import { MessagesSquare } from "lucide-react";
import type { UseFormReturn } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { Link } from "wouter";
import type { PublicUser } from "@shared/schemas/auth";
import type { ContactMessage, ContactMessageInput } from "@shared/schemas/marketing";
import { NativeSelect } from "@/components/ui/native-select";
import { useOrders } from "@/features/orders/use-orders";
import { threadFormat } from "./thread-format";
import { useMessageText } from "./use-message-text";

type ContactAccountFieldsProps = {
  user: PublicUser;
  form: UseFormReturn<ContactMessageInput, unknown, ContactMessage>;
};

/**
 * The contact form for a signed-in customer (docs/order-messages.md, "Contact form"): name and e-mail filled in from
 * the account, and a choice of one of their orders (preselected by ?order=, as the order page links here); the
 * message is then linked to both. A picked order points to its thread, where questions about it are best asked.
 */
export function ContactAccountFields({ user, form }: ContactAccountFieldsProps) {
  const { t, i18n } = useTranslation("messages");
  const say = useMessageText();
  const f = threadFormat(i18n.language);
  const { orders } = useOrders({ limit: 25 });
  const filled = useRef(false);
  useEffect(() => {
    if (filled.current) return;
    filled.current = true;
    const name = [user.firstName, user.lastName].filter(Boolean).join(" ");
    if (name && !form.getValues("name")) form.setValue("name", name);
    if (!form.getValues("email")) form.setValue("email", user.email);
  }, [form, user]);
  useEffect(() => {
    const asked = Number(new URLSearchParams(window.location.search).get("order"));
    if (asked && orders.some((order) => order.id === asked) && !form.getValues("orderId"))
      form.setValue("orderId", asked);
  }, [form, orders]);
  const picked = form.watch("orderId");
  const error = form.formState.errors.orderId?.message;
  const name = [user.firstName, user.lastName].filter(Boolean).join(" ") || user.username;

  return (
    <div className="space-y-3 rounded-lg bg-secondary/60 p-4" data-testid="contact-account">
      <p className="text-sm">{t("contact.signedIn", { name })}</p>
      <div className="space-y-2">
        <label htmlFor="contact-order" className="text-sm font-medium">
          {t("contact.order")}
        </label>
        <NativeSelect
          id="contact-order"
          {...form.register("orderId", {
            setValueAs: (value: string | number | null) => (value ? Number(value) : null),
          })}
        >
          <option value="">{t("contact.noOrder")}</option>
          {orders.map((order) => (
            <option key={order.id} value={order.id}>
              {t("contact.orderOption", { id: order.id, date: f.dateTime(order.createdAt) })}
            </option>
          ))}
        </NativeSelect>
        {error && (
          <p role="alert" className="text-sm font-medium text-destructive">
            {say(error)}
          </p>
        )}
      </div>
      {picked ? (
        <p className="flex flex-wrap items-center gap-x-2 text-sm text-muted-foreground">
          <MessagesSquare aria-hidden="true" className="size-4 text-primary" />
          {t("contact.threadHint")}
          <Link href={`/dashboard/orders/${picked}#messages`} className="font-medium text-primary hover:underline">
            {t("contact.openThread", { id: picked })}
          </Link>
        </p>
      ) : null}
    </div>
  );
}
