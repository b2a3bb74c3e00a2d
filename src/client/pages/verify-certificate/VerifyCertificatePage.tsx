import { useTranslation } from "react-i18next";
import { useQuery } from "@tanstack/react-query";
import { languagePairLabel } from "@shared/assignment";
import { TRANSLATION_DIRECTIONS } from "@shared/enums";
import { useParams } from "wouter";
import { BadgeCheck, CircleAlert, ShieldX } from "lucide-react";
import type { VerifiedCertificateDto } from "@shared/schemas/certificates";
import { Card, CardContent } from "@/components/ui/card";
import { Spinner } from "@/components/ui/spinner";
import { FileFingerprintCheck } from "@/features/certificates/FileFingerprintCheck";
import { ApiError } from "@/lib/api";
import { useOrderFormat } from "@/features/orders/use-order-format";
import { useTranslateMessage } from "@/lib/translate-message";
import { errorText } from "@shared/error-codes";

/** /verify/:code (public, from the QR code on a certificate): is this certificate genuine and still valid? */
export function VerifyCertificatePage() {
  const { t } = useTranslation("certificate");
  const translate = useTranslateMessage();
  const { code = "" } = useParams<{ code: string }>();
  const query = useQuery<VerifiedCertificateDto, Error>({
    queryKey: [`/api/verify/${encodeURIComponent(code)}`],
    staleTime: 0,
  });

  return (
    <div className="mx-auto max-w-3xl px-4 py-12">
      <h1 className="text-3xl font-bold text-navy">{t("title")}</h1>
      <p className="mt-2 text-muted-foreground">{t("intro")}</p>
      <div className="mt-8">
        {query.isLoading ? (
          <Spinner label={t("loading")} />
        ) : query.error ? (
          <NotFound
            missing={query.error instanceof ApiError && query.error.status === 404}
            // Too many lookups from this network: the server's message says how long to wait.
            retryMessage={
              query.error instanceof ApiError && query.error.status === 429 && query.error.serverMessage
                ? translate(query.error.serverMessage)
                : undefined
            }
          />
        ) : query.data ? (
          <CertificateRecord certificate={query.data} />
        ) : null}
      </div>
    </div>
  );
}

function NotFound({ missing, retryMessage }: { missing: boolean; retryMessage?: string }) {
  const { t } = useTranslation("certificate");
  const translate = useTranslateMessage();
  return (
    <Card>
      <CardContent className="flex items-start gap-3 pt-6">
        <CircleAlert aria-hidden="true" className="mt-0.5 size-6 shrink-0 text-crimson" />
        <div>
          <h2 className="text-xl font-semibold">
            {missing ? translate(errorText("CERTIFICATE_NOT_FOUND")) : t("notChecked")}
          </h2>
          <p className="mt-1 text-sm text-muted-foreground">
            {missing ? t("notFoundText") : (retryMessage ?? t("tryLater"))}
          </p>
        </div>
      </CardContent>
    </Card>
  );
}

function CertificateRecord({ certificate }: { certificate: VerifiedCertificateDto }) {
  const { t, i18n } = useTranslation("certificate");
  const { t: tOrders } = useTranslation("orders");
  const f = useOrderFormat();
  const revoked = certificate.status === "revoked";
  const pair = certificate.languagePair;
  const direction = TRANSLATION_DIRECTIONS.find((candidate) => languagePairLabel(candidate) === pair);
  const facts: [string, string][] = [
    [t("facts.number"), certificate.certificateNumber],
    [t("facts.issued"), f.longDate(certificate.issuedAt)],
    // The API names the pair in English ("Turkish into English"): shown as the page's direction name.
    [t("facts.languagePair"), direction && i18n.language !== "en" ? tOrders(`direction.${direction}`) : pair],
    [t("facts.translator"), certificate.translatorName],
    [t("facts.document"), f.documentType(certificate.documentType)],
    [
      t("facts.pages"),
      certificate.pageCount === null
        ? t("notRecorded")
        : `${t("pages", { count: certificate.pageCount })} ${certificate.combined ? t("combined") : t("translationOnly")}`,
    ],
    [t("facts.notarization"), certificate.notarized ? t("notarized") : t("notNotarized")],
  ];
  return (
    <div className="space-y-8">
      <div
        role="status"
        data-testid="certificate-status"
        className={
          revoked
            ? "flex items-start gap-3 rounded-lg bg-red-50 p-4 text-red-900"
            : "flex items-start gap-3 rounded-lg bg-green-50 p-4 text-green-900"
        }
      >
        {revoked ? (
          <ShieldX aria-hidden="true" className="size-7 shrink-0" />
        ) : (
          <BadgeCheck aria-hidden="true" className="size-7 shrink-0" />
        )}
        <div>
          <p className="text-lg font-semibold">{revoked ? t("revoked") : t("valid")}</p>
          <p className="text-sm">
            {revoked
              ? t("revokedText", { date: f.longDate(certificate.revokedAt!) })
              : t("validText", { date: f.longDate(certificate.issuedAt) })}
          </p>
        </div>
      </div>

      <Card>
        <CardContent className="pt-6">
          <dl className="grid gap-x-6 gap-y-3 sm:grid-cols-[12rem_1fr]">
            {facts.map(([label, value]) => (
              <div key={label} className="contents">
                <dt className="text-sm font-medium text-muted-foreground">{label}</dt>
                <dd className="break-words font-medium">{value}</dd>
              </div>
            ))}
            <dt className="text-sm font-medium text-muted-foreground">{t("facts.certificateSha")}</dt>
            <dd className="break-all font-mono text-xs" data-testid="certificate-sha256">
              {certificate.certificateSha256}
            </dd>
            <dt className="text-sm font-medium text-muted-foreground">{t("facts.translationSha")}</dt>
            <dd className="break-all font-mono text-xs">{certificate.translationSha256 ?? t("notRecorded")}</dd>
          </dl>
        </CardContent>
      </Card>

      <FileFingerprintCheck recorded={certificate} />
    </div>
  );
}
