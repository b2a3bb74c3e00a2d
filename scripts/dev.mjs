// Development: the API with reload (tsx watch) on PORT (5000) and Vite's dev server with hot reload on 5173,
// which proxies /api to the API. Open http://localhost:5173.
import { spawn } from "node:child_process";

const children = [
  spawn("npx", ["tsx", "watch", "--clear-screen=false", "src/server/main.ts"], {
    stdio: "inherit",
    env: { ...process.env, SERVE_CLIENT: "false" },
  }),
  spawn("npx", ["vite"], { stdio: "inherit" }),
];

function stopAll(code = 0) {
  for (const child of children) child.kill("SIGTERM");
  process.exit(code);
}
for (const child of children) child.on("exit", (code) => stopAll(code ?? 0));
process.on("SIGINT", () => stopAll(0));
process.on("SIGTERM", () => stopAll(0));
