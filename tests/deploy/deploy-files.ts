import fs from "node:fs";
import path from "node:path";
import { parse } from "yaml";
import { PROJECT_ROOT } from "../../src/server/paths";

/** Helpers that read the files in deploy/ for the tests beside them. */
export const DEPLOY_DIR = path.join(PROJECT_ROOT, "deploy");

export function readDeployFile(relative: string): string {
  return fs.readFileSync(path.join(DEPLOY_DIR, relative), "utf8");
}

/** YAML with compose's anchors and `<<` merge keys resolved. */
export function readDeployYaml<T>(relative: string): T {
  return parse(readDeployFile(relative), { merge: true }) as T;
}

/**
 * `NAME=value` lines of an env file, each with the comment lines above it: a variable right under another (no blank
 * line, no comment between) shares that one's comment.
 */
export function parseEnvFile(text: string): { name: string; value: string; comment: string[] }[] {
  const entries: { name: string; value: string; comment: string[] }[] = [];
  let comment: string[] = [];
  let afterVariable = false;
  for (const line of text.split("\n")) {
    const trimmed = line.trim();
    if (trimmed === "") {
      comment = [];
      afterVariable = false;
    } else if (trimmed.startsWith("#")) {
      if (afterVariable) comment = [];
      comment.push(trimmed);
      afterVariable = false;
    } else {
      const match = /^([A-Za-z_][A-Za-z0-9_]*)=(.*)$/.exec(trimmed);
      if (!match) throw new Error(`not a NAME=value line: ${line}`);
      entries.push({ name: match[1], value: match[2], comment });
      afterVariable = true;
    }
  }
  return entries;
}

const PROMQL_WORDS = new Set([
  "by",
  "without",
  "on",
  "ignoring",
  "group_left",
  "group_right",
  "and",
  "or",
  "unless",
  "bool",
  "offset",
  "inf",
  "nan",
]);

/**
 * The metric names a PromQL expression reads: label matchers, strings, durations, grouping label lists and
 * Grafana's $variables are removed first; what is left that is not a function call, a keyword or a number is a
 * metric name. Enough for the expressions in deploy/ (no @ modifiers or subqueries).
 */
export function promqlMetricNames(expr: string): string[] {
  const stripped = expr
    .replace(/"(?:[^"\\]|\\.)*"/g, '""')
    .replace(/\{[^}]*\}/g, " ")
    .replace(/\[[^\]]*\]/g, " ")
    .replace(/\b(by|without|on|ignoring|group_left|group_right)\s*\([^)]*\)/g, " ")
    .replace(/\$\{?\w+\}?/g, " ");
  const names = new Set<string>();
  for (const match of stripped.matchAll(/[A-Za-z_:][A-Za-z0-9_:]*/g)) {
    const word = match[0];
    const next = stripped.slice(match.index + word.length).trimStart();
    if (next.startsWith("(") || PROMQL_WORDS.has(word.toLowerCase())) continue;
    if (/^\d/.test(stripped.slice(match.index - 1, match.index))) continue; // 1e3, 5m
    names.add(word);
  }
  return [...names].sort();
}

/**
 * The series names a Prometheus text exposition can hold, from its `# TYPE` lines: a histogram's _bucket, _sum and
 * _count, a summary's _sum and _count. A metric with no samples yet (a gauge set only on PostgreSQL) still counts.
 */
export function exposedSeriesNames(metricsText: string): Set<string> {
  const names = new Set<string>();
  for (const match of metricsText.matchAll(/^# TYPE (\S+) (\w+)$/gm)) {
    const [, name, type] = match;
    names.add(name);
    if (type === "histogram") for (const suffix of ["_bucket", "_sum", "_count"]) names.add(name + suffix);
    if (type === "summary") for (const suffix of ["_sum", "_count"]) names.add(name + suffix);
  }
  return names;
}
