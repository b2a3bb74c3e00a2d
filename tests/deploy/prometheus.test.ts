import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PROJECT_ROOT } from "../../src/server/paths";
import { type TestApp, createTestApp } from "../support/test-app";
import { DEPLOY_DIR, exposedSeriesNames, promqlMetricNames, readDeployFile, readDeployYaml } from "./deploy-files";

type Rule = {
  alert: string;
  expr: string;
  for?: string;
  labels?: Record<string, string>;
  annotations?: Record<string, string>;
};
const rules = readDeployYaml<{ groups: { name: string; rules: Rule[] }[] }>("prometheus/alerts.yml").groups.flatMap(
  (group) => group.rules,
);
type Panel = {
  id: number;
  type: string;
  title: string;
  gridPos: object;
  datasource?: { uid: string };
  targets?: { expr: string; refId: string }[];
};
const dashboard = JSON.parse(readDeployFile("grafana/bosphorus-translate.json")) as {
  uid: string;
  templating: { list: { name: string; type: string }[] };
  panels: Panel[];
};
const dashboardExprs = dashboard.panels.flatMap((panel) => panel.targets ?? []).map((target) => target.expr);

/** Series Prometheus itself makes for every target; the app cannot export them. */
const SCRAPE_SERIES = new Set(["up"]);

// Debian's prometheus package (.ci/run installs it) brings promtool.
const PROMTOOL = ["/usr/bin/promtool", "/usr/local/bin/promtool"].find((candidate) => fs.existsSync(candidate));
const NO_PROMTOOL =
  "promtool not installed (apt-get install -y --no-install-recommends prometheus): the rules are not checked by Prometheus's own parser";

function promtool(...args: string[]): string {
  return execFileSync(PROMTOOL!, args, {
    cwd: path.join(DEPLOY_DIR, "prometheus"),
    encoding: "utf8",
    stdio: ["ignore", "pipe", "pipe"],
  });
}

describe("deploy/prometheus with promtool", () => {
  if (!PROMTOOL) console.warn(`tests/deploy/prometheus.test.ts: skipping promtool checks: ${NO_PROMTOOL}`);

  it.skipIf(!PROMTOOL)(`alerts.yml passes promtool check rules${PROMTOOL ? "" : ` (skipped: ${NO_PROMTOOL})`}`, () => {
    expect(promtool("check", "rules", "alerts.yml")).toContain(`SUCCESS: ${rules.length} rules found`);
  });

  it.skipIf(!PROMTOOL)(
    `alerts fire as alerts.test.yml expects (promtool test rules)${PROMTOOL ? "" : ` (skipped: ${NO_PROMTOOL})`}`,
    () => {
      expect(promtool("test", "rules", "alerts.test.yml")).toContain("SUCCESS");
    },
  );

  it.skipIf(!PROMTOOL)(
    `prometheus.yml is a valid configuration that loads the rules${PROMTOOL ? "" : ` (skipped: ${NO_PROMTOOL})`}`,
    () => {
      expect(promtool("check", "config", "prometheus.yml")).toContain("SUCCESS: 1 rule files found");
    },
  );

  it.skipIf(!PROMTOOL)(
    `promtool refuses a broken rule, so the checks above can fail${PROMTOOL ? "" : ` (skipped: ${NO_PROMTOOL})`}`,
    () => {
      const broken = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "bt-promtool-")), "broken.yml");
      try {
        fs.writeFileSync(
          broken,
          readDeployFile("prometheus/alerts.yml").replace("max(mail_backlog) > 100", "max(mail_backlog > 100"),
        );
        expect(() => promtool("check", "rules", broken)).toThrow(/parse error|unclosed/);
      } finally {
        fs.rmSync(path.dirname(broken), { recursive: true, force: true });
      }
    },
  );
});

