// npm run admin:reset-password -- <username>
//
// Prints a single-use link (valid 60 minutes) that lets an administrator choose a new password: admins get no
// "Forgot your password?" e-mail, so whoever runs the server hands the link over (docs/administration.md). Run it
// with the server's environment (the same DATABASE_URL, or DATA_DIR for the embedded database, and PUBLIC_URL).
import fs from "node:fs";
import path from "node:path";
import { AdminResetRefused, issueAdminPasswordReset } from "../src/server/auth/issue-admin-password-reset";
import { type AppConfig, loadConfig } from "../src/server/config";
import { openDatabase } from "../src/server/db/client";

const USAGE = "Usage: npm run admin:reset-password -- <username>";

/** Whether something answers /api/health on the configured port (the server, holding the embedded database). */
async function serverAnswers(config: AppConfig): Promise<boolean> {
  const host = config.host === "0.0.0.0" || config.host === "::" ? "127.0.0.1" : config.host;
  try {
    const response = await fetch(`http://${host.includes(":") ? `[${host}]` : host}:${config.port}/api/health`, { signal: AbortSignal.timeout(1000) });
    return response.ok;
  } catch {
    return false;
  }
}

async function main(args: string[]): Promise<number> {
  // npm passes what follows its own "--"; a direct `tsx scripts/admin-reset-password.ts -- name` keeps it.
  const [username, ...extra] = args.filter((arg) => arg !== "--");
  if (!username || extra.length > 0) {
    console.error(USAGE);
    return 2;
  }
  const config = loadConfig();
  const dbDir = path.join(config.dataDir, "db");
  if (!config.databaseUrl) {
    if (!fs.existsSync(path.join(dbDir, "PG_VERSION"))) {
      console.error(`No embedded database in ${dbDir}. Set DATA_DIR (or DATABASE_URL) as the server has it.`);
      return 1;
    }
    // PGlite's files belong to one process at a time: a second one writing them would damage the database.
    if (await serverAnswers(config)) {
      console.error(`The server is running on the embedded database in ${dbDir}. Stop it, run this command, then start it again.`);
      return 1;
    }
  }
  const database = await openDatabase(config.databaseUrl ? { databaseUrl: config.databaseUrl } : { dataDir: dbDir });
  try {
    const { url, username: admin } = await issueAdminPasswordReset(database.db, { username, publicUrl: config.publicUrl });
    console.log(`One-time link for ${admin} (valid for 60 minutes, works once; opening it lets its holder set the password):\n\n${url}\n`);
    console.log("Every session of the account ends when the new password is set; the admin then signs in at /admin/auth.");
    return 0;
  } catch (error) {
    if (error instanceof AdminResetRefused) {
      console.error(error.message);
      return 1;
    }
    throw error;
  } finally {
    await database.close();
  }
}

process.exitCode = await main(process.argv.slice(2));
