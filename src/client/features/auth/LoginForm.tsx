import { useForm } from "react-hook-form";
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
};

/** Username and password, validated with the shared loginSchema. */
export function LoginForm({ onSubmit, isPending, idPrefix = "login" }: LoginFormProps) {
  const form = useForm<LoginInput>({
    resolver: zodResolver(loginSchema),
    defaultValues: { username: "", password: "" },
  });
  const { errors } = form.formState;
  const { t } = useTranslation("auth");
  const tm = useTranslateMessage();

  return (
    <form onSubmit={form.handleSubmit(onSubmit)} noValidate className="space-y-4">
      <FormField id={`${idPrefix}-username`} label={t("login.username")} error={tm(errors.username?.message)}>
        <Input autoComplete="username" {...form.register("username")} />
      </FormField>
      <FormField id={`${idPrefix}-password`} label={t("login.password")} error={tm(errors.password?.message)}>
        <Input type="password" autoComplete="current-password" {...form.register("password")} />
      </FormField>
      <Button type="submit" className="w-full" disabled={isPending}>
        {isPending ? t("login.submitting") : t("login.submit")}
      </Button>
    </form>
  );
}
