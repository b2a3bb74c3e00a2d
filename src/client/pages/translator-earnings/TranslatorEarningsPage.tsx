import { Fragment, useState } from "react";
import { Link } from "wouter";
import { Download, Wallet } from "lucide-react";
import { formatCents } from "@shared/money";
import type { EarningDto, EarningsPage, OpenMonthDto, StatementPage } from "@shared/schemas/translator-pay";
import { EARNING_STATUS_LABELS, type EarningStatus, monthLabel } from "@shared/translator-pay/statements";
import { Badge, type BadgeTone } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Spinner } from "@/components/ui/spinner";
import { EmptyState } from "@/components/common/EmptyState";
import { PageHeader } from "@/components/common/PageHeader";
import { Pager } from "@/components/common/Pager";
import { pagedUrl, usePagedView } from "@/hooks/use-paged-view";
import { jobDate } from "@/features/jobs/job-format";
import { useEarnings, useStatements } from "@/features/translator-pay/pay-queries";
import { OpenMonths } from "@/features/translator-pay/OpenMonths";

const TONES: Record<EarningStatus, BadgeTone> = { earned: "blue", in_statement: "violet", paid: "green" };

/** /translator/earnings: what they earned, job by job and month by month (paged), the sums, and their monthly statements. */
export function TranslatorEarningsPage() {
  const view = usePagedView([]);
  const earnings = useEarnings(pagedUrl("/api/translator/earnings", view));
  const page = earnings.data;
  return (
    <div className="space-y-8">
      <PageHeader
        title="Earnings"
        description="Each job's fee is earned when its order completes. Statements are prepared monthly and paid by the agency."
      />
      {page && <Summary summary={page.summary} />}
      {earnings.isLoading ? (
        <Spinner label="Loading your earnings..." />
      ) : !page ? (
        <EmptyState icon={Wallet} title="Error loading your earnings" description="Please try again." />
      ) : page.items.length === 0 && !view.cursor ? (
        <EmptyState
          icon={Wallet}
          title="No earnings yet"
          description="When an order you translated completes, its fee appears here."
        />
      ) : (
        <section aria-labelledby="earned-jobs">
          <h2 id="earned-jobs" className="mb-3 text-lg font-semibold">
            Earned jobs
          </h2>
          <EarningsTable page={page} />
          <Pager page={page} view={view} busy={earnings.isFetching} />
        </section>
      )}
      <Statements openMonths={page?.openMonths ?? []} />
    </div>
  );
}

function Summary({ summary }: { summary: EarningsPage["summary"] }) {
  const figures = [
    [
      "Agreed, not yet earned",
      summary.agreedCents,
      `${summary.agreedJobs} open ${summary.agreedJobs === 1 ? "job" : "jobs"}`,
    ],
    ["Earned", summary.earnedCents, "Goes on your next statement"],
    ["In a statement", summary.inStatementCents, "To be paid"],
    ["Paid", summary.paidCents, "All time"],
  ] as const;
  return (
    <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4" data-testid="earnings-summary">
      {figures.map(([label, cents, hint]) => (
        <Card key={label} className="p-4">
          <p className="text-sm text-muted-foreground">{label}</p>
          <p className="text-2xl font-semibold tabular-nums">{formatCents(cents)}</p>
          <p className="text-xs text-muted-foreground">{hint}</p>
        </Card>
      ))}
    </div>
  );
}

