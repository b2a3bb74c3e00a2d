import type { FastifyPluginAsync, FastifyReply } from "fastify";
import { sumCents } from "../../shared/money";
import { pageQuerySchema } from "../../shared/schemas/pagination";
import {
  markPaidSchema,
  openMonthListSchema,
  prepareStatementsSchema,
  preparedStatementsSchema,
  statementDetailSchema,
  statementPageSchema,
  statementsQuerySchema,
} from "../../shared/schemas/translator-pay";
import type { StatementDetailDto } from "../../shared/schemas/translator-pay";
import type { AppDeps } from "../app-deps";
import { requireAdmin, requireTranslator } from "../auth/guards";
import { viewerOf } from "../auth/viewer";
import { anyOf } from "../db/any-of";
import { payoutStatements } from "../db/schema/translator-pay";
import { translators } from "../db/schema/translators";
import { parseId, parseInput } from "../http/parse";
import { sendAttachment } from "../http/send-attachment";
import { answers } from "../http/zod-response";
import { readSetting } from "../settings/read-settings";
import { listOpenMonths } from "../translator-pay/list-open-months";
import { translatorOfUser } from "../translator-pay/translator-rates";
import { createPayoutProvider } from "./create-payout-provider";
import { getStatement, listStatements, toStatementDto } from "./list-statements";
import { markStatementPaid } from "./mark-statement-paid";
import { prepareStatements } from "./prepare-statements";
import { statementCsv, statementFileName, statementPdf } from "./statement-files";
import { eq } from "drizzle-orm";

type IdParams = { Params: { id: string } };

/** Monthly statements and payouts (docs/translators.md, "Statements and payouts"), and the dashboard's cost. */
export const payoutRoutes: FastifyPluginAsync<AppDeps> = async (app, deps) => {
  const { db, mailer } = deps;
  const payouts = deps.payouts ?? createPayoutProvider(deps.config, db);

  async function sendFile(reply: FastifyReply, statement: StatementDetailDto, kind: "pdf" | "csv") {
    if (kind === "csv")
      return sendAttachment(reply, {
        fileName: statementFileName(statement, "csv"),
        contentType: "text/csv; charset=utf-8",
        bytes: Buffer.from(statementCsv(statement)),
      });
    const [name, address] = await Promise.all([readSetting(db, "company_name"), readSetting(db, "company_address")]);
    return sendAttachment(reply, {
      fileName: statementFileName(statement, "pdf"),
      contentType: "application/pdf",
      bytes: await statementPdf(statement, { name, address }),
    });
  }

  // ---- Admin ----
  app.get(
    "/api/admin/payouts/open",
    { preHandler: requireAdmin, schema: answers(200, openMonthListSchema) },
    async () => {
      const items = await listOpenMonths(db);
      return { items, totalCents: sumCents(items.map((item) => item.totalCents)) };
    },
  );
  app.get(
    "/api/admin/payouts/statements",
    { preHandler: requireAdmin, schema: answers(200, statementPageSchema) },
    async (request) => {
      const { limit, cursor, month, status, translatorId } = parseInput(statementsQuerySchema, request.query);
      return listStatements(db, { limit, cursor, month, status, translatorId });
    },
  );
  app.post(
    "/api/admin/payouts/statements",
    { preHandler: requireAdmin, schema: answers(201, preparedStatementsSchema) },
    async (request, reply) => {
      const { month } = parseInput(prepareStatementsSchema, request.body);
      const ids = await prepareStatements({ db, month });
      const rows =
        ids.length === 0
          ? []
          : await db
              .select({ statement: payoutStatements, translatorName: translators.fullName })
              .from(payoutStatements)
              .innerJoin(translators, eq(translators.translatorId, payoutStatements.translatorId))
              .where(anyOf(payoutStatements.id, ids))
              .orderBy(translators.fullName);
      return reply.status(201).send({ month, created: ids.length, statements: rows.map(toStatementDto) });
    },
  );
  app.get<IdParams>(
    "/api/admin/payouts/statements/:id",
    { preHandler: requireAdmin, schema: answers(200, statementDetailSchema) },
    async (request) => getStatement(db, parseId(request.params.id, "statement")),
  );
  app.get<IdParams>("/api/admin/payouts/statements/:id/pdf", { preHandler: requireAdmin }, async (request, reply) =>
    sendFile(reply, await getStatement(db, parseId(request.params.id, "statement")), "pdf"),
  );
  app.get<IdParams>("/api/admin/payouts/statements/:id/csv", { preHandler: requireAdmin }, async (request, reply) =>
    sendFile(reply, await getStatement(db, parseId(request.params.id, "statement")), "csv"),
  );
  app.post<IdParams>(
    "/api/admin/payouts/statements/:id/pay",
    { preHandler: requireAdmin, schema: answers(200, statementDetailSchema) },
    async (request) =>
      markStatementPaid({
        db,
        payouts,
        mailer,
        id: parseId(request.params.id, "statement"),
        input: parseInput(markPaidSchema, request.body),
        adminId: viewerOf(request).userId,
      }),
  );

  // ---- The translator's own (anyone else's statement is "Statement not found") ----
  app.get(
    "/api/translator/statements",
    { preHandler: requireTranslator, schema: answers(200, statementPageSchema) },
    async (request) => {
      const { limit, cursor } = parseInput(pageQuerySchema, request.query);
      const translator = await translatorOfUser(db, viewerOf(request).userId);
      return listStatements(db, { limit, cursor, translatorId: translator.translatorId });
    },
  );
  for (const kind of ["pdf", "csv"] as const) {
    app.get<IdParams>(
      `/api/translator/statements/:id/${kind}`,
      { preHandler: requireTranslator },
      async (request, reply) => {
        const translator = await translatorOfUser(db, viewerOf(request).userId);
        return sendFile(
          reply,
          await getStatement(db, parseId(request.params.id, "statement"), translator.translatorId),
          kind,
        );
      },
    );
  }
};
