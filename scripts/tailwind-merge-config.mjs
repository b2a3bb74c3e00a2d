#!/usr/bin/env node
// Writes src/client/lib/tailwind-merge-config.ts: tailwind-merge's default configuration cut down to the class
// groups the client's source uses. The full default configuration is about 5 KB of the shell's gzip (the
// initial-JS budget is 120 KB, docs/performance.md); cn() merges the same way with the cut-down one, which
// src/client/lib/tailwind-merge-config.test.ts checks for every pair of classes in the source.
//
//   node scripts/tailwind-merge-config.mjs        # after adding classes from a group the config does not have yet
import fs from "node:fs";
import path from "node:path";
import { createTailwindMerge, getDefaultConfig, twMerge, validators } from "tailwind-merge";

const ROOT = path.resolve(import.meta.dirname, "..");
export const CONFIG_FILE = path.join(ROOT, "src/client/lib/tailwind-merge-config.ts");

/** Every whitespace-separated token of the client's source that tailwind-merge's default configuration knows. */
export function collectClassTokens(dir = path.join(ROOT, "src/client")) {
  const tokens = new Set();
  for (const entry of fs.readdirSync(dir, { recursive: true, withFileTypes: true })) {
    const file = path.join(entry.parentPath, entry.name);
    if (
      !entry.isFile() ||
      !/\.(tsx?|css)$/.test(entry.name) ||
      /\.test\.tsx?$/.test(entry.name) ||
      file === CONFIG_FILE
    )
      continue;
    const text = fs.readFileSync(file, "utf8");
    for (const token of text.split(/[\s"'`{}(),;]+|\$\{/)) if (token && isTailwindClass(token)) tokens.add(token);
  }
  return [...tokens].sort();
}

// A class the configuration knows replaces an earlier copy of itself; an unknown one is kept twice.
const isTailwindClass = (token, merge = twMerge) => merge(`${token} ${token}`) === token;

/** The default configuration with only the class groups that know at least one of `tokens`. */
export function pruneConfig(tokens) {
  const full = getDefaultConfig();
  const mergeWith = (classGroups) =>
    createTailwindMerge(() => ({
      ...full,
      classGroups,
      conflictingClassGroups: {},
      conflictingClassGroupModifiers: {},
    }));
  // Arbitrary properties ("[mask-type:alpha]") are known without any group.
  const withoutGroups = mergeWith({});
  const grouped = tokens.filter((token) => !isTailwindClass(token, withoutGroups));
  const groups = Object.keys(full.classGroups).filter((group) => {
    const merge = mergeWith({ [group]: full.classGroups[group] });
    return grouped.some((token) => isTailwindClass(token, merge));
  });
  const kept = new Set(groups);
  const pick = (record) =>
    Object.fromEntries(
      Object.entries(record)
        .filter(([group]) => kept.has(group))
        .map(([group, others]) => [group, others.filter((other) => kept.has(other))])
        .filter(([, others]) => others.length > 0),
    );
  return {
    cacheSize: full.cacheSize,
    theme: full.theme,
    classGroups: Object.fromEntries(groups.map((group) => [group, full.classGroups[group]])),
    conflictingClassGroups: pick(full.conflictingClassGroups),
    conflictingClassGroupModifiers: pick(full.conflictingClassGroupModifiers),
    postfixLookupClassGroups: (full.postfixLookupClassGroups ?? []).filter((group) => kept.has(group)),
    orderSensitiveModifiers: full.orderSensitiveModifiers,
  };
}

const validatorNames = new Map(Object.entries(validators).map(([name, fn]) => [fn, name]));

/** The key a fromTheme() getter reads. */
function themeKey(getter) {
  let key;
  getter(new Proxy({}, { get: (_, name) => ((key = String(name)), []) }));
  return key;
}

/**
 * TypeScript source for `value`, with validators and theme getters by name; records the theme keys it reads.
 * An array listed in `shared` (by its source) is written as the name of the constant that holds it.
 */
function toSource(value, usedThemeKeys, shared = new Map()) {
  if (typeof value === "function") {
    if (value.isThemeGetter) {
      const key = themeKey(value);
      usedThemeKeys.add(key);
      return `fromTheme(${JSON.stringify(key)})`;
    }
    const name = validatorNames.get(value);
    if (!name) throw new Error(`unknown function in the tailwind-merge configuration: ${value}`);
    return name;
  }
  if (Array.isArray(value)) {
    const source = `[${value.map((item) => toSource(item, usedThemeKeys, shared)).join(", ")}]`;
    return shared.get(source)?.name ?? source;
  }
  if (value && typeof value === "object") {
    return `{ ${Object.entries(value)
      .map(([key, item]) => `${JSON.stringify(key)}: ${toSource(item, usedThemeKeys, shared)}`)
      .join(", ")} }`;
  }
  return JSON.stringify(value);
}

/**
 * The value lists several class groups have in common (tailwind-merge builds them with one helper, such as its
 * sizing scale for w, h, min-h, max-h...): each becomes one constant, named after the first group that uses it.
 */
function sharedLists(classGroups) {
  const seen = new Map();
  const visit = (value, owner) => {
    if (Array.isArray(value)) {
      if (value.length >= 3) {
        const source = toSource(value, new Set());
        const entry = seen.get(source) ?? { owner, count: 0 };
        entry.count += 1;
        seen.set(source, entry);
      }
      value.forEach((item) => visit(item, owner));
    } else if (value && typeof value === "object") {
      for (const [key, item] of Object.entries(value)) visit(item, key);
    }
  };
  visit(classGroups, "");
  const camel = (key) => key.replace(/-(\w)/g, (_, letter) => letter.toUpperCase());
  const shared = new Map();
  for (const [source, { owner, count }] of seen)
    if (count > 1) shared.set(source, { name: `${camel(owner)}Values`, source });
  return shared;
}

export function configSource(config) {
  const usedThemeKeys = new Set();
  const shared = sharedLists(config.classGroups);
  const classGroups = toSource(config.classGroups, usedThemeKeys, shared);
  // A list shared only inside a longer shared list stays written out there.
  const constants = [...shared.values()]
    .filter(({ name }) => new RegExp(`\\b${name}\\b`).test(classGroups))
    .map(({ name, source }) => `const ${name} = ${source};`)
    .join("\n");
  // Theme scales can refer to other scales: follow them until no new key appears.
  const theme = {};
  for (
    let pending = [...usedThemeKeys];
    pending.length > 0;
    pending = [...usedThemeKeys].filter((key) => !(key in theme))
  ) {
    for (const key of pending) theme[key] = toSource(config.theme[key] ?? [], usedThemeKeys);
  }
  const usedValidators = [...validatorNames.values()].filter((name) =>
    new RegExp(`\\b${name}\\b`).test(classGroups + constants + Object.values(theme).join()),
  );
  return `// Generated by scripts/tailwind-merge-config.mjs from tailwind-merge's default configuration: only the class
// groups src/client uses (tailwind-merge-config.test.ts checks it). Do not edit; run the script again.
import { fromTheme, validators } from "tailwind-merge";

const { ${usedValidators.join(", ")} } = validators;

${constants}

export const tailwindMergeConfig = {
  cacheSize: ${config.cacheSize},
  theme: { ${Object.entries(theme)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([key, source]) => `${JSON.stringify(key)}: ${source}`)
    .join(", ")} },
  classGroups: ${classGroups},
  conflictingClassGroups: ${JSON.stringify(config.conflictingClassGroups)},
  conflictingClassGroupModifiers: ${JSON.stringify(config.conflictingClassGroupModifiers)},
  postfixLookupClassGroups: ${JSON.stringify(config.postfixLookupClassGroups)},
  orderSensitiveModifiers: ${JSON.stringify(config.orderSensitiveModifiers)},
};
`;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const tokens = collectClassTokens();
  const config = pruneConfig(tokens);
  fs.writeFileSync(CONFIG_FILE, configSource(config));
  console.log(
    `${path.relative(ROOT, CONFIG_FILE)}: ${Object.keys(config.classGroups).length} of ${Object.keys(getDefaultConfig().classGroups).length} class groups (${tokens.length} classes in the source)`,
  );
}
