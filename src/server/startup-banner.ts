import type { AppConfig } from "./config";
import type { RunningServer } from "./start-server";

type BannerLog = { info(obj: object, msg?: string): void };

/**
 * What a person starting the app needs to know, once: where it runs and how to sign in. A person at a terminal
 * (stdout a TTY, not NODE_ENV=production) gets the framed text, with a generated admin password shown this once.
 * Anywhere else (a service, CI, a log collector) it is one JSON log line with no password in it: a generated one
 * is not written anywhere, and the line says how to set a new one (docs/operations.md, "Logs").
 */
export function printStartupBanner(
  config: AppConfig,
  server: RunningServer,
  options: { tty?: boolean; log?: BannerLog } = {},
): void {
  const tty = (options.tty ?? process.stdout.isTTY === true) && !config.production;
  const { keyring } = server;
  const { admin, demoCustomer } = server.seed;
  const database =
    server.database.kind === "pglite" ? `embedded PGlite in ${config.dataDir}/db` : "PostgreSQL (DATABASE_URL)";
  const mail = config.mail.smtpUrl ? "SMTP (SMTP_URL)" : "local outbox (printed here, and at /api/admin/outbox)";
  const files =
    keyring.source === "environment"
      ? "encrypted (master key from FILE_ENCRYPTION_KEY)"
      : `encrypted with the master key in ${keyring.filePath}`;
  const keyAdvice =
    keyring.source === "file" && keyring.generated
      ? "A new master key was just generated: BACK UP that file now, apart from the data (npm run backup leaves it out). Without it no stored file can be read."
      : keyring.source === "file"
        ? "Back up that key file apart from the data (npm run backup leaves it out): without it no stored file can be read."
        : undefined;
  const passwordAdvice = !admin
    ? undefined
    : !admin.generatedPassword
      ? "password from ADMIN_PASSWORD"
      : tty
        ? "This generated password is shown only once: keep it, or set ADMIN_PASSWORD."
        : `generated password not shown here: set one with npm run admin:reset-password -- ${admin.username}`;

  const drill = config.restoreDrill
    ? 'RESTORE DRILL: no e-mail is sent, no shared Redis, test payments (docs/operations.md, "Restore drills")'
    : undefined;
  if (!tty) {
    const log = options.log ?? server.app.log;
    log.info(
      {
        url: `http://localhost:${config.port}`,
        // What this instance does and how many documents it reads at once (docs/deployment.md, "Roles").
        role: config.role,
        readingPoolSize: config.readingPoolSize,
        ...(drill ? { restoreDrill: drill } : {}),
        database,
        mail,
        storedFiles: files,
        ...(keyAdvice ? { masterKey: keyAdvice } : {}),
        ...(admin
          ? { adminCreated: { username: admin.username, signIn: "/admin/auth", password: passwordAdvice } }
          : {}),
        ...(demoCustomer ? { demoCustomer: { username: demoCustomer.username, signIn: "/auth" } } : {}),
      },
      "Bosphorus Translate is running",
    );
    return;
  }
  const lines = [
    `Bosphorus Translate is running at http://localhost:${config.port}`,
    `Database: ${database}`,
    `E-mail: ${mail}`,
    `Stored files: ${files}`,
  ];
  if (drill) lines.unshift(drill);
  if (keyAdvice) lines.push(keyAdvice);
  if (admin) {
    const password = admin.generatedPassword ? admin.password : "(ADMIN_PASSWORD)";
    lines.push("", `Admin account created: ${admin.username} / ${password}  (sign in at /admin/auth)`);
    if (admin.generatedPassword) lines.push(passwordAdvice!);
  }
  if (demoCustomer)
    lines.push("", `Demo customer: ${demoCustomer.username} / ${demoCustomer.password}  (sign in at /auth)`);
  const width = Math.max(...lines.map((line) => line.length)) + 4;
  const rule = "=".repeat(width);
  console.log(["", rule, ...lines.map((line) => `  ${line}`), rule, ""].join("\n"));
}
