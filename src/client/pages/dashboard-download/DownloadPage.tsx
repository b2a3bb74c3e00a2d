import { Link, useParams } from "wouter";
import { Download } from "lucide-react";
import { Button } from "@/components/ui/button";
import { EmptyState } from "@/components/common/EmptyState";
import { PageHeader } from "@/components/common/PageHeader";

export function DownloadPage() {
  const { id } = useParams<{ id: string }>();
  return (
    <div>
      <PageHeader title="Download Files" />
      <EmptyState
        icon={Download}
        title="No files ready to download"
        description={`Translated files for order #${id} appear here once the order is completed.`}
        action={
          <Button asChild variant="outline">
            <Link href="/dashboard/orders">Back to orders</Link>
          </Button>
        }
      />
    </div>
  );
}