describe("deploy/prometheus/alerts.yml and the runbooks", () => {
  it("every alert has a severity, a summary and a runbook section in docs/operations.md", () => {
    const operations = fs.readFileSync(path.join(PROJECT_ROOT, "docs/operations.md"), "utf8");
    expect(rules.length).toBeGreaterThanOrEqual(8);
    for (const rule of rules) {
      expect(["critical", "warning"], rule.alert).toContain(rule.labels?.severity);
      expect(rule.annotations?.summary, rule.alert).toBeTruthy();
      expect(rule.annotations?.runbook_url).toBe(`docs/operations.md#${rule.alert.toLowerCase()}`);
      // GitHub's anchor for "#### InstanceDown" is #instancedown; the section says what it means, what to check, how to fix.
      const section =
        new RegExp(`^#### ${rule.alert}\\n([\\s\\S]*?)(?=\\n#{2,4} |$(?![\\s\\S]))`, "m").exec(operations)?.[1] ?? "";
      expect(section, `docs/operations.md has no "#### ${rule.alert}" runbook`).not.toBe("");
      for (const part of ["**Means**", "**Check**", "**Fix**"])
        expect(section, `${rule.alert} runbook lacks ${part}`).toContain(part);
    }
  });
});

describe("deploy/grafana/bosphorus-translate.json", () => {
  it("is an importable dashboard: unique panel ids, a Prometheus data source variable, every panel placed and queried", () => {
    expect(dashboard.uid).toBe("bosphorus-translate");
    expect(dashboard.templating.list.find((variable) => variable.name === "datasource")?.type).toBe("datasource");
    const ids = dashboard.panels.map((panel) => panel.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const panel of dashboard.panels.filter((p) => p.type !== "row")) {
      expect(panel.gridPos, panel.title).toBeDefined();
      expect(panel.datasource?.uid, panel.title).toBe("${datasource}");
      expect(panel.targets?.length, panel.title).toBeGreaterThan(0);
    }
    // The issue's list: request rate, errors, latency, jobs, mail backlog, database pool, event-loop lag, per instance.
    const metrics = new Set(dashboardExprs.flatMap(promqlMetricNames));
    for (const name of [
      "http_request_duration_seconds_count",
      "http_server_errors_total",
      "http_request_duration_seconds_bucket",
      "job_queue_jobs",
      "mail_backlog",
      "db_pool_connections",
      "nodejs_eventloop_lag_p99_seconds",
    ]) {
      expect(metrics, name).toContain(name);
    }
    expect(dashboardExprs).toContain(
      'sum by (instance) (rate(http_request_duration_seconds_count{job="bosphorus-translate", instance=~"$instance"}[$__rate_interval]))',
    );
  });
});

describe("promqlMetricNames", () => {
  it("finds the metrics and leaves out functions, labels, strings, durations and Grafana variables", () => {
    expect(
      promqlMetricNames(
        'sum by (le, route) (rate(http_request_duration_seconds_bucket{job="x", route=~"/api/(orders|x)"}[$__rate_interval]))',
      ),
    ).toEqual(["http_request_duration_seconds_bucket"]);
    expect(promqlMetricNames("sum(rate(a_total[5m])) / sum(rate(b_count[5m])) > 0.02")).toEqual(["a_total", "b_count"]);
    expect(
      promqlMetricNames('max by (exported_job) (job_queue_jobs{state="failed"}) > 0 and on (instance) up == 1'),
    ).toEqual(["job_queue_jobs", "up"]);
    expect(promqlMetricNames("histogram_quantile(0.95, x_bucket) * 1e3")).toEqual(["x_bucket"]);
  });
});

describe("every metric the alerts and the dashboard read is one the app exports", () => {
  let app: TestApp;
  const TOKEN = "deploy-metrics-token-0123";
  beforeAll(async () => {
    app = await createTestApp({ config: { metrics: { token: TOKEN, host: "127.0.0.1" } } });
  });
  afterAll(async () => {
    await app?.close();
  });

  it("reads GET /metrics of a running app and finds each name there", async () => {
    // Count one request, so the exposition is as a live instance's.
    expect((await app.app.inject({ method: "GET", url: "/api/health/ready" })).statusCode).toBe(200);
    const scraped = await app.app.inject({
      method: "GET",
      url: "/metrics",
      headers: { authorization: `Bearer ${TOKEN}` },
    });
    expect(scraped.statusCode).toBe(200);
    const exported = exposedSeriesNames(scraped.body);
    expect(exported).toContain("http_request_duration_seconds_count");
    const used = new Set([...rules.map((rule) => rule.expr), ...dashboardExprs].flatMap(promqlMetricNames));
    const unknown = [...used].filter((name) => !exported.has(name) && !SCRAPE_SERIES.has(name));
    expect(unknown).toEqual([]);
    // A typo would be caught: a name the app does not export is reported.
    expect(exported.has("http_request_duration_second_count")).toBe(false);
  });
});
