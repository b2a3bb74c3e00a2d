import { Link, useParams } from "wouter";
import { FileText } from "lucide-react";
import { Button } from "@/components/ui/button";
import { EmptyState } from "@/components/common/EmptyState";
import { PageHeader } from "@/components/common/PageHeader";

export function OrderDetailsPage() {
  const { id } = useParams<{ id: string }>();
  return (
    <div>
      <PageHeader title="Order Details" />
      <EmptyState
        icon={FileText}
        title="Order details are not available yet"
        description={`Details for order #${id} will appear here once online ordering opens.`}
        action={
          <Button asChild variant="outline">
            <Link href="/dashboard/orders">Back to orders</Link>
          </Button>
        }
      />
    </div>
  );
}
