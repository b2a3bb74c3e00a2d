import { useState } from "react";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { Link, useSearch } from "wouter";
import { Download, FileArchive } from "lucide-react";
import { DATA_EXPORT_MESSAGES, type DataExportLink } from "@shared/schemas/account-data";
import { Button } from "@/components/ui/button";
import { LoginForm } from "@/features/auth/LoginForm";
import { useLogin } from "@/features/auth/use-sign-in";
import { useOrderFormat } from "@/features/orders/use-order-format";
import { useDocumentMeta } from "@/features/site/use-document-meta";
import { StatusPanel } from "@/features/translators/StatusPanel";
import { useAuth } from "@/hooks/use-auth";
import { apiRequest, apiMessage } from "@/lib/api";
import { useTranslateMessage } from "@/lib/translate-message";

const TOKEN_PATTERN = /^[A-Za-z0-9_-]{20,100}$/;

/**
 * /data-export?token= — the link of the "Your data is ready" e-mail (docs/customer-ui.md). Signed in as the account that
 * asked (the page signs in right here), it shows the file and downloads it with a plain form post, so the browser
 * saves the ZIP as it arrives. The link works once: the download spends it.
 */
export function DataExportPage() {
  const { t } = useTranslation("accountData");
  const tm = useTranslateMessage();
  const f = useOrderFormat();
  useDocumentMeta(t("page.title"), t("page.description"));
  const token = new URLSearchParams(useSearch()).get("token") ?? "";
  const { user, isLoading } = useAuth();
  const login = useLogin();
  const [started, setStarted] = useState(false);
  const customer = user?.role === "user";
  const validToken = TOKEN_PATTERN.test(token);
  const link = useQuery<DataExportLink>({
    queryKey: ["/api/user/data-export/link", token, user?.id],
    // Asking what the link holds spends nothing; only the download does.
    queryFn: async () => (await apiRequest("POST", "/api/user/data-export/link", { token })).json(),
    enabled: customer && validToken,
  });

  const expired = (message: string) => (
    <StatusPanel
      tone="error"
      title={t("page.invalidTitle")}
      actions={
        <Button asChild>
          <Link href="/dashboard/settings">{t("page.settings")}</Link>
        </Button>
      }
    >
      <p>{message}</p>
    </StatusPanel>
  );

  if (!validToken) return expired(tm(DATA_EXPORT_MESSAGES.invalidLink));
  if (isLoading) return <StatusPanel tone="loading" title={t("page.checking")} />;
  if (!user) {
    return (
      <StatusPanel tone="info" icon={Download} title={t("page.heading")} wide>
        <p>{t("page.signIn")}</p>
        <div className="mx-auto w-full max-w-sm pt-2 text-left">
          <LoginForm
            onSubmit={(values) => login.mutate(values)}
            isPending={login.isPending}
            idPrefix="export-login"
            forgotPasswordHref="/forgot-password"
          />
        </div>
      </StatusPanel>
    );
  }
  if (!customer) {
    return (
      <StatusPanel tone="error" title={t("page.heading")}>
        <p>{t("page.customersOnly")}</p>
      </StatusPanel>
    );
  }
  if (link.isLoading) return <StatusPanel tone="loading" title={t("page.checking")} />;
  if (link.isError || !link.data) return expired(tm(apiMessage(link.error, DATA_EXPORT_MESSAGES.invalidLink)));

  return (
    <StatusPanel
      tone="success"
      icon={FileArchive}
      title={t("page.readyTitle")}
      actions={
        <form method="post" action="/api/user/data-export/download" onSubmit={() => setStarted(true)}>
          <input type="hidden" name="token" value={token} />
          <Button type="submit" disabled={started}>
            <Download className="h-4 w-4" aria-hidden="true" />
            {t("page.download")}
          </Button>
        </form>
      }
    >
      <p className="font-medium text-foreground">
        {t("page.file", { fileName: link.data.fileName, size: f.fileSize(link.data.sizeBytes) })}
      </p>
      <p>{t("page.expires", { date: f.dateTime(link.data.expiresAt) })}</p>
      <p>{t("page.keepSafe")}</p>
      {started && <p role="status">{t("page.started")}</p>}
    </StatusPanel>
  );
}
