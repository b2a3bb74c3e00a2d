import type { DocumentDto } from "@shared/schemas/documents";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { OrderDocumentList } from "@/features/documents/OrderDocumentList";

type UploadedDocumentsCardProps = { documents: DocumentDto[]; onDelete?: (document: DocumentDto) => void; deletingId?: number };

export function UploadedDocumentsCard({ documents, onDelete, deletingId }: UploadedDocumentsCardProps) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <h2>Uploaded documents ({documents.length})</h2>
        </CardTitle>
      </CardHeader>
      <CardContent>
        <OrderDocumentList documents={documents} onDelete={onDelete} deletingId={deletingId} />
      </CardContent>
    </Card>
  );
}
