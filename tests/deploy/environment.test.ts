import { describe, expect, it } from "vitest";
import { ENV_VARIABLE_NAMES, parseEnv } from "../../src/server/config";
import { parseEnvFile, readDeployFile, readDeployYaml } from "./deploy-files";

type Service = {
  image?: string;
  build?: { context: string; dockerfile: string };
  environment?: Record<string, string | number | boolean>;
  ports?: string[];
  depends_on?: Record<string, { condition: string }>;
  volumes?: string[];
  healthcheck?: { test: string[] };
};
const compose = readDeployYaml<{ services: Record<string, Service>; volumes: Record<string, unknown> }>("compose.yaml");
const composeText = readDeployFile("compose.yaml");
const appServices = Object.entries(compose.services).filter(
  ([, service]) => service.build?.dockerfile === "deploy/Dockerfile",
);
/** The instances visitors reach through Caddy (ROLE=web); the worker serves only its probes and metrics. */
const webServices = appServices.filter(([, service]) => service.environment?.ROLE === "web");

/** The unit file's [Section] → key → values (a key may repeat, e.g. Environment=). */
function parseUnit(text: string): Record<string, Record<string, string[]>> {
  const sections: Record<string, Record<string, string[]>> = {};
  let current: Record<string, string[]> | undefined;
  for (const line of text.split("\n").map((l) => l.trim())) {
    if (!line || line.startsWith("#") || line.startsWith(";")) continue;
    const section = /^\[(\w+)\]$/.exec(line);
    if (section) sections[section[1]] = current = {};
    else {
      const [, key, value] = /^(\w+)=(.*)$/.exec(line) ?? [];
      if (!key || !current) throw new Error(`cannot read unit line: ${line}`);
      (current[key] ??= []).push(value);
    }
  }
  return sections;
}
const unit = parseUnit(readDeployFile("bosphorus-translate.service"));
const service = unit.Service;

describe("deploy/compose.yaml", () => {
  it("runs two web instances and a worker from deploy/Dockerfile beside PostgreSQL, Redis, MinIO, Mailpit and Caddy", () => {
    expect(appServices.map(([name]) => name)).toEqual(["app1", "app2", "worker"]);
    expect(appServices.map(([, app]) => app.environment?.ROLE)).toEqual(["web", "web", "worker"]);
    expect(webServices.map(([name]) => name)).toEqual(["app1", "app2"]);
    const images = Object.values(compose.services).map((s) => s.image?.split(":")[0]);
    expect(images).toEqual(expect.arrayContaining(["caddy", "postgres", "redis", "minio/minio", "axllent/mailpit"]));
    for (const [, app] of appServices) {
      expect(app.build?.context).toBe("..");
      // Only the proxy reaches the instances: a published app port would let anyone forge X-Forwarded-For.
      expect(app.ports).toBeUndefined();
      expect(Object.keys(app.depends_on ?? {})).toEqual(
        expect.arrayContaining(["postgres", "redis", "minio-bucket", "mailpit"]),
      );
    }
    // Each instance keeps its own DATA_DIR (the image's volume).
    expect(appServices.map(([, app]) => app.volumes)).toEqual([
      ["app1-data:/var/lib/bosphorus-translate"],
      ["app2-data:/var/lib/bosphorus-translate"],
      ["worker-data:/var/lib/bosphorus-translate"],
    ]);
    // Every instance, the worker too, is scraped.
    const targets = readDeployYaml<{ scrape_configs: { static_configs: { targets: string[] }[] }[] }>(
      "prometheus/prometheus.yml",
    ).scrape_configs[0].static_configs[0].targets;
    expect(targets).toEqual(appServices.map(([name]) => `${name}:9464`));
    expect(compose.services.proxy.depends_on).toEqual({
      app1: { condition: "service_healthy" },
      app2: { condition: "service_healthy" },
    });
  });

  it("sets only variables the server reads, and they parse", () => {
    for (const [name, app] of appServices) {
      const environment = app.environment ?? {};
      const unknown = Object.keys(environment).filter((variable) => !ENV_VARIABLE_NAMES.includes(variable));
      expect(unknown, name).toEqual([]);
      // The shared services, reached by their compose names.
      expect(environment).toMatchObject({
        NODE_ENV: "production",
        TRUST_PROXY: "true",
        REDIS_URL: "redis://redis:6379",
        S3_ENDPOINT: "http://minio:9000",
        SMTP_URL: "smtp://mailpit:1025",
        METRICS_PORT: "9464",
      });
      expect(environment.DATABASE_URL).toMatch(
        /^postgres:\/\/bosphorus:\$\{POSTGRES_PASSWORD:\?[^}]+\}@postgres:5432\/bosphorus$/,
      );
      // With the .env placeholders filled in, the server accepts the values.
      const filled = Object.fromEntries(
        Object.entries(environment).map(([key, value]) => [
          key,
          String(value).replace(/\$\{(\w+)(?::?[-?][^}]*)?\}/g, (_, variable: string) => sample(variable)),
        ]),
      );
      expect(() => parseEnv(filled)).not.toThrow();
      expect(parseEnv(filled).PORT).toBe(5000);
    }
  });

  it("takes every ${VARIABLE} from deploy/.env, each listed in .env.example with a comment", () => {
    const example = parseEnvFile(readDeployFile(".env.example"));
    const listed = example.map((entry) => entry.name);
    const used = new Set([...composeText.matchAll(/(?<!\$)\$\{(\w+)/g)].map((match) => match[1]));
    expect([...used].filter((name) => !listed.includes(name))).toEqual([]);
    // No dead entries: each is used by compose.
    expect(listed.filter((name) => !used.has(name))).toEqual([]);
    for (const entry of example) expect(entry.comment.length, entry.name).toBeGreaterThan(0);
    // Secrets have no value in the example: the operator must choose them.
    for (const secret of ["POSTGRES_PASSWORD", "MINIO_ROOT_PASSWORD", "FILE_ENCRYPTION_KEY", "ADMIN_PASSWORD"]) {
      expect(example.find((entry) => entry.name === secret)?.value).toBe("");
    }
    // Those the app reads directly are real config.ts names; the rest configure the other services.
    const forServices = ["POSTGRES_PASSWORD", "MINIO_ROOT_USER", "MINIO_ROOT_PASSWORD", "SITE_ADDRESS"];
    expect(listed.filter((name) => !ENV_VARIABLE_NAMES.includes(name) && !forServices.includes(name))).toEqual([]);
  });
});

