import type { AppConfig } from "./config";
import type { RunningServer } from "./start-server";

/** What a person starting the app needs to know, printed once: where it runs and how to sign in. */
export function printStartupBanner(config: AppConfig, server: RunningServer): void {
  const lines = [
    `Bosphorus Translate is running at http://localhost:${config.port}`,
    `Database: ${server.database.kind === "pglite" ? `embedded PGlite in ${config.dataDir}/db` : "PostgreSQL (DATABASE_URL)"}`,
    `E-mail: ${config.mail.smtpUrl ? "SMTP (SMTP_URL)" : "local outbox (printed here, and at /api/admin/outbox)"}`,
  ];
  const { keyring } = server;
  lines.push(
    keyring.source === "environment"
      ? "Stored files: encrypted (master key from FILE_ENCRYPTION_KEY)"
      : `Stored files: encrypted with the master key in ${keyring.filePath}`,
  );
  if (keyring.source === "file" && keyring.generated) {
    lines.push("A new master key was just generated: BACK UP that file now, apart from the data (npm run backup leaves it out). Without it no stored file can be read.");
  } else if (keyring.source === "file") {
    lines.push("Back up that key file apart from the data (npm run backup leaves it out): without it no stored file can be read.");
  }
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
