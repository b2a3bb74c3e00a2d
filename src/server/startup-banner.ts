import type { AppConfig } from "./config";
import type { RunningServer } from "./start-server";

/** What a person starting the app needs to know, printed once: where it runs and how to sign in. */
export function printStartupBanner(config: AppConfig, server: RunningServer): void {
  const lines = [
    `Bosphorus Translate is running at http://localhost:${config.port}`,
    `Database: ${server.database.kind === "pglite" ? `embedded PGlite in ${config.dataDir}/db` : "PostgreSQL (DATABASE_URL)"}`,
    `E-mail: ${config.mail.smtpUrl ? "SMTP (SMTP_URL)" : "local outbox (printed here, and at /api/admin/outbox)"}`,
  ];
  const { admin, demoCustomer } = server.seed;
  if (admin) {
    lines.push("", `Admin account created: ${admin.username} / ${admin.password}  (sign in at /admin/auth)`);
    if (admin.generatedPassword) lines.push("This generated password is shown only once: keep it, or set ADMIN_PASSWORD.");
  }
  if (demoCustomer) lines.push("", `Demo customer: ${demoCustomer.username} / ${demoCustomer.password}  (sign in at /auth)`);
  const width = Math.max(...lines.map((line) => line.length)) + 4;
  const rule = "=".repeat(width);
  console.log(["", rule, ...lines.map((line) => `  ${line}`), rule, ""].join("\n"));
}
