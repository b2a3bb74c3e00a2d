import { Writable } from "node:stream";
import Fastify from "fastify";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { parseInput } from "./parse";
import { installErrorHandlers } from "./error-handler";
import { installZodResponses } from "./zod-response";

const answerSchema = z.object({ id: z.number().int(), name: z.string() });

async function tinyApp() {
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write: (chunk, _encoding, done) => {
      lines.push(JSON.parse(String(chunk)));
      done();
    },
  });
  const app = Fastify({ logger: { level: "error", stream } });
  installErrorHandlers(app);
  installZodResponses(app);
  await app.register(async (routes) => {
    const schema = { response: { 200: answerSchema, 201: answerSchema } };
    routes.get("/good", { schema }, async () => ({ id: 1, name: "Ada", passwordHash: "never sent" }));
    routes.get("/wrong", { schema }, async () => ({ id: "1", name: "Ada" }));
    routes.post("/created", { schema }, async (_request, reply) => reply.status(201).send({ id: 2 }));
    routes.post("/input", { schema }, async (request) => parseInput(answerSchema, request.body));
  });
  await app.ready();
  return { app, lines };
}

describe("response schemas (habit 12)", () => {
  it("sends an answer that matches its schema, without the fields the schema does not list", async () => {
    const { app } = await tinyApp();
    const res = await app.inject({ method: "GET", url: "/good" });
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe('{"id":1,"name":"Ada"}');
    await app.close();
  });

  it("answers 500 'Something went wrong', not 400, when the handler returns a wrong shape, and logs the issues", async () => {
    const { app, lines } = await tinyApp();
    const res = await app.inject({ method: "GET", url: "/wrong" });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ message: "Something went wrong", code: "INTERNAL", requestId: expect.any(String) });
    const logged = lines.find((line) => line.msg === "answer failed its schema");
    expect(logged).toMatchObject({
      route: "GET /wrong",
      httpStatus: "200",
      issues: [{ path: ["id"], code: "invalid_type" }],
    });

    const created = await app.inject({ method: "POST", url: "/created", payload: {} });
    expect(created.statusCode).toBe(500);
    expect(created.json().message).toBe("Something went wrong");
    await app.close();
  });

  it("still answers bad input with 400 and its message", async () => {
    const { app } = await tinyApp();
    const res = await app.inject({ method: "POST", url: "/input", payload: { id: 1 } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: "BAD_REQUEST" });
    await app.close();
  });
});
