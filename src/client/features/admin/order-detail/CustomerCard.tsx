import type { AdminOrderDetail } from "@shared/schemas/admin";
import { shownAccount } from "@shared/account-deletion";
import { DetailCard, DetailList } from "@/features/admin/order-detail/DetailCard";

export function CustomerCard({ order }: { order: AdminOrderDetail }) {
  const address = order.isPhysicalDelivery ? order.shippingAddress : null;
  const customer = shownAccount(order.customer);
  return (
    <DetailCard title="Customer">
      <DetailList
        className="grid-cols-1"
        items={[
          ["Name", customer.name],
          ["Username", customer.username ? `@${customer.username}` : "—"],
          [
            "Email",
            customer.email ? (
              <a href={`mailto:${customer.email}`} className="text-primary hover:underline">
                {customer.email}
              </a>
            ) : (
              "—"
            ),
          ],
        ]}
      />
      {order.isPhysicalDelivery && (
        <div className="mt-4 border-t pt-4 text-sm">
          <h3 className="text-muted-foreground">Shipping address</h3>
          {address ? (
            <address className="mt-1 font-medium not-italic">
              {address.fullName}
              <br />
              {address.line1}
              {address.line2 && (
                <>
                  <br />
                  {address.line2}
                </>
              )}
              <br />
              {address.city}, {address.state} {address.postalCode}
            </address>
          ) : (
            <p className="mt-1">No shipping address was given.</p>
          )}
        </div>
      )}
    </DetailCard>
  );
}
