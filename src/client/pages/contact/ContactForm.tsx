import { useMutation } from "@tanstack/react-query";
import { CircleCheck, Send } from "lucide-react";
import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { CONTACT_LIMITS, type ContactMessage, contactMessageSchema } from "@shared/schemas/marketing";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { Textarea } from "@/components/ui/textarea";
import { fieldErrors } from "@/features/site/field-errors";
import { toast } from "@/hooks/use-toast";
import { apiRequest, errorMessage } from "@/lib/api";
import { useTranslateMessage } from "@/lib/translate-message";

const EMPTY = { name: "", email: "", phone: "", subject: "", message: "" };
type Fields = typeof EMPTY;

/** POST /api/contact with the shared schema: the same messages show here and in the server's 400 answers. */
export function ContactForm() {
  const { t, i18n } = useTranslation("site");
  const tm = useTranslateMessage();
  const locale = i18n.language === "tr" ? "tr-TR" : "en-US";
  const [fields, setFields] = useState<Fields>(EMPTY);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [submitted, setSubmitted] = useState(false);
  const [sentMessage, setSentMessage] = useState<string | null>(null);

  const send = useMutation({
    mutationFn: async (input: ContactMessage) => (await apiRequest("POST", "/api/contact", input)).json() as Promise<{ message: string }>,
    onSuccess: ({ message }) => {
      setSentMessage(message);
      setFields(EMPTY);
      setSubmitted(false);
      toast({ title: t("contact.form.sentTitle"), description: tm(message) });
    },
    onError: (error) => {
      toast({ title: t("contact.form.notSentTitle"), description: tm(errorMessage(error, t("contact.form.notSentText"))), variant: "destructive" });
    },
  });

  function validate(next: Fields) {
    const result = contactMessageSchema.safeParse(next);
    setErrors(result.success ? {} : fieldErrors(result.error));
    return result;
  }

  function update(field: keyof Fields, value: string) {
    const next = { ...fields, [field]: value };
    setFields(next);
    if (submitted) validate(next);
  }

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    setSubmitted(true);
    const result = validate(fields);
    if (result.success) send.mutate(result.data);
    else document.getElementById(`contact-${Object.keys(fieldErrors(result.error))[0]}`)?.focus();
  }

  if (sentMessage) {
    return (
      <div role="status" className="rounded-xl border bg-card p-8 text-center shadow-sm" data-testid="contact-success">
        <CircleCheck aria-hidden="true" className="mx-auto size-12 text-success" />
        <h2 className="mt-4 text-xl font-semibold">{t("contact.form.thankYou")}</h2>
        <p className="mt-2 text-muted-foreground">{tm(sentMessage)}</p>
        <p className="mt-1 text-sm text-muted-foreground">{t("contact.form.copySent")}</p>
        <Button variant="outline" className="mt-6" onClick={() => setSentMessage(null)}>
          {t("contact.form.sendAnother")}
        </Button>
      </div>
    );
  }

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-5 rounded-xl border bg-card p-6 shadow-sm sm:p-8" aria-labelledby="contact-form-title">
      <h2 id="contact-form-title" className="text-xl font-semibold">
        {t("contact.form.title")}
      </h2>
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField id="contact-name" label={t("contact.form.fullName")} error={tm(errors.name)}>
          <Input autoComplete="name" maxLength={CONTACT_LIMITS.name} value={fields.name} onChange={(e) => update("name", e.target.value)} />
        </FormField>
        <FormField id="contact-email" label={t("contact.form.email")} error={tm(errors.email)}>
          <Input type="email" autoComplete="email" value={fields.email} onChange={(e) => update("email", e.target.value)} />
        </FormField>
      </div>
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField id="contact-phone" label={t("contact.form.phone")} error={tm(errors.phone)}>
          <Input type="tel" autoComplete="tel" maxLength={CONTACT_LIMITS.phone} value={fields.phone} onChange={(e) => update("phone", e.target.value)} />
        </FormField>
        <FormField id="contact-subject" label={t("contact.form.subject")} error={tm(errors.subject)}>
          <Input maxLength={CONTACT_LIMITS.subject} value={fields.subject} onChange={(e) => update("subject", e.target.value)} placeholder={t("contact.form.subjectPlaceholder")} />
        </FormField>
      </div>
      <FormField
        id="contact-message"
        label={t("contact.form.message")}
        error={tm(errors.message)}
        description={t("contact.form.characters", { length: fields.message.length.toLocaleString(locale), max: CONTACT_LIMITS.message.toLocaleString(locale) })}
      >
        <Textarea
          rows={6}
          maxLength={CONTACT_LIMITS.message}
          value={fields.message}
          onChange={(e) => update("message", e.target.value)}
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
