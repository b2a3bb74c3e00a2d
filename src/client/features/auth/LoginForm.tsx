import { useForm } from "react-hook-form";
import { Link } from "wouter";
import { zodResolver } from "@hookform/resolvers/zod";
import { useTranslation } from "react-i18next";
import { loginSchema, type LoginInput } from "@shared/schemas/auth";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { useTranslateMessage } from "@/lib/translate-message";

type LoginFormProps = {
  onSubmit: (values: LoginInput) => void;
  isPending: boolean;
  /** Prefix of the input ids, e.g. "login" gives login-username and login-password. */
  idPrefix?: string;
  /** Shows "Forgot your password?" under the password field, linking here (not on the admin sign-in). */
  forgotPasswordHref?: string;
  /** The first field's label ("Username" unless a page says "Username or e-mail"; both are accepted). */
  usernameLabel?: string;
};

/** Username and password, validated with the shared loginSchema. */
export function LoginForm({
  onSubmit,
  isPending,
  idPrefix = "login",
  forgotPasswordHref,
  usernameLabel,
}: LoginFormProps) {
  const form = useForm<LoginInput>({
    resolver: zodResolver(loginSchema),
    defaultValues: { username: "", password: "" },
  });
  const { errors } = form.formState;
  const { t } = useTranslation("auth");
  const tm = useTranslateMessage();

  return (
    <form onSubmit={form.handleSubmit(onSubmit)} noValidate className="space-y-4">
      <FormField
        id={`${idPrefix}-username`}
        label={usernameLabel ?? t("login.username")}
        error={tm(errors.username?.message)}
      >
        <Input autoComplete="username" {...form.register("username")} />
      </FormField>
      <FormField id={`${idPrefix}-password`} label={t("login.password")} error={tm(errors.password?.message)}>
        <Input type="password" autoComplete="current-password" {...form.register("password")} />
      </FormField>
      {forgotPasswordHref && (
        <p className="-mt-2 text-right text-sm">
          <Link href={forgotPasswordHref} className="text-primary underline-offset-4 hover:underline">
            {t("login.forgotPassword")}
          </Link>
        </p>
      )}
      <Button type="submit" className="w-full" disabled={isPending}>
        {isPending ? t("login.submitting") : t("login.submit")}
      </Button>
    </form>
  );
}
