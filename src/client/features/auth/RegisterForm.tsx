import { Controller, useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { useTranslation } from "react-i18next";
import { registerFormSchema, type RegisterFormInput, type RegisterInput } from "@shared/schemas/auth";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { useTranslateMessage } from "@/lib/translate-message";
import { TermsConsentField } from "./TermsConsentField";

type RegisterFormProps = { onSubmit: (values: RegisterInput) => void; isPending: boolean };

/** The sign-up form; the password confirmation is checked here and never sent, the consent box must be ticked. */
export function RegisterForm({ onSubmit, isPending }: RegisterFormProps) {
  const form = useForm<RegisterFormInput>({
    resolver: zodResolver(registerFormSchema),
    defaultValues: {
      firstName: "",
      lastName: "",
      username: "",
      email: "",
      password: "",
      confirmPassword: "",
      acceptTerms: false,
    },
  });
  const { errors } = form.formState;
  const { t } = useTranslation("auth");
  const tm = useTranslateMessage();

  const submit = ({ username, email, password, firstName, lastName }: RegisterFormInput) =>
    onSubmit({ username, email, password, firstName, lastName, acceptTerms: true });

  return (
    <form onSubmit={form.handleSubmit(submit)} noValidate className="space-y-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField id="register-firstName" label={t("register.firstName")} error={tm(errors.firstName?.message)}>
          <Input autoComplete="given-name" {...form.register("firstName")} />
        </FormField>
        <FormField id="register-lastName" label={t("register.lastName")} error={tm(errors.lastName?.message)}>
          <Input autoComplete="family-name" {...form.register("lastName")} />
        </FormField>
      </div>
      <FormField id="register-username" label={t("register.username")} error={tm(errors.username?.message)}>
        <Input autoComplete="username" {...form.register("username")} />
      </FormField>
      <FormField id="register-email" label={t("register.email")} error={tm(errors.email?.message)}>
        <Input type="email" autoComplete="email" {...form.register("email")} />
      </FormField>
      <FormField
        id="register-password"
        label={t("register.password")}
        error={tm(errors.password?.message)}
        description={errors.password ? undefined : t("register.passwordHint")}
      >
        <Input type="password" autoComplete="new-password" {...form.register("password")} />
      </FormField>
      <FormField
        id="register-confirmPassword"
        label={t("register.confirmPassword")}
        error={tm(errors.confirmPassword?.message)}
      >
        <Input type="password" autoComplete="new-password" {...form.register("confirmPassword")} />
      </FormField>
      <Controller
        control={form.control}
        name="acceptTerms"
        render={({ field }) => (
          <TermsConsentField
            ref={field.ref}
            id="register-acceptTerms"
            checked={field.value}
            onCheckedChange={field.onChange}
            onBlur={field.onBlur}
            error={tm(errors.acceptTerms?.message)}
          />
        )}
      />
      <Button type="submit" className="w-full" disabled={isPending}>
        {isPending ? t("register.submitting") : t("register.submit")}
      </Button>
    </form>
  );
}
