import { useState } from "react";
import { useMutation } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { EMAIL_VERIFICATION_MESSAGES, type PublicUser } from "@shared/schemas/auth";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { USER_QUERY_KEY, useAuth } from "@/hooks/use-auth";
import { toast } from "@/hooks/use-toast";
import { apiRequest, apiMessage } from "@/lib/api";
import { queryClient } from "@/lib/query-client";
import { useTranslateMessage } from "@/lib/translate-message";

/**
 * Shown to a signed-in customer whose e-mail is not verified yet: enter the e-mailed code or ask for a new
 * e-mail. Unverified customers can use the site (docs/security.md); the proof matters for what is tied to the address.
 */
export function EmailVerificationBanner() {
  const { user } = useAuth();
  const { t } = useTranslation("auth");
  const tm = useTranslateMessage();
  const [code, setCode] = useState("");
  const verify = useMutation<PublicUser, Error>({
    mutationFn: async () => (await apiRequest("POST", "/api/verify-email-code", { code })).json(),
    onSuccess: (updated) => {
      queryClient.setQueryData(USER_QUERY_KEY, updated);
      toast({ title: t("banner.verifiedToast"), description: tm(EMAIL_VERIFICATION_MESSAGES.verified) });
    },
  });
  const resend = useMutation<{ message: string }, Error>({
    mutationFn: async () => (await apiRequest("POST", "/api/resend-email-verification", {})).json(),
    onSuccess: ({ message }) => toast({ title: t("banner.sentToast"), description: tm(message) }),
    onError: (error) =>
      toast({
        title: t("banner.sendFailed"),
        description: tm(apiMessage(error, t("banner.tryLater"))),
        variant: "destructive",
      }),
  });
  if (!user || user.role !== "user" || user.emailVerified !== false) return null;
  return (
    <div
      role="region"
      aria-label={t("banner.region")}
      className="mb-6 rounded-md border border-amber-300 bg-amber-50 p-4 text-sm text-amber-950"
    >
      <p className="font-medium">{tm(EMAIL_VERIFICATION_MESSAGES.banner)}</p>
      <form
        className="mt-3 flex flex-wrap items-center gap-2"
        onSubmit={(event) => {
          event.preventDefault();
          verify.mutate();
        }}
      >
        <label htmlFor="email-verification-code" className="sr-only">
          {t("banner.codeLabel")}
        </label>
        <Input
          id="email-verification-code"
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          className="w-32 bg-white"
          value={code}
          onChange={(event) => setCode(event.target.value)}
          placeholder={t("banner.codePlaceholder")}
        />
        <Button type="submit" size="sm" disabled={verify.isPending}>
          {t("banner.verify")}
        </Button>
        <Button type="button" size="sm" variant="outline" onClick={() => resend.mutate()} disabled={resend.isPending}>
          {t("banner.resend")}
        </Button>
      </form>
      {verify.isError && (
        <p role="alert" className="mt-2 text-destructive">
          {tm(apiMessage(verify.error, EMAIL_VERIFICATION_MESSAGES.invalidCode))}
        </p>
      )}
    </div>
  );
}
