// The layering of docs/architecture.md, checked by `npm run lint:layers` (scripts/check-layers.mjs, which also
// refuses new cycles between the folders of src/server). Arrows that broke a rule before the check existed are
// listed in .dependency-cruiser-known-violations.json: only new ones fail.

/** The use cases, one folder per domain (docs/architecture.md). */
const DOMAINS = [
  "account-deletion",
  "admin",
  "auth",
  "backup",
  "billing",
  "certificates",
  "contact-inbox",
  "data-export",
  "deliveries",
  "delivery",
  "deliverable",
  "documents",
  "order-drafts",
  "files",
  "fulfilment",
  "identity",
  "jobs",
  "marketing",
  "messages",
  "order-link-signing",
  "order-links",
  "orders",
  "payments",
  "payouts",
  "pricing",
  "ratings",
  "refunds",
  "reports",
  "review",
  "settings",
  "termbase",
  "memory-api",
  "translation-memory",
  "translator-pay",
  "translators",
  "workbench",
  "translation-checks",
];

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: "shared-stands-alone",
      comment: "src/shared holds the rules both sides run: it cannot lean on the server or the client.",
      severity: "error",
      from: { path: "^src/shared/" },
      to: { path: "^src/(server|client)/" },
    },
    {
      name: "client-not-server",
      comment: "The client talks to the server over HTTP; shared shapes and rules live in src/shared.",
      severity: "error",
      from: { path: "^src/client/" },
      to: { path: "^src/server/" },
    },
    {
      name: "db-is-an-adapter",
      comment:
        "db/ (client, schema, migrations) is below every use case: it imports only itself, the leaves paths.ts and json-line.ts, and src/shared.",
      severity: "error",
      from: { path: "^src/server/db/" },
      to: { path: "^src/server/", pathNot: "^src/server/(db/|paths\\.ts$|json-line\\.ts$)" },
    },
    {
      name: "adapters-below-domains",
      comment: "Storage and shared state serve the use cases; they never call one.",
      severity: "error",
      from: { path: "^src/server/(storage|shared-state)/" },
      to: { path: `^src/server/(${DOMAINS.join("|")})/` },
    },
    {
      name: "seed-only-at-start",
      comment: "The first-start and demo data (seed/) drive the use cases: only start-server.ts runs it.",
      severity: "error",
      from: { path: "^src/server/", pathNot: "^src/server/(seed/|start-server\\.ts$)" },
      to: { path: "^src/server/seed/" },
    },
    {
      name: "config-is-a-leaf",
      comment:
        "config.ts reads the environment; everything may import it, so it imports nothing of the server but paths.",
      severity: "error",
      from: { path: "^src/server/config\\.ts$" },
      to: { path: "^src/server/", pathNot: "^src/server/(config|paths)\\.ts$" },
    },
  ],
  options: {
    doNotFollow: { path: "node_modules" },
    // Tests may reach across layers to set up a case; the layering is about the shipped code.
    exclude: { path: "\\.test\\.tsx?$" },
    tsConfig: { fileName: "tsconfig.json" },
    // Type-only imports count: they tie the folders together as much as any other.
    tsPreCompilationDeps: true,
    enhancedResolveOptions: {
      exportsFields: ["exports"],
      conditionNames: ["import", "require", "node", "default", "types"],
      extensions: [".ts", ".tsx", ".js", ".mjs", ".json"],
    },
  },
};
