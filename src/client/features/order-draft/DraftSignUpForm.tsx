import { Controller, useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { useTranslation } from "react-i18next";
import { z } from "zod";
import { errorText } from "@shared/error-codes";
import { registerSchema } from "@shared/schemas/auth";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { useTranslateMessage } from "@/lib/translate-message";
import { TermsConsentField } from "@/features/auth/TermsConsentField";
import type { DraftSignUpInput } from "./use-draft-account";

// The server's rules for the fields it shares (registerSchema), plus the ticked box. No username: the server makes one.
const signUpFormSchema = registerSchema
  .pick({ firstName: true, lastName: true, email: true, password: true })
  .extend({ acceptTerms: z.boolean().refine((ticked) => ticked, errorText("TERMS_REQUIRED")) });
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
      <Controller
        control={form.control}
        name="acceptTerms"
        render={({ field }) => (
          <TermsConsentField
            ref={field.ref}
            id="draft-acceptTerms"
            checked={field.value === true}
            onCheckedChange={field.onChange}
            onBlur={field.onBlur}
            error={tm(errors.acceptTerms?.message)}
          />
        )}
      />
      <Button type="submit" className="w-full" disabled={isPending}>
        {isPending ? t("account.creating") : t("account.create")}
      </Button>
    </form>
  );
}
