// `npm run lint:layers` (CI): one dependency-cruiser run over src, then two checks (docs/architecture.md,
// "The dependency check"):
// 1. the layering rules of .dependency-cruiser.cjs, arrows listed in .dependency-cruiser-known-violations.json
//    excepted;
// 2. no new cycle between the folders of src/server (a top-level file such as config.ts counts as a folder): an
//    arrow between two folders that lie on one cycle must be listed in layers-known-cycles.json.
// `npm run lint:layers -- --update` rewrites both lists after paying down debt (never to let a new arrow in).
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";

const ROOT = path.resolve(import.meta.dirname, "..");
const CRUISER = path.join(ROOT, "node_modules/dependency-cruiser/bin/dependency-cruise.mjs");
const KNOWN_VIOLATIONS = ".dependency-cruiser-known-violations.json";
const KNOWN_CYCLES = path.join(ROOT, "layers-known-cycles.json");
const update = process.argv.includes("--update");

function depcruise(...args) {
  const result = spawnSync(process.execPath, [CRUISER, "src", "--config", ".dependency-cruiser.cjs", ...args], {
    cwd: ROOT,
    encoding: "utf8",
    maxBuffer: 256 * 1024 * 1024,
  });
  if (result.error || !result.stdout)
    throw new Error(`dependency-cruiser failed: ${result.error?.message ?? result.stderr}`);
  return result.stdout;
}

/** The folder of src/server a module belongs to (config.ts → "config"); null outside src/server. */
function folderOf(modulePath) {
  const match = modulePath.match(/^src\/server\/([^/]+?)(\.tsx?)?(\/|$)/);
  return match ? match[1] : null;
}

/** Folder → folder arrows, each with one import that makes it. */
function folderArrows(modules) {
  const arrows = new Map();
  for (const module of modules) {
    const from = folderOf(module.source);
    if (!from) continue;
    for (const dependency of module.dependencies) {
      const to = folderOf(dependency.resolved);
      if (!to || to === from) continue;
      const key = `${from} -> ${to}`;
      if (!arrows.has(key)) arrows.set(key, { from, to, example: `${module.source} → ${dependency.resolved}` });
    }
  }
  return arrows;
}

/** The arrows that lie on a cycle: both ends in one strongly connected component (Tarjan). */
function arrowsOnCycles(arrows) {
  const next = new Map();
  for (const { from, to } of arrows.values()) {
    if (!next.has(from)) next.set(from, []);
    if (!next.has(to)) next.set(to, []);
    next.get(from).push(to);
  }
  const index = new Map();
  const low = new Map();
  const component = new Map();
  const stack = [];
  let counter = 0;
  const visit = (node) => {
    index.set(node, counter);
    low.set(node, counter);
    counter += 1;
    stack.push(node);
    for (const to of next.get(node)) {
      if (!index.has(to)) {
        visit(to);
        low.set(node, Math.min(low.get(node), low.get(to)));
      } else if (!component.has(to)) low.set(node, Math.min(low.get(node), index.get(to)));
    }
    if (low.get(node) === index.get(node)) {
      let member;
      do {
        member = stack.pop();
        component.set(member, node);
      } while (member !== node);
    }
  };
  for (const node of next.keys()) if (!index.has(node)) visit(node);
  const onCycles = [...arrows.entries()].filter(([, { from, to }]) => component.get(from) === component.get(to));
  const members = new Set(onCycles.flatMap(([, { from, to }]) => [from, to]));
  return { onCycles: new Map(onCycles), members };
}

if (update) fs.writeFileSync(path.join(ROOT, KNOWN_VIOLATIONS), depcruise("--output-type", "baseline"));
const result = JSON.parse(depcruise("--ignore-known", KNOWN_VIOLATIONS, "--output-type", "json"));
const { onCycles, members } = arrowsOnCycles(folderArrows(result.modules));

if (update) {
  const known = {
    comment:
      "Arrows between folders of src/server that lie on a cycle (docs/architecture.md): debt to pay down, never to add to.",
    edges: [...onCycles.keys()].sort(),
  };
  fs.writeFileSync(KNOWN_CYCLES, `${JSON.stringify(known, null, 2)}\n`);
  console.log(
    `Wrote layers-known-cycles.json (${onCycles.size} arrows, ${members.size} folders) and ${KNOWN_VIOLATIONS}.`,
  );
  // In the form `npm run format:check` expects.
  spawnSync(
    process.execPath,
    [path.join(ROOT, "node_modules/prettier/bin/prettier.cjs"), "--write", KNOWN_CYCLES, KNOWN_VIOLATIONS],
    { cwd: ROOT, stdio: "inherit" },
  );
  process.exit(0);
}

// Known violations come back with severity "ignore".
const problems = result.summary.violations
  .filter((violation) => violation.rule.severity !== "ignore")
  .map((violation) => `${violation.rule.name}: ${violation.from} → ${violation.to}`);
const known = new Set(JSON.parse(fs.readFileSync(KNOWN_CYCLES, "utf8")).edges);
const knownMembers = new Set([...known].flatMap((key) => key.split(" -> ")));
const joined = [...members].filter((folder) => !knownMembers.has(folder));
if (joined.length > 0) problems.push(`folders now on a cycle: ${joined.join(", ")} (the arrows below close it)`);
for (const [key, { example }] of onCycles) {
  if (!known.has(key)) problems.push(`new arrow on a folder cycle: ${key} (${example})`);
}
const paidDown = [...known].filter((key) => !onCycles.has(key));

console.log(
  `Layers: ${result.summary.ignore ?? 0} known rule violations; ${onCycles.size} arrows on folder cycles (${members.size} folders), ${known.size} known.`,
);
if (paidDown.length > 0) {
  console.log(
    `${paidDown.length} listed arrow(s) no longer on a cycle: \`npm run lint:layers -- --update\` shortens the list.`,
  );
}
if (problems.length > 0) {
  console.error(`Against the layering (docs/architecture.md), ${problems.length}:\n- ${problems.join("\n- ")}`);
  process.exit(1);
}
