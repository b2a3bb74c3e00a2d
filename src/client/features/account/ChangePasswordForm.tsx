import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { useTranslation } from "react-i18next";
import { useMutation } from "@tanstack/react-query";
import { changePasswordSchema, type ChangePasswordInput } from "@shared/schemas/auth";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { toast } from "@/hooks/use-toast";
import { apiRequest, apiMessage } from "@/lib/api";
import { useTranslateMessage } from "@/lib/translate-message";
import { cn } from "@/lib/utils";

const EMPTY: ChangePasswordInput = { currentPassword: "", newPassword: "", confirmPassword: "" };

// What differs between the customer's Account Settings and the admin's Security tab. The field ids are the ones the
// browser tests fill in; the admin screens are English only, whatever language the visitor picked.
const AUDIENCES = {
  customer: {
    endpoint: "/api/user/change-password",
    language: undefined,
    ids: { current: "password-current", new: "password-new", confirm: "password-confirm" },
    failedTitle: undefined,
    showsRule: true,
  },
  admin: {
    endpoint: "/api/admin/change-password",
    language: "en",
    ids: { current: "current-password", new: "new-password", confirm: "confirm-password" },
    failedTitle: "Error",
    showsRule: false,
  },
} as const;

export type ChangePasswordAudience = keyof typeof AUDIENCES;

/** Change password (the spec's password rules); other signed-in devices are signed out by the server, this one stays. */
export function ChangePasswordForm({ audience }: { audience: ChangePasswordAudience }) {
  const { endpoint, language, ids, failedTitle, showsRule } = AUDIENCES[audience];
  const { t } = useTranslation("account", { lng: language });
  const tm = useTranslateMessage(language);
  const form = useForm<ChangePasswordInput>({ resolver: zodResolver(changePasswordSchema), defaultValues: EMPTY });
  const { errors } = form.formState;

  const change = useMutation<{ message: string }, Error, ChangePasswordInput>({
    mutationFn: async (input) => (await apiRequest("POST", endpoint, input)).json(),
    onSuccess: (result) => {
      form.reset(EMPTY);
      toast({ title: t("password.doneTitle"), description: tm(result.message) });
    },
    onError: (error) => {
      const message = tm(apiMessage(error, t("password.tryAgain")));
      toast({
        title: failedTitle ?? t("password.failedTitle"),
        description: t("password.failedText", { message }),
        variant: "destructive",
      });
    },
  });

  return (
    <form
      noValidate
      onSubmit={form.handleSubmit((values) => change.mutate(values))}
      className={cn("space-y-4", !showsRule && "max-w-md")}
    >
      <FormField id={ids.current} label={t("password.current")} error={tm(errors.currentPassword?.message)}>
        <Input type="password" autoComplete="current-password" {...form.register("currentPassword")} />
      </FormField>
      <div className={showsRule ? "grid gap-4 sm:grid-cols-2" : "space-y-4"}>
        <FormField
          id={ids.new}
          label={t("password.new")}
          error={tm(errors.newPassword?.message)}
          description={showsRule && !errors.newPassword ? t("password.hint") : undefined}
        >
          <Input type="password" autoComplete="new-password" {...form.register("newPassword")} />
        </FormField>
        <FormField id={ids.confirm} label={t("password.confirm")} error={tm(errors.confirmPassword?.message)}>
          <Input type="password" autoComplete="new-password" {...form.register("confirmPassword")} />
        </FormField>
      </div>
      <Button type="submit" disabled={change.isPending}>
        {change.isPending ? t("password.submitting") : t("password.submit")}
      </Button>
    </form>
  );
}
