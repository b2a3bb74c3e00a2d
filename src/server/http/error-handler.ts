import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { ZodError } from "zod";
import { AppError } from "./app-error";
import { AnswerSchemaError } from "./zod-response";
import {
  DATABASE_RETRY_AFTER_SECONDS,
  DATABASE_UNAVAILABLE_MESSAGE,
  isDatabaseUnavailable,
} from "../db/database-unavailable";
import { codeOfText, errorText } from "../../shared/error-codes";
import { FileIntegrityError } from "../storage/file-encryption";

/** The single place where errors become JSON answers. Nothing internal (stack, SQL) ever leaves. */
export function installErrorHandlers(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | AppError | ZodError | Error, request, reply) => {
    if (error instanceof AppError) {
      // A refusal that says when to come back says it in the standard header too.
      if (typeof error.details.retryAfter === "number") reply.header("retry-after", String(error.details.retryAfter));
      return reply.status(error.statusCode).send({
        message: error.message,
        code: error.code,
        ...(error.params && { params: error.params }),
        ...error.details,
      });
    }
    if (error instanceof AnswerSchemaError) {
      // Our answer broke its own schema: the caller did nothing wrong, so never a 400.
      request.log.error(
        { err: error, route: error.route, httpStatus: error.httpStatus, issues: error.issues },
        "answer failed its schema",
      );
      return reply.status(500).send({ message: "Something went wrong", code: "INTERNAL", requestId: request.id });
    }
    // A stored file that fails its integrity check (docs/security.md, "Files at rest"): logged loudly, and the user
    // told plainly rather than "Something went wrong".
    if (error instanceof FileIntegrityError) {
      request.log.error({ err: error, storageKey: error.storageKey }, "stored file failed its integrity check");
      return reply.status(409).send({ message: errorText("FILE_DAMAGED"), code: "FILE_DAMAGED" });
    }
    if (error instanceof ZodError) {
      // Our schemas' messages come from the list of codes: the code of a message is found by its exact text.
      const message = error.issues[0]?.message ?? "Invalid input";
      return reply.status(400).send({ message, code: codeOfText(message) ?? "BAD_REQUEST" });
    }
    const status = (error as FastifyError).statusCode;
    // Fastify's own client errors: malformed JSON, body too large, wrong content type...
    if (typeof status === "number" && status >= 400 && status < 500) {
      const message = status === 413 ? "Request body is too large" : clientMessage(error as FastifyError);
      return reply.status(status).send({ message, code: (error as FastifyError).code ?? "BAD_REQUEST" });
    }
    if (isDatabaseUnavailable(error)) {
      // PostgreSQL restarting or unreachable: fail fast and say so; the pool reconnects once it answers again.
      request.log.warn({ err: error }, "database unavailable");
      reply.header("retry-after", String(DATABASE_RETRY_AFTER_SECONDS));
      return reply
        .status(503)
        .send({ message: DATABASE_UNAVAILABLE_MESSAGE, code: "SERVICE_UNAVAILABLE", requestId: request.id });
    }
    request.log.error({ err: error }, "unhandled error");
    return reply.status(500).send({ message: "Something went wrong", code: "INTERNAL", requestId: request.id });
  });
}

/** Unknown API routes (and, without the client, every unknown path) answer JSON, never HTML. */
export function sendRouteNotFound(request: FastifyRequest, reply: FastifyReply) {
  return reply
    .status(404)
    .send({ message: `Route ${request.method} ${request.url.split("?")[0]} not found`, code: "NOT_FOUND" });
}

function clientMessage(error: FastifyError): string {
  if (error.code === "FST_ERR_CTP_INVALID_JSON_BODY" || error instanceof SyntaxError)
    return "Malformed JSON in request body";
  if (error.code === "FST_ERR_CTP_INVALID_MEDIA_TYPE") return "Unsupported content type";
  if (error.code === "FST_ERR_CTP_EMPTY_JSON_BODY") return "Request body must not be empty";
  return error.message;
}
