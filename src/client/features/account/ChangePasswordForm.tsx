import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { useTranslation } from "react-i18next";
import { useMutation } from "@tanstack/react-query";
import { changePasswordSchema, type ChangePasswordInput } from "@shared/schemas/auth";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { toast } from "@/hooks/use-toast";
import { apiRequest, errorMessage } from "@/lib/api";
import { useTranslateMessage } from "@/lib/translate-message";

const EMPTY: ChangePasswordInput = { currentPassword: "", newPassword: "", confirmPassword: "" };

/** Change password (spec 5 rules); other signed-in devices are signed out by the server, this one stays. */
export function ChangePasswordForm() {
  const { t } = useTranslation("account");
  const tm = useTranslateMessage();
  const form = useForm<ChangePasswordInput>({ resolver: zodResolver(changePasswordSchema), defaultValues: EMPTY });
  const { errors } = form.formState;

  const change = useMutation<{ message: string }, Error, ChangePasswordInput>({
    mutationFn: async (input) => (await apiRequest("POST", "/api/user/change-password", input)).json(),
    onSuccess: (result) => {
      form.reset(EMPTY);
      toast({ title: t("password.doneTitle"), description: tm(result.message) });
    },
    onError: (error) => {
      const message = tm(errorMessage(error, t("password.tryAgain")));
      toast({ title: t("password.failedTitle"), description: t("password.failedText", { message }), variant: "destructive" });
    },
  });

  return (
    <form noValidate onSubmit={form.handleSubmit((values) => change.mutate(values))} className="space-y-4">
      <FormField id="password-current" label={t("password.current")} error={tm(errors.currentPassword?.message)}>
        <Input type="password" autoComplete="current-password" {...form.register("currentPassword")} />
      </FormField>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField id="password-new" label={t("password.new")} error={tm(errors.newPassword?.message)} description={errors.newPassword ? undefined : t("password.hint")}>
          <Input type="password" autoComplete="new-password" {...form.register("newPassword")} />
        </FormField>
        <FormField id="password-confirm" label={t("password.confirm")} error={tm(errors.confirmPassword?.message)}>
          <Input type="password" autoComplete="new-password" {...form.register("confirmPassword")} />
        </FormField>
      </div>
      <Button type="submit" disabled={change.isPending}>
        {change.isPending ? t("password.submitting") : t("password.submit")}
      </Button>
    </form>
  );
}
