import { useState } from "react";
import { useMutation } from "@tanstack/react-query";
import { Download, Wallet } from "lucide-react";
import { formatCents } from "@shared/money";
import type { StatementDto, StatementPage } from "@shared/schemas/translator-pay";
import { isMonth, monthLabel, previousMonth } from "@shared/translator-pay/statements";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { NativeSelect } from "@/components/ui/native-select";
import { Spinner } from "@/components/ui/spinner";
import { EmptyState } from "@/components/common/EmptyState";
import { PageHeader } from "@/components/common/PageHeader";
import { Pager } from "@/components/common/Pager";
import { toast } from "@/hooks/use-toast";
import { pagedUrl, usePagedView } from "@/hooks/use-paged-view";
import { apiRequest, errorMessage } from "@/lib/api";
import { queryClient } from "@/lib/query-client";
import { shortDate } from "@/features/admin/format";
import { MarkPaidDialog } from "@/features/translator-pay/MarkPaidDialog";
import { OPEN_MONTHS, useOpenMonths, useStatements } from "@/features/translator-pay/pay-queries";
import { OpenMonths } from "@/features/translator-pay/OpenMonths";

const STATEMENTS = "/api/admin/payouts/statements";

/** /admin/payouts: translators' monthly statements (prepared hourly after a month ends, or here), their files, and paying them. */
export function AdminPayoutsPage() {
  const view = usePagedView(["month", "status"] as const);
  const statements = useStatements(pagedUrl(STATEMENTS, view));
  const [paying, setPaying] = useState<StatementDto | null>(null);
  const open = useOpenMonths();
  const page = statements.data;
  // An ended month whose fees wait for their statement is the one to prepare; else the month just ended.
  const toPrepare = open.data?.items.find((item) => item.state === "to_prepare")?.month ?? previousMonth(new Date());
  return (
    <div className="space-y-6">
      <PageHeader
        title="Translator Payouts"
        description="One statement per translator and month, listing every fee earned by the month's end. Mark each paid once the money is sent."
      />
      <PrepareStatements key={toPrepare} suggested={toPrepare} />
      <section aria-labelledby="open-months" className="space-y-3">
        <h2 id="open-months" className="text-lg font-semibold">
          Not on a statement yet
          {open.data && open.data.items.length > 0 && (
            <span className="ml-2 font-normal text-muted-foreground" data-testid="open-months-total">
              {formatCents(open.data.totalCents)} owed so far
            </span>
          )}
        </h2>
        {open.isLoading ? (
          <Spinner label="Loading what is owed..." />
        ) : !open.data ? (
          <p role="alert" className="text-destructive">
            Error loading what is owed.
          </p>
        ) : open.data.items.length === 0 ? (
          <p className="text-sm text-muted-foreground">No fees earned since the last statements.</p>
        ) : (
          <OpenMonths months={open.data.items} showTranslator />
        )}
      </section>
      <h2 className="text-lg font-semibold">Statements</h2>
      <div className="flex flex-wrap items-end gap-3">
        <FormField id="statement-month" label="Month" className="w-40">
          <Input
            type="month"
            value={view.filters.month}
            onChange={(event) => view.setFilters({ month: event.target.value })}
          />
        </FormField>
        <FormField id="statement-status" label="Status" className="w-40">
          <NativeSelect
            value={view.filters.status}
            onChange={(event) => view.setFilters({ status: event.target.value })}
          >
            <option value="">All</option>
            <option value="unpaid">Unpaid</option>
            <option value="paid">Paid</option>
          </NativeSelect>
        </FormField>
      </div>
      {statements.isLoading ? (
        <Spinner label="Loading statements..." />
      ) : !page ? (
        <p role="alert" className="text-destructive">
          Error loading statements.
        </p>
      ) : page.items.length === 0 ? (
        <EmptyState
          icon={Wallet}
          title="No statements"
          description="A month's statements are made once it is over; what is owed meanwhile is listed above."
        />
      ) : (
        <>
          <StatementsTable page={page} onPay={setPaying} />
          <Pager page={page} view={view} busy={statements.isFetching} />
        </>
      )}
      <MarkPaidDialog statement={paying} onClose={() => setPaying(null)} />
    </div>
  );
}

