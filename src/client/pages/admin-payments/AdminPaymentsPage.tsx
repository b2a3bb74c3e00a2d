import { CreditCard } from "lucide-react";
import { PAYMENT_STATUSES } from "@shared/enums";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { NativeSelect } from "@/components/ui/native-select";
import { Spinner } from "@/components/ui/spinner";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { EmptyState } from "@/components/common/EmptyState";
import { PageHeader } from "@/components/common/PageHeader";
import { Pager } from "@/components/common/Pager";
import { totalSummary } from "@/features/admin/page-summary";
import { PaymentsTable, RefundsTable } from "@/features/admin/payments/PaymentsTable";
import { useAdminPayments, useAdminRefunds } from "@/features/admin/payments/use-admin-payments";
import { usePagedView } from "@/hooks/use-paged-view";
import { serverMessageOf } from "@/lib/api";

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * /admin/payments (docs/admin-ui.md, "Payments"): every payment and every refund, newest first, a page at a time, within
 * the picked days (the admin's own calendar days, both included). Tab, days, status and page live in the URL.
 */
export function AdminPaymentsPage() {
  const view = usePagedView(["tab", "from", "to", "status"] as const);
  const tab = view.filters.tab === "refunds" ? "refunds" : "payments";
  const fromDay = DAY.test(view.filters.from) ? view.filters.from : "";
  const toDay = DAY.test(view.filters.to) ? view.filters.to : "";
  const status = (PAYMENT_STATUSES as readonly string[]).includes(view.filters.status) ? view.filters.status : "";
  const range = { fromDay, toDay, limit: view.limit, cursor: view.cursor };
  const payments = useAdminPayments({ ...range, status }, tab === "payments");
  const refunds = useAdminRefunds(range, tab === "refunds");
  const current = tab === "payments" ? payments : refunds;
  const { data, isLoading, isError, error, isFetching } = current;
  const filtered = fromDay !== "" || toDay !== "" || (tab === "payments" && status !== "");

  const list = isLoading ? (
    <Spinner label={`Loading ${tab}...`} />
  ) : isError ? (
    <p role="alert" className="rounded-md border border-destructive/40 bg-destructive/5 p-4 text-destructive">
      The {tab} could not be loaded{serverMessageOf(error) ? `: ${serverMessageOf(error)}` : ""}.{" "}
      {view.cursor && (
        <button type="button" className="underline" onClick={() => view.goTo(null)}>
          Back to the first page
        </button>
      )}
    </p>
  ) : !data || data.items.length === 0 ? (
    <EmptyState
      icon={CreditCard}
      title={tab === "payments" ? "No payments found" : "No refunds found"}
      description={
        filtered
          ? tab === "payments"
            ? "Nothing matches these days or this status."
            : "Nothing matches these days."
          : `${tab === "payments" ? "Card payments" : "Refunds"} will appear here.`
      }
    />
  ) : (
    <div className={isFetching ? "opacity-70 transition-opacity" : undefined}>
      {payments.data && tab === "payments" ? (
        <PaymentsTable payments={payments.data.items} />
      ) : (
        refunds.data && <RefundsTable refunds={refunds.data.items} />
      )}
    </div>
  );

  return (
    <div>
      <PageHeader title="Payments" description="Every card payment and every refund, newest first." />
      <Tabs
        value={tab}
        onValueChange={(value) => view.setFilters({ tab: value === "payments" ? "" : value, status: "" })}
      >
        <div className="mb-4 flex flex-col gap-3 lg:flex-row lg:items-end lg:justify-between">
          <TabsList aria-label="Payments or refunds" className="w-full sm:w-auto">
            <TabsTrigger value="payments" className="flex-1">
              Payments
            </TabsTrigger>
            <TabsTrigger value="refunds" className="flex-1">
              Refunds
            </TabsTrigger>
          </TabsList>
          <div className="flex flex-wrap items-end gap-3">
            <div className="space-y-1">
              <Label htmlFor="payments-from">From</Label>
              <Input
                id="payments-from"
                type="date"
                className="w-40"
                value={fromDay}
                max={toDay || undefined}
                onChange={(event) => view.setFilters({ from: event.target.value })}
              />
            </div>
            <div className="space-y-1">
              <Label htmlFor="payments-to">To</Label>
              <Input
                id="payments-to"
                type="date"
                className="w-40"
                value={toDay}
                min={fromDay || undefined}
                onChange={(event) => view.setFilters({ to: event.target.value })}
              />
            </div>
            {tab === "payments" && (
              <div className="space-y-1">
                <Label htmlFor="payments-status">Status</Label>
                <NativeSelect
                  id="payments-status"
                  className="w-36 capitalize"
                  value={status}
                  onChange={(event) => view.setFilters({ status: event.target.value })}
                >
                  <option value="">All statuses</option>
                  {PAYMENT_STATUSES.map((value) => (
                    <option key={value} value={value}>
                      {value[0]!.toUpperCase() + value.slice(1)}
                    </option>
                  ))}
                </NativeSelect>
              </div>
            )}
            {filtered && (
              <Button variant="ghost" onClick={() => view.setFilters({ from: "", to: "", status: "" })}>
                Clear
              </Button>
            )}
          </div>
        </div>
        <TabsContent value="payments">{list}</TabsContent>
        <TabsContent value="refunds">{list}</TabsContent>
      </Tabs>
      {data && data.total > 0 && (
        <Pager
          page={data}
          view={view}
          summary={totalSummary(data, tab === "payments" ? "payment" : "refund")}
          busy={isFetching}
        />
      )}
    </div>
  );
}
