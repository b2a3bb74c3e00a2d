import { Award, CheckCircle2, CircleAlert, Download } from "lucide-react";
import type { OrderStatus } from "@shared/enums";
import type { AdminOrderDeliveryDto, CertificateDto, JobDocumentDto } from "@shared/schemas/jobs";
import { Button } from "@/components/ui/button";
import { dateTime } from "@/features/admin/format";
import { CertificateStatus } from "@/features/admin/order-detail/CertificateStatus";
import { DetailCard } from "@/features/admin/order-detail/DetailCard";

const translationUrl = (id: number) => `/api/deliverables/translations/${id}/download`;
const certificateUrl = (id: number) => `/api/deliverables/certificates/${id}/download`;

/** The translated files to review (every version kept), the certificates, and whether the order can be completed. */
export function DeliveryCard({ delivery, status }: { delivery: AdminOrderDeliveryDto; status: OrderStatus }) {
  return (
    <DetailCard title="Translations and certificates">
      {status === "processing" && (
        <Readiness refusal={delivery.completionRefusal} certified={delivery.needsCertificate} />
      )}
      {delivery.documents.length === 0 ? (
        <p className="text-sm text-muted-foreground">No documents in this order.</p>
      ) : (
        <ul className="divide-y">
          {delivery.documents.map((document) => (
            <DocumentDelivery
              key={document.id}
              orderId={delivery.orderId}
              document={document}
              certificate={delivery.certificates.find((c) => c.translationId === document.current?.id)}
            />
          ))}
        </ul>
      )}
    </DetailCard>
  );
}

function Readiness({ refusal, certified }: { refusal: string | null; certified: boolean }) {
  return refusal ? (
    <p className="mb-4 flex items-start gap-2 rounded-md bg-amber-50 p-3 text-sm text-amber-900">
      <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      {refusal}.
    </p>
  ) : (
    <p className="mb-4 flex items-start gap-2 rounded-md bg-green-50 p-3 text-sm text-green-900">
      <CheckCircle2 aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      Ready to deliver: review the files, then Mark Completed
      {certified ? " (a certificate is issued for each document)" : ""}.
    </p>
  );
}

function DocumentDelivery({
  orderId,
  document,
  certificate,
}: {
  orderId: number;
  document: JobDocumentDto;
  certificate?: CertificateDto;
}) {
  const current = document.current;
  const certificateId = certificate?.id;
  return (
    <li className="space-y-2 py-3 text-sm first:pt-0 last:pb-0" data-testid={`delivery-document-${document.id}`}>
      <div>
        <p className="break-words font-medium">{document.title}</p>
        <p className="break-all text-xs text-muted-foreground">uploaded as {document.originalFilename}</p>
      </div>
      {current ? (
        <div className="flex flex-wrap items-center gap-2">
          <Button asChild size="sm" variant="outline">
            <a
              href={translationUrl(current.id)}
              download
              aria-label={`Translation v${current.version} of ${document.title}`}
            >
              <Download aria-hidden="true" />
              Translation v{current.version}
            </a>
          </Button>
          {certificateId && (
            <Button asChild size="sm" variant="outline">
              <a href={certificateUrl(certificateId)} download aria-label={`Certificate of ${document.title}`}>
                <Award aria-hidden="true" />
                Certificate
              </a>
            </Button>
          )}
          <span className="text-xs text-muted-foreground">uploaded {dateTime(current.uploadedAt)}</span>
        </div>
      ) : (
        <p className="text-muted-foreground">No translation yet.</p>
      )}
      {certificate && <CertificateStatus orderId={orderId} certificate={certificate} documentName={document.title} />}
      {document.versions.length > 1 && (
        <p className="text-xs text-muted-foreground">
          Earlier versions:{" "}
          {document.versions.slice(1).map((version, index) => (
            <span key={version.id}>
              {index > 0 && ", "}
              <a href={translationUrl(version.id)} download className="text-primary hover:underline">
                v{version.version}
              </a>
            </span>
          ))}
        </p>
      )}
    </li>
  );
}