function PrepareStatements({ suggested }: { suggested: string }) {
  const [month, setMonth] = useState(suggested);
  const prepare = useMutation<{ created: number }, Error, string>({
    mutationFn: async (value) => (await apiRequest("POST", STATEMENTS, { month: value })).json(),
    onSuccess: ({ created }, value) => {
      void queryClient.invalidateQueries({
        predicate: (query) => [STATEMENTS, OPEN_MONTHS].some((url) => String(query.queryKey[0]).startsWith(url)),
      });
      toast({
        title: "Statements prepared",
        description: created
          ? `${created} new for ${monthLabel(value)}.`
          : `Nothing new to put on a statement for ${monthLabel(value)}.`,
      });
    },
    onError: (error) =>
      toast({
        title: "Error",
        description: errorMessage(error, "Failed to prepare statements."),
        variant: "destructive",
      }),
  });
  return (
    <Card className="flex flex-wrap items-end gap-3 p-4">
      <FormField id="prepare-month" label="Prepare statements for" className="w-48">
        <Input type="month" value={month} onChange={(event) => setMonth(event.target.value)} />
      </FormField>
      <Button disabled={!isMonth(month) || prepare.isPending} onClick={() => prepare.mutate(month)}>
        {prepare.isPending ? "Preparing..." : "Prepare Statements"}
      </Button>
      <p className="text-xs text-muted-foreground sm:max-w-sm">
        Done automatically within an hour of a month's end; a fee earned later goes on the next month's statement.
      </p>
    </Card>
  );
}

function StatementsTable({ page, onPay }: { page: StatementPage; onPay: (statement: StatementDto) => void }) {
  return (
    <Card className="overflow-x-auto">
      <table className="w-full text-sm" aria-label="Statements">
        <thead>
          <tr className="text-left text-xs uppercase text-muted-foreground">
            <th scope="col" className="px-4 py-2">
              Statement
            </th>
            <th scope="col" className="px-4 py-2">
              Translator
            </th>
            <th scope="col" className="px-4 py-2">
              Month
            </th>
            <th scope="col" className="px-4 py-2 text-right">
              Jobs
            </th>
            <th scope="col" className="px-4 py-2 text-right">
              Total
            </th>
            <th scope="col" className="px-4 py-2">
              Payment
            </th>
            <th scope="col" className="px-4 py-2">
              <span className="sr-only">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {page.items.map((statement) => (
            <tr key={statement.id} className="border-t" data-testid={`statement-${statement.id}`}>
              <td className="px-4 py-2">#{statement.id}</td>
              <td className="px-4 py-2 font-medium">{statement.translatorName}</td>
              <td className="px-4 py-2">{monthLabel(statement.month)}</td>
              <td className="px-4 py-2 text-right tabular-nums">{statement.jobCount}</td>
              <td className="px-4 py-2 text-right font-semibold tabular-nums">{formatCents(statement.totalCents)}</td>
              <td className="px-4 py-2">
                {statement.paidAt ? (
                  <span className="space-y-0.5">
                    <Badge tone="green">Paid {shortDate(statement.paidAt)}</Badge>
                    <span className="block text-xs text-muted-foreground">
                      {statement.reference}
                      {statement.transferId && ` · ${statement.transferId}`}
                    </span>
                  </span>
                ) : statement.paying ? (
                  <Badge tone="amber">Payment under way</Badge>
                ) : (
                  <Badge tone="amber">Unpaid</Badge>
                )}
                {statement.payoutMismatch && (
                  <span className="mt-1 block text-xs font-medium text-destructive">
                    Check with the provider: {statement.payoutMismatch}
                  </span>
                )}
              </td>
              <td className="px-4 py-2">
                <div className="flex justify-end gap-2">
                  {(["pdf", "csv"] as const).map((kind) => (
                    <Button key={kind} asChild size="sm" variant="outline">
                      <a
                        href={`${STATEMENTS}/${statement.id}/${kind}`}
                        download
                        aria-label={`${kind.toUpperCase()} of statement #${statement.id}`}
                      >
                        <Download aria-hidden="true" />
                        {kind.toUpperCase()}
                      </a>
                    </Button>
                  ))}
                  {!statement.paidAt && !statement.paying && (
                    <Button size="sm" onClick={() => onPay(statement)}>
                      Mark Paid
                    </Button>
                  )}
                </div>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </Card>
  );
}
