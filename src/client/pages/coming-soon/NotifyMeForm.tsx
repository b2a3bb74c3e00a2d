import { useMutation } from "@tanstack/react-query";
import { CircleCheck } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { launchNotificationSchema, type LaunchNotificationInput } from "@shared/schemas/marketing";
import type { MessageAnswer } from "@shared/schemas/message";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { toast } from "@/hooks/use-toast";
import { apiRequest, errorMessage } from "@/lib/api";
import { useTranslateMessage } from "@/lib/translate-message";

/** Notify Me: validates the address, stores it (POST /api/launch-notifications) and confirms. */
export function NotifyMeForm() {
  const { t } = useTranslation("site", { keyPrefix: "comingSoon.form" });
  const tm = useTranslateMessage();
  // The message stays until the next submit, as the server's refusal does (no re-check while typing), and the
  // focus stays on the button.
  const form = useForm<LaunchNotificationInput>({
    resolver: zodResolver(launchNotificationSchema),
    defaultValues: { email: "" },
    reValidateMode: "onSubmit",
    shouldFocusError: false,
  });
  const error = form.formState.errors.email?.message;
  const [confirmation, setConfirmation] = useState<string | null>(null);

  const subscribe = useMutation({
    mutationFn: async (input: LaunchNotificationInput) =>
      (await apiRequest("POST", "/api/launch-notifications", input)).json() as Promise<MessageAnswer>,
    onSuccess: ({ message }) => {
      setConfirmation(message);
      form.reset();
      toast({ title: t("savedTitle"), description: tm(message) });
    },
    onError: (failure) => {
      const message = errorMessage(failure, t("failedText"));
      form.setError("email", { message });
      toast({ title: t("failedTitle"), description: tm(message), variant: "destructive" });
    },
  });

  return (
    <div className="mx-auto w-full max-w-md">
      <form
        onSubmit={form.handleSubmit((values) => subscribe.mutate(values))}
        noValidate
        className="flex flex-col gap-3 sm:flex-row"
        aria-label={t("label")}
      >
        <label htmlFor="notify-email" className="sr-only">
          {t("email")}
        </label>
        <Input
          id="notify-email"
          type="email"
          autoComplete="email"
          placeholder="you@example.com"
          {...form.register("email", { onChange: () => setConfirmation(null) })}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? "notify-email-error" : undefined}
          className="h-11 border-white/30 bg-white/10 text-white placeholder:text-slate-400"
        />
        <Button
          type="submit"
          size="lg"
          disabled={subscribe.isPending}
          className="bg-crimson text-crimson-foreground hover:bg-crimson/90"
        >
          {subscribe.isPending ? t("saving") : t("submit")}
        </Button>
      </form>
      {error && (
        <p id="notify-email-error" role="alert" className="mt-2 text-sm font-medium text-red-300">
          {tm(error)}
        </p>
      )}
      {confirmation && (
        <p
          role="status"
          className="mt-3 flex items-center justify-center gap-2 text-sm text-emerald-300"
          data-testid="notify-confirmation"
        >
          <CircleCheck aria-hidden="true" className="size-4" />
          {tm(confirmation)}
        </p>
      )}
    </div>
  );
}
