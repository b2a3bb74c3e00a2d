import { useMutation } from "@tanstack/react-query";
import { CircleCheck, Send } from "lucide-react";
import { type FormEvent, useState } from "react";
import { CONTACT_LIMITS, type ContactMessage, contactMessageSchema } from "@shared/schemas/marketing";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { Textarea } from "@/components/ui/textarea";
import { fieldErrors } from "@/features/site/field-errors";
import { toast } from "@/hooks/use-toast";
import { apiRequest, errorMessage } from "@/lib/api";

const EMPTY = { name: "", email: "", phone: "", subject: "", message: "" };
type Fields = typeof EMPTY;

/** POST /api/contact with the shared schema: the same messages show here and in the server's 400 answers. */
export function ContactForm() {
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
      toast({ title: "Message sent", description: message });
    },
    onError: (error) => {
      toast({ title: "Message not sent", description: errorMessage(error, "Something went wrong. Please try again or e-mail us directly."), variant: "destructive" });
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
        <h2 className="mt-4 text-xl font-semibold">Thank you!</h2>
        <p className="mt-2 text-muted-foreground">{sentMessage}</p>
        <p className="mt-1 text-sm text-muted-foreground">A copy of your message is on its way to your inbox.</p>
        <Button variant="outline" className="mt-6" onClick={() => setSentMessage(null)}>
          Send another message
        </Button>
      </div>
    );
  }

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-5 rounded-xl border bg-card p-6 shadow-sm sm:p-8" aria-labelledby="contact-form-title">
      <h2 id="contact-form-title" className="text-xl font-semibold">
        Send us a message
      </h2>
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField id="contact-name" label="Full name" error={errors.name}>
          <Input autoComplete="name" maxLength={CONTACT_LIMITS.name} value={fields.name} onChange={(e) => update("name", e.target.value)} />
        </FormField>
        <FormField id="contact-email" label="E-mail" error={errors.email}>
          <Input type="email" autoComplete="email" value={fields.email} onChange={(e) => update("email", e.target.value)} />
        </FormField>
      </div>
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField id="contact-phone" label="Phone (optional)" error={errors.phone}>
          <Input type="tel" autoComplete="tel" maxLength={CONTACT_LIMITS.phone} value={fields.phone} onChange={(e) => update("phone", e.target.value)} />
        </FormField>
        <FormField id="contact-subject" label="Subject" error={errors.subject}>
          <Input maxLength={CONTACT_LIMITS.subject} value={fields.subject} onChange={(e) => update("subject", e.target.value)} placeholder="e.g. Birth certificate for USCIS" />
        </FormField>
      </div>
      <FormField
        id="contact-message"
        label="Message"
        error={errors.message}
        description={`${fields.message.length.toLocaleString("en-US")} / ${CONTACT_LIMITS.message.toLocaleString("en-US")} characters`}
      >
        <Textarea
          rows={6}
          maxLength={CONTACT_LIMITS.message}
          value={fields.message}
          onChange={(e) => update("message", e.target.value)}
          placeholder="Tell us which documents you have, what they are for, and when you need them."
        />
      </FormField>
      <Button type="submit" size="lg" disabled={send.isPending} className="w-full sm:w-auto">
        <Send aria-hidden="true" />
        {send.isPending ? "Sending..." : "Send Message"}
      </Button>
    </form>
  );
}