describe("deploy/Caddyfile", () => {
  const caddyfile = readDeployFile("Caddyfile");
  it("balances both app instances on the port they listen on, checking readiness more often than the drain", () => {
    const upstreams = /reverse_proxy ([^{]+)\{/.exec(caddyfile)?.[1].trim().split(/\s+/);
    expect(upstreams).toEqual(webServices.map(([name, app]) => `${name}:${String(app.environment?.PORT)}`));
    expect(caddyfile).toMatch(/^\s*health_uri \/api\/health\/ready$/m);
    const interval = Number(/^\s*health_interval (\d+)s$/m.exec(caddyfile)?.[1]);
    // SHUTDOWN_DRAIN_MS defaults to 5 s in production: the proxy must see the 503 before the instance stops accepting.
    expect(interval * 1000).toBeLessThan(5000);
    expect(caddyfile).toContain("header_up X-Request-Id {http.request.uuid}");
  });
});

describe("deploy/bosphorus-translate.service", () => {
  it("runs the start command as an unprivileged user with its variables from an EnvironmentFile, restarting on failure", () => {
    expect(service.ExecStart).toEqual(["/usr/bin/node --import ./dist/server/tracing.js dist/server/main.js"]);
    expect(service.User?.[0]).toBeDefined();
    expect(["root", "0"]).not.toContain(service.User[0]);
    expect(service.EnvironmentFile).toEqual(["/etc/bosphorus-translate/env"]);
    expect(service.Restart).toEqual(["on-failure"]);
    expect(service.KillSignal).toEqual(["SIGTERM"]);
    // Longer than the drain (5 s) plus SHUTDOWN_TIMEOUT_MS (30 s): systemd must not SIGKILL a clean shutdown.
    expect(Number(service.TimeoutStopSec[0])).toBeGreaterThan(35);
    expect(unit.Install.WantedBy).toEqual(["multi-user.target"]);
  });

  it("is hardened, without the option V8's JIT cannot live with", () => {
    for (const option of [
      "NoNewPrivileges",
      "ProtectHome",
      "PrivateTmp",
      "PrivateDevices",
      "ProtectKernelTunables",
      "RestrictSUIDSGID",
      "LockPersonality",
    ]) {
      expect(service[option], option).toEqual(["yes"]);
    }
    expect(service.ProtectSystem).toEqual(["strict"]);
    expect(service.CapabilityBoundingSet).toEqual([""]);
    expect(service.MemoryDenyWriteExecute).toBeUndefined();
    // ProtectSystem=strict leaves only DATA_DIR writable: the state directory systemd creates for the user.
    const environment = Object.fromEntries(service.Environment.map((assignment) => assignment.split("=", 2)));
    expect(environment.DATA_DIR).toBe(`/var/lib/${service.StateDirectory[0]}`);
  });

  it("sets, and documents for its EnvironmentFile, only variables the server reads", () => {
    const names = service.Environment.map((assignment) => assignment.split("=")[0]);
    const example = parseEnvFile(readDeployFile("bosphorus-translate.env.example"));
    for (const name of [...names, ...example.map((entry) => entry.name)])
      expect(ENV_VARIABLE_NAMES, name).toContain(name);
    for (const entry of example) expect(entry.comment.length, entry.name).toBeGreaterThan(0);
    expect(() =>
      parseEnv(
        Object.fromEntries([
          ...service.Environment.map((a) => a.split("=", 2)),
          ...example.map((e) => [e.name, e.value]),
        ]),
      ),
    ).not.toThrow();
  });
});

/** A value the server accepts for a placeholder of deploy/.env. */
function sample(variable: string): string {
  if (variable === "FILE_ENCRYPTION_KEY") return Buffer.alloc(32, 7).toString("base64");
  if (variable === "PUBLIC_URL") return "http://localhost";
  if (variable === "LOG_LEVEL") return "info";
  if (variable === "READING_POOL_SIZE") return "2";
  return `sample${variable.length}`;
}
