import { useTranslation } from "react-i18next";
import type { DocumentDto } from "@shared/schemas/documents";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { OrderDocumentList } from "@/features/documents/OrderDocumentList";

type UploadedDocumentsCardProps = {
  documents: DocumentDto[];
  onDelete?: (document: DocumentDto) => void;
  deletingId?: number;
};

export function UploadedDocumentsCard({ documents, onDelete, deletingId }: UploadedDocumentsCardProps) {
  const { t } = useTranslation("ordering");
  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <h2>{t("upload.uploadedTitle", { count: documents.length })}</h2>
        </CardTitle>
      </CardHeader>
      <CardContent>
        <OrderDocumentList documents={documents} onDelete={onDelete} deletingId={deletingId} />
      </CardContent>
    </Card>
  );
}
