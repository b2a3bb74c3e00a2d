import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { useTranslation } from "react-i18next";
import { useRouter } from "wouter";
import { z } from "zod";
import { registerSchema } from "@shared/schemas/auth";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { useTranslateMessage } from "@/lib/translate-message";
import type { DraftSignUpInput } from "./use-draft-account";

/** The terms box's own marker; the page shows its catalog text (draftOrder:account.termsRequired). */
const TERMS_REQUIRED = "terms";

// The server's rules for the fields it shares (registerSchema), plus the ticked box. No username: the server makes one.
const signUpFormSchema = registerSchema
  .pick({ firstName: true, lastName: true, email: true, password: true })
  .extend({ acceptTerms: z.boolean().refine((ticked) => ticked, TERMS_REQUIRED) });
type SignUpFormValues = z.input<typeof signUpFormSchema>;

type DraftSignUpFormProps = { onSubmit: (values: DraftSignUpInput) => void; isPending: boolean };

/** "New customer": first and last name, e-mail, password and the consent box, on the order page itself. */
export function DraftSignUpForm({ onSubmit, isPending }: DraftSignUpFormProps) {
  const { t } = useTranslation("draftOrder");
  const tm = useTranslateMessage();
  const form = useForm<SignUpFormValues>({
    resolver: zodResolver(signUpFormSchema),
    defaultValues: { firstName: "", lastName: "", email: "", password: "", acceptTerms: false },
  });
  const { errors } = form.formState;
  // The terms open in a new tab (the order stays), in the page's language (/tr under the Turkish base).
  const { base } = useRouter();
  const termsError = errors.acceptTerms ? t("account.termsRequired") : undefined;

  return (
    <form
      noValidate
      className="space-y-4"
      onSubmit={form.handleSubmit(({ firstName, lastName, email, password }) =>
        onSubmit({ firstName, lastName, email, password }),
      )}
    >
      <p className="text-sm text-muted-foreground">{t("account.newIntro")}</p>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField id="draft-firstName" label={t("account.firstName")} error={tm(errors.firstName?.message)}>
          <Input autoComplete="given-name" {...form.register("firstName")} />
        </FormField>
        <FormField id="draft-lastName" label={t("account.lastName")} error={tm(errors.lastName?.message)}>
          <Input autoComplete="family-name" {...form.register("lastName")} />
        </FormField>
      </div>
      <FormField id="draft-email" label={t("account.email")} error={tm(errors.email?.message)}>
        <Input type="email" autoComplete="email" {...form.register("email")} />
      </FormField>
      <FormField
        id="draft-password"
        label={t("account.password")}
        error={tm(errors.password?.message)}
        description={errors.password ? undefined : t("account.passwordHint")}
      >
        <Input type="password" autoComplete="new-password" {...form.register("password")} />
      </FormField>
      <div className="space-y-1">
        <div className="flex items-start gap-2">
          <input
            id="draft-acceptTerms"
            type="checkbox"
            className="mt-0.5 size-4 shrink-0 accent-primary"
            aria-invalid={termsError ? true : undefined}
            aria-describedby={termsError ? "draft-acceptTerms-error" : undefined}
            {...form.register("acceptTerms")}
          />
          <label htmlFor="draft-acceptTerms" className="text-sm">
            {t("account.acceptTermsBefore")}
            <a
              href={`${base}/terms`}
              target="_blank"
              rel="noopener"
              className="text-primary underline underline-offset-4"
            >
              {t("account.terms")}
            </a>
            {t("account.acceptTermsAnd")}
            <a
              href={`${base}/privacy`}
              target="_blank"
              rel="noopener"
              className="text-primary underline underline-offset-4"
            >
              {t("account.privacy")}
            </a>
            {t("account.acceptTermsAfter")}
          </label>
        </div>
        {termsError && (
          <p id="draft-acceptTerms-error" role="alert" className="text-sm font-medium text-destructive">
            {termsError}
          </p>
        )}
      </div>
      <Button type="submit" className="w-full" disabled={isPending}>
        {isPending ? t("account.creating") : t("account.create")}
      </Button>
    </form>
  );
}
