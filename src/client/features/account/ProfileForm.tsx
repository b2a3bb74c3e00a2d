import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { useTranslation } from "react-i18next";
import { useMutation } from "@tanstack/react-query";
import { updateProfileSchema, type PublicUser, type UpdateProfileInput } from "@shared/schemas/auth";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { USER_QUERY_KEY } from "@/hooks/use-auth";
import { toast } from "@/hooks/use-toast";
import { apiRequest, apiMessage } from "@/lib/api";
import { queryClient } from "@/lib/query-client";
import { useTranslateMessage } from "@/lib/translate-message";

/** First name, last name and e-mail (PATCH /api/user); the session's user is replaced by the answer. */
export function ProfileForm({ user }: { user: PublicUser }) {
  const { t } = useTranslation("account");
  const tm = useTranslateMessage();
  const form = useForm<UpdateProfileInput>({
    resolver: zodResolver(updateProfileSchema),
    defaultValues: {
      firstName: user.firstName ?? "",
      lastName: user.lastName ?? "",
      email: user.email,
      currentPassword: "",
    },
  });
  const { errors, isDirty } = form.formState;
  // A new address needs the current password (the server checks it too) and is verified again.
  const emailChanging = form.watch("email").trim().toLowerCase() !== user.email.toLowerCase();

  const update = useMutation<PublicUser, Error, UpdateProfileInput>({
    mutationFn: async ({ currentPassword, ...changes }) =>
      (await apiRequest("PATCH", "/api/user", emailChanging ? { ...changes, currentPassword } : changes)).json(),
    onSuccess: (updated) => {
      queryClient.setQueryData(USER_QUERY_KEY, updated);
      form.reset({
        firstName: updated.firstName ?? "",
        lastName: updated.lastName ?? "",
        email: updated.email,
        currentPassword: "",
      });
      toast({
        title: t("profile.doneTitle"),
        description: updated.emailVerified ? t("profile.doneText") : t("profile.doneVerify"),
      });
    },
    onError: (error) => {
      toast({
        title: t("profile.failedTitle"),
        description: tm(apiMessage(error, t("profile.failedText"))),
        variant: "destructive",
      });
    },
  });

  return (
    <form noValidate onSubmit={form.handleSubmit((values) => update.mutate(values))} className="space-y-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField id="profile-firstName" label={t("profile.firstName")} error={tm(errors.firstName?.message)}>
          <Input autoComplete="given-name" {...form.register("firstName")} />
        </FormField>
        <FormField id="profile-lastName" label={t("profile.lastName")} error={tm(errors.lastName?.message)}>
          <Input autoComplete="family-name" {...form.register("lastName")} />
        </FormField>
      </div>
      <FormField id="profile-email" label={t("profile.email")} error={tm(errors.email?.message)}>
        <Input type="email" autoComplete="email" {...form.register("email")} />
      </FormField>
      {emailChanging && (
        <FormField
          id="profile-currentPassword"
          label={t("profile.currentPassword")}
          description={t("profile.currentPasswordHint")}
          error={tm(errors.currentPassword?.message)}
        >
          <Input type="password" autoComplete="current-password" {...form.register("currentPassword")} />
        </FormField>
      )}
      <Button type="submit" disabled={update.isPending || !isDirty}>
        {update.isPending ? t("profile.saving") : t("profile.save")}
      </Button>
    </form>
  );
}
