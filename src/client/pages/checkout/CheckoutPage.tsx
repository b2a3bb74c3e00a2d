import { Link, useParams } from "wouter";
import { CreditCard } from "lucide-react";
import { Button } from "@/components/ui/button";
import { EmptyState } from "@/components/common/EmptyState";
import { PageHeader } from "@/components/common/PageHeader";

export function CheckoutPage() {
  const { orderId } = useParams<{ orderId: string }>();
  return (
    <div>
      <PageHeader title="Checkout" />
      <EmptyState
        icon={CreditCard}
        title="Checkout is not available yet"
        description={`Card payment for order #${orderId} will open here soon.`}
        action={
          <Button asChild variant="outline">
            <Link href="/dashboard/orders">Return to Orders</Link>
          </Button>
        }
      />
    </div>
  );
}
