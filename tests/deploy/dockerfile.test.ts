import fs from "node:fs";
import path from "node:path";
import { build } from "esbuild";
import { describe, expect, it } from "vitest";
import { ENV_VARIABLE_NAMES, parseEnv } from "../../src/server/config";
import { PROJECT_ROOT } from "../../src/server/paths";
import { readDeployFile } from "./deploy-files";

type Instruction = { keyword: string; args: string };
type Stage = { base: string; name?: string; instructions: Instruction[] };

/** deploy/Dockerfile as stages of instructions (continuation lines joined, comments dropped). No Docker engine here. */
function parseDockerfile(text: string): Stage[] {
  const stages: Stage[] = [];
  const logical = text.replace(/\\\n/g, " ").split("\n");
  for (const line of logical.map((l) => l.trim()).filter((l) => l && !l.startsWith("#"))) {
    const [, keyword, args] = /^(\w+)\s+(.*)$/.exec(line) ?? [];
    if (!keyword) throw new Error(`cannot read Dockerfile line: ${line}`);
    if (keyword.toUpperCase() === "FROM") {
      const [, base, name] = /^(\S+)(?:\s+AS\s+(\S+))?$/i.exec(args) ?? [];
      stages.push({ base, name, instructions: [] });
    } else {
      const stage = stages.at(-1);
      if (!stage) throw new Error(`${keyword} before FROM`);
      stage.instructions.push({ keyword: keyword.toUpperCase(), args: args.replace(/\s+/g, " ").trim() });
    }
  }
  return stages;
}

const stages = parseDockerfile(readDeployFile("Dockerfile"));
const runtime = stages.at(-1)!;
const all = (stage: Stage, keyword: string) =>
  stage.instructions.filter((i) => i.keyword === keyword).map((i) => i.args);
const packageJson = JSON.parse(fs.readFileSync(path.join(PROJECT_ROOT, "package.json"), "utf8")) as {
  scripts: Record<string, string>;
  dependencies: Record<string, string>;
};
/** package.json's start command without its build step: what the image, the unit and `npm start` all run. */
const startCommand = packageJson.scripts.start.replace(/^npm run build && /, "");

describe("deploy/Dockerfile", () => {
  it("builds in one stage and runs from another on node:20-bookworm-slim, with production dependencies only", () => {
    expect(stages.map((stage) => stage.base)).toEqual([
      "node:20-bookworm-slim",
      "node:20-bookworm-slim",
      "node:20-bookworm-slim",
    ]);
    const build = stages.find((stage) => stage.name === "build")!;
    expect(all(build, "RUN")).toEqual(expect.arrayContaining([expect.stringMatching(/^npm ci\b/), "npm run build"]));
    const deps = stages.find((stage) => stage.name === "deps")!;
    expect(all(deps, "RUN").join(" ")).toMatch(/npm ci --omit=dev/);
    // What runs comes from those stages: no build tools or dev dependencies in the final image.
    expect(all(runtime, "COPY")).toEqual(
      expect.arrayContaining([
        "--from=deps /app/node_modules ./node_modules",
        "--from=build /app/dist ./dist",
        "src/server/db/migrations ./src/server/db/migrations",
      ]),
    );
    expect(all(runtime, "RUN").join(" ")).not.toMatch(/npm (ci|install)/);
  });

  it("runs as the node user, never root, with DATA_DIR as its volume", () => {
    const users = all(runtime, "USER");
    expect(users).toEqual(["node"]);
    // Nothing after USER switches back.
    const userIndex = runtime.instructions.findIndex((i) => i.keyword === "USER");
    expect(runtime.instructions.slice(userIndex).map((i) => i.keyword)).not.toContain("RUN");
    const env = all(runtime, "ENV").join(" ");
    const dataDir = /DATA_DIR=(\S+)/.exec(env)?.[1];
    expect(dataDir).toBe("/var/lib/bosphorus-translate");
    expect(all(runtime, "VOLUME")).toEqual([dataDir]);
    expect(all(runtime, "RUN").join(" ")).toContain(`chown node:node ${dataDir}`);
    expect(env).toContain("NODE_ENV=production");
    // Every ENV the image sets is a variable the server reads.
    for (const name of env.matchAll(/(\w+)=/g)) expect(ENV_VARIABLE_NAMES).toContain(name[1]);
  });

  it("exposes the server's default port and checks readiness on it", () => {
    const defaultPort = parseEnv({}).PORT;
    expect(all(runtime, "EXPOSE")).toEqual([String(defaultPort)]);
    expect(all(runtime, "ENV").join(" ")).toContain(`PORT=${defaultPort}`);
    const [healthcheck] = all(runtime, "HEALTHCHECK");
    expect(healthcheck).toMatch(/ CMD \[/);
    expect(healthcheck).toContain("/api/health/ready");
    expect(healthcheck).toContain(`process.env.PORT || ${defaultPort}`);
  });

  it("starts the server as package.json's start script does, without building", () => {
    const [cmd] = all(runtime, "CMD");
    expect((JSON.parse(cmd) as string[]).join(" ")).toBe(startCommand);
    expect(startCommand).toBe("node --import ./dist/server/tracing.js dist/server/main.js");
  });

  it("copies only files that exist in the repository, and leaves secrets and local data out of the build context", () => {
    for (const stage of stages) {
      for (const args of all(stage, "COPY").filter((a) => !a.startsWith("--from="))) {
        const sources = args
          .split(" ")
          .filter((part) => !part.startsWith("--"))
          .slice(0, -1);
        for (const source of sources.filter((s) => s !== "."))
          expect(fs.existsSync(path.join(PROJECT_ROOT, source)), source).toBe(true);
      }
    }
    const ignored = readDeployFile("Dockerfile.dockerignore").split("\n");
    expect(ignored).toEqual(expect.arrayContaining(["node_modules", "dist", "data", ".env", ".env.*", ".git"]));
  });

  it("every package the built server imports is a production dependency (the image installs no others)", async () => {
    // The same entry points as scripts/build-server.mjs, packages left external as there.
    const result = await build({
      entryPoints: [
        "src/server/main.ts",
        "src/server/documents/analysis-worker.ts",
        "src/server/prerender/render-worker.ts",
        "src/server/observability/tracing.ts",
      ].map((entry) => path.join(PROJECT_ROOT, entry)),
      bundle: true,
      platform: "node",
      format: "esm",
      packages: "external",
      write: false,
      outdir: path.join(PROJECT_ROOT, "dist/server-check"),
      metafile: true,
      logLevel: "silent",
    });
    const packages = new Set<string>();
    for (const output of Object.values(result.metafile.outputs)) {
      for (const { path: imported, external } of output.imports) {
        if (!external || imported.startsWith("node:")) continue;
        packages.add(imported.startsWith("@") ? imported.split("/").slice(0, 2).join("/") : imported.split("/")[0]);
      }
    }
    expect(packages.size).toBeGreaterThan(20);
    const missing = [...packages].filter((name) => !(name in packageJson.dependencies));
    expect(missing).toEqual([]);
  });
});
