// Runs the whole test suite against a real PostgreSQL server. Each test file creates (and drops) its own
// throwaway database there, so the server's existing databases are never touched.
// Server: TEST_DATABASE_URL, else postgres://postgres@127.0.0.1:5432/postgres (the machine's local server).
import { spawnSync } from "node:child_process";

const serverUrl = process.env.TEST_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
console.log(`Running the test suite against PostgreSQL at ${serverUrl.replace(/\/\/[^@]*@/, "//***@")}`);
const result = spawnSync("npx", ["vitest", "run", ...process.argv.slice(2)], {
  stdio: "inherit",
  env: { ...process.env, DATABASE_URL: serverUrl },
});
process.exit(result.status ?? 1);
