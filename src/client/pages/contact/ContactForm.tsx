import { useMutation } from "@tanstack/react-query";
import { CircleCheck, Send } from "lucide-react";
import { Suspense, lazy, useState } from "react";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { useTranslation } from "react-i18next";
import {
  CONTACT_LIMITS,
  type ContactMessage,
  type ContactMessageInput,
  contactMessageSchema,
} from "@shared/schemas/marketing";
import type { MessageAnswer } from "@shared/schemas/message";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { Textarea } from "@/components/ui/textarea";
import { toast } from "@/hooks/use-toast";
import { currentLanguage } from "@/i18n/i18n";
import { apiRequest, apiMessage } from "@/lib/api";
import { useTranslateMessage } from "@/lib/translate-message";
import { useAuth } from "@/hooks/use-auth";

// Only a signed-in customer sees these fields: loaded then, so the prerendered public page does not carry them.
const ContactAccountFields = lazy(() =>
  import("@/features/messages/ContactAccountFields").then((module) => ({ default: module.ContactAccountFields })),
);

const EMPTY: ContactMessageInput = { name: "", email: "", phone: "", subject: "", message: "" };

/** POST /api/contact with the shared schema: the same messages show here and in the server's 400 answers. */
export function ContactForm() {
  const { t, i18n } = useTranslation("site");
  const tm = useTranslateMessage();
  const locale = i18n.language === "tr" ? "tr-TR" : "en-US";
  // Checked on submit, then on every change (react-hook-form's default); the first wrong field gets the focus.
  const form = useForm<ContactMessageInput, unknown, ContactMessage>({
    resolver: zodResolver(contactMessageSchema),
    defaultValues: EMPTY,
  });
  const { errors } = form.formState;
  const messageLength = (form.watch("message") ?? "").length;
  const [sentMessage, setSentMessage] = useState<string | null>(null);
  // A signed-in customer's message is linked to the account and, when picked, to an order (docs/order-messages.md).
  const { user } = useAuth();

  const send = useMutation({
    // The page's language: the confirmation e-mail is written in it.
    mutationFn: async (input: ContactMessage) =>
      (
        await apiRequest("POST", "/api/contact", { ...input, language: currentLanguage() })
      ).json() as Promise<MessageAnswer>,
    onSuccess: ({ message }) => {
      setSentMessage(message);
      form.reset(EMPTY);
      toast({ title: t("contact.form.sentTitle"), description: tm(message) });
    },
    onError: (error) => {
      toast({
        title: t("contact.form.notSentTitle"),
        description: tm(apiMessage(error, t("contact.form.notSentText"))),
        variant: "destructive",
      });
    },
  });

  if (sentMessage) {
    return (
      <div role="status" className="rounded-xl border bg-card p-8 text-center shadow-sm" data-testid="contact-success">
        <CircleCheck aria-hidden="true" className="mx-auto size-12 text-success" />
        <h2 className="mt-4 text-xl font-semibold">{t("contact.form.thankYou")}</h2>
        <p className="mt-2 text-muted-foreground">{tm(sentMessage)}</p>
        <p className="mt-1 text-sm text-muted-foreground">{t("contact.form.confirmationSent")}</p>
        <Button variant="outline" className="mt-6" onClick={() => setSentMessage(null)}>
          {t("contact.form.sendAnother")}
        </Button>
      </div>
    );
  }

  return (
    <form
      onSubmit={form.handleSubmit((values) => send.mutate(values))}
      noValidate
      className="space-y-5 rounded-xl border bg-card p-6 shadow-sm sm:p-8"
      aria-labelledby="contact-form-title"
    >
      <h2 id="contact-form-title" className="text-xl font-semibold">
        {t("contact.form.title")}
      </h2>
      {user?.role === "user" && (
        <Suspense fallback={null}>
          <ContactAccountFields user={user} form={form} />
        </Suspense>
      )}
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField id="contact-name" label={t("contact.form.fullName")} error={tm(errors.name?.message)}>
          <Input autoComplete="name" maxLength={CONTACT_LIMITS.name} {...form.register("name")} />
        </FormField>
        <FormField id="contact-email" label={t("contact.form.email")} error={tm(errors.email?.message)}>
          <Input type="email" autoComplete="email" {...form.register("email")} />
        </FormField>
      </div>
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField id="contact-phone" label={t("contact.form.phone")} error={tm(errors.phone?.message)}>
          <Input type="tel" autoComplete="tel" maxLength={CONTACT_LIMITS.phone} {...form.register("phone")} />
        </FormField>
        <FormField id="contact-subject" label={t("contact.form.subject")} error={tm(errors.subject?.message)}>
          <Input
            maxLength={CONTACT_LIMITS.subject}
            {...form.register("subject")}
            placeholder={t("contact.form.subjectPlaceholder")}
          />
        </FormField>
      </div>
      <FormField
        id="contact-message"
        label={t("contact.form.message")}
        error={tm(errors.message?.message)}
        description={t("contact.form.characters", {
          length: messageLength.toLocaleString(locale),
          max: CONTACT_LIMITS.message.toLocaleString(locale),
        })}
      >
        <Textarea
          rows={6}
          maxLength={CONTACT_LIMITS.message}
          {...form.register("message")}
          placeholder={t("contact.form.messagePlaceholder")}
        />
      </FormField>
      <Button type="submit" size="lg" disabled={send.isPending} className="w-full sm:w-auto">
        <Send aria-hidden="true" />
        {send.isPending ? t("contact.form.sending") : t("contact.form.send")}
      </Button>
    </form>
  );
}
