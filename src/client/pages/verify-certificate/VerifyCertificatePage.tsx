import { useQuery } from "@tanstack/react-query";
import { useParams } from "wouter";
import { BadgeCheck, CircleAlert, ShieldX } from "lucide-react";
import { formatUsLongDate } from "@shared/format";
import type { VerifiedCertificateDto } from "@shared/schemas/certificates";
import { Card, CardContent } from "@/components/ui/card";
import { Spinner } from "@/components/ui/spinner";
import { FileFingerprintCheck } from "@/features/certificates/FileFingerprintCheck";
import { ApiError } from "@/lib/api";
import { errorText } from "@shared/error-codes";

/** /verify/:code (public, from the QR code on a certificate): is this certificate genuine and still valid? */
export function VerifyCertificatePage() {
  const { code = "" } = useParams<{ code: string }>();
  const query = useQuery<VerifiedCertificateDto, Error>({
    queryKey: [`/api/verify/${encodeURIComponent(code)}`],
    staleTime: 0,
  });

  return (
    <div className="mx-auto max-w-3xl px-4 py-12">
      <h1 className="text-3xl font-bold text-navy">Certificate verification</h1>
      <p className="mt-2 text-muted-foreground">Check a Certificate of Translation Accuracy against our records.</p>
      <div className="mt-8">
        {query.isLoading ? (
          <Spinner label="Looking up the certificate..." />
        ) : query.error ? (
          <NotFound
            missing={query.error instanceof ApiError && query.error.status === 404}
            // Too many lookups from this network: the server's message says how long to wait.
            retryMessage={
              query.error instanceof ApiError && query.error.status === 429 ? query.error.serverMessage : undefined
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
  return (
    <Card>
      <CardContent className="flex items-start gap-3 pt-6">
        <CircleAlert aria-hidden="true" className="mt-0.5 size-6 shrink-0 text-crimson" />
        <div>
          <h2 className="text-xl font-semibold">
            {missing ? errorText("CERTIFICATE_NOT_FOUND") : "The certificate could not be checked"}
          </h2>
          <p className="mt-1 text-sm text-muted-foreground">
            {missing
              ? "No certificate has this verification code. Check the code printed under the QR code on the certificate, or contact us."
              : (retryMessage ?? "Please try again in a moment.")}
          </p>
        </div>
      </CardContent>
    </Card>
  );
}

function CertificateRecord({ certificate }: { certificate: VerifiedCertificateDto }) {
  const revoked = certificate.status === "revoked";
  const facts: [string, string][] = [
    ["Certificate number", certificate.certificateNumber],
    ["Issue date", formatUsLongDate(certificate.issuedAt)],
    ["Language pair", certificate.languagePair],
    ["Translator", certificate.translatorName],
    ["Document", certificate.documentType],
    [
      "Pages",
      certificate.pageCount === null
        ? "Not recorded"
        : `${certificate.pageCount} ${certificate.pageCount === 1 ? "page" : "pages"} ${
            certificate.combined ? "(the certified PDF)" : "(translation)"
          }`,
    ],
    ["Notarization", certificate.notarized ? "Notary block included" : "Not notarized"],
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
          <p className="text-lg font-semibold">
            {revoked ? "This certificate has been revoked" : "This certificate is valid"}
          </p>
          <p className="text-sm">
            {revoked
              ? `It was revoked on ${formatUsLongDate(certificate.revokedAt!)} and must not be relied on.`
              : `It was issued on ${formatUsLongDate(certificate.issuedAt)} and is recorded in our register.`}
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
            <dt className="text-sm font-medium text-muted-foreground">SHA-256 of the certificate PDF</dt>
            <dd className="break-all font-mono text-xs" data-testid="certificate-sha256">
              {certificate.certificateSha256}
            </dd>
            <dt className="text-sm font-medium text-muted-foreground">SHA-256 of the translation</dt>
            <dd className="break-all font-mono text-xs">{certificate.translationSha256 ?? "Not recorded"}</dd>
          </dl>
        </CardContent>
      </Card>

      <FileFingerprintCheck recorded={certificate} />
    </div>
  );
}