function EarningsTable({ page }: { page: EarningsPage }) {
  const byMonth = new Map<string, EarningDto[]>();
  for (const item of page.items) byMonth.set(item.month, [...(byMonth.get(item.month) ?? []), item]);
  return (
    <Card className="overflow-x-auto">
      <table className="w-full text-sm" aria-label="Earned jobs by month">
        <thead>
          <tr className="text-left text-xs uppercase text-muted-foreground">
            <th scope="col" className="px-4 py-2">
              Job
            </th>
            <th scope="col" className="px-4 py-2">
              Status
            </th>
            <th scope="col" className="px-4 py-2 text-right">
              Fee
            </th>
          </tr>
        </thead>
        <tbody>
          {[...byMonth.entries()].map(([month, items]) => {
            const total = page.months.find((candidate) => candidate.month === month);
            return (
              <Fragment key={month}>
                <tr className="border-t bg-muted/50" data-testid={`month-${month}`}>
                  <th scope="rowgroup" colSpan={2} className="px-4 py-2 text-left font-semibold">
                    {monthLabel(month)}
                    <span className="ml-2 font-normal text-muted-foreground">
                      {total?.jobCount ?? items.length} {(total?.jobCount ?? items.length) === 1 ? "job" : "jobs"}
                    </span>
                  </th>
                  <td className="px-4 py-2 text-right font-semibold tabular-nums">
                    {formatCents(total?.totalCents ?? 0)}
                  </td>
                </tr>
                {items.map((item) => (
                  <tr key={item.jobId} className="border-t" data-testid={`earning-${item.jobId}`}>
                    <td className="px-4 py-2">
                      <Link
                        href={`/translator/jobs/${item.jobId}`}
                        className="font-medium text-primary underline-offset-4 hover:underline"
                      >
                        Job #{item.jobId}
                      </Link>
                      <span className="block text-xs text-muted-foreground">
                        Order #{item.orderId} · earned {jobDate(item.earnedAt)}
                      </span>
                    </td>
                    <td className="px-4 py-2">
                      <Badge tone={TONES[item.status]}>{EARNING_STATUS_LABELS[item.status]}</Badge>
                    </td>
                    <td className="px-4 py-2 text-right tabular-nums">{formatCents(item.feeCents)}</td>
                  </tr>
                ))}
              </Fragment>
            );
          })}
        </tbody>
      </table>
    </Card>
  );
}

/**
 * The month in progress (owed so far, not payable yet) and any ended month not on a statement yet, then their
 * statements, newest first, 12 at a time (the cursor kept on this card, the earnings' in the URL).
 */
function Statements({ openMonths }: { openMonths: OpenMonthDto[] }) {
  const [cursor, setCursor] = useState<string | null>(null);
  const statements = useStatements(pagedUrl("/api/translator/statements", { limit: 12, cursor: cursor ?? undefined }));
  const page = statements.data;
  const noStatements = !page || (page.items.length === 0 && !cursor);
  if (noStatements && openMonths.length === 0) return null;
  return (
    <section aria-labelledby="statements" className="space-y-3">
      <h2 id="statements" className="text-lg font-semibold">
        Statements
      </h2>
      {openMonths.length > 0 && <OpenMonths months={openMonths} showTranslator={false} />}
      {page && !noStatements && <StatementList page={page} setCursor={setCursor} />}
    </section>
  );
}

function StatementList({ page, setCursor }: { page: StatementPage; setCursor: (cursor: string | null) => void }) {
  return (
    <>
      <Card>
        <ul className="divide-y">
          {page.items.map((statement) => (
            <li
              key={statement.id}
              className="flex flex-col gap-2 p-4 sm:flex-row sm:items-center sm:justify-between"
              data-testid={`statement-${statement.id}`}
            >
              <div>
                <p className="font-medium">
                  {monthLabel(statement.month)} · {formatCents(statement.totalCents)}
                </p>
                <p className="text-sm text-muted-foreground">
                  Statement #{statement.id}, {statement.jobCount} {statement.jobCount === 1 ? "job" : "jobs"} ·{" "}
                  {statement.paidAt
                    ? `Paid ${jobDate(statement.paidAt)}${statement.reference ? `, reference ${statement.reference}` : ""}`
                    : "Not paid yet"}
                </p>
              </div>
              <div className="flex gap-2">
                {(["pdf", "csv"] as const).map((kind) => (
                  <Button key={kind} asChild size="sm" variant="outline">
                    <a href={`/api/translator/statements/${statement.id}/${kind}`} download>
                      <Download aria-hidden="true" />
                      {kind.toUpperCase()}
                    </a>
                  </Button>
                ))}
              </div>
            </li>
          ))}
        </ul>
      </Card>
      {(page.nextCursor || page.prevCursor) && (
        <div className="mt-3 flex justify-end gap-2">
          <Button size="sm" variant="outline" disabled={!page.prevCursor} onClick={() => setCursor(page.prevCursor)}>
            Newer
          </Button>
          <Button size="sm" variant="outline" disabled={!page.nextCursor} onClick={() => setCursor(page.nextCursor)}>
            Older
          </Button>
        </div>
      )}
    </>
  );
}
