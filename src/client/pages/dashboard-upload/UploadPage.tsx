import { Link, useParams } from "wouter";
import { Upload } from "lucide-react";
import { Button } from "@/components/ui/button";
import { EmptyState } from "@/components/common/EmptyState";
import { PageHeader } from "@/components/common/PageHeader";

export function UploadPage() {
  const { orderId } = useParams<{ orderId: string }>();
  return (
    <div>
      <PageHeader title="Upload Documents" />
      <EmptyState
        icon={Upload}
        title="Document upload is not available yet"
        description={`You will be able to upload PDF, DOCX, DOC, JPG and PNG files (up to 10 MB each) for order #${orderId} here.`}
        action={
          <Button asChild variant="outline">
            <Link href="/dashboard/orders">Back to orders</Link>
          </Button>
        }
      />
    </div>
  );
}
