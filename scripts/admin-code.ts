// npm run admin:code -- <username>
//
// Break-glass while e-mail delivery is down (docs/administration.md, "No e-mail: npm run admin:code"): the admin
// signs in with the password, and whoever runs the server prints a code for the code step. Run it with the
// server's environment (the same DATABASE_URL, or DATA_DIR for the embedded database). The code goes to this
// terminal only; the log gets a JSON audit line (who asked, for which admin, when), never the code.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { AdminCodeRefused, issueBreakGlassCode } from "../src/server/admin/break-glass-code";
import { type AppConfig, loadConfig } from "../src/server/config";
import { openDatabase } from "../src/server/db/client";
import { writeJsonLine } from "../src/server/json-line";

const USAGE = "Usage: npm run admin:code -- <username>";

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
    // PGlite's files belong to one process at a time; the admin's pending sign-in survives the restart.
    if (await serverAnswers(config)) {
      console.error(`The server is running on the embedded database in ${dbDir}. Stop it, run this command, then start it again.`);
      return 1;
    }
  }
  const database = await openDatabase(config.databaseUrl ? { databaseUrl: config.databaseUrl } : { dataDir: dbDir });
  try {
    const { code, username: admin, expiresInMinutes } = await issueBreakGlassCode(database.db, { username });
    writeJsonLine("warn", "admin code issued from the server's environment (break-glass)", {
      audit: "admin.break-glass-code",
      admin,
      by: os.userInfo().username,
      host: os.hostname(),
    });
    console.log(`Verification code for ${admin}: ${code}\n`);
    console.log(`Enter it at /admin/verify, in the browser that signed in with the password. Valid ${expiresInMinutes} minutes, once; it replaces the e-mailed code.`);
    return 0;
  } catch (error) {
    if (error instanceof AdminCodeRefused) {
      console.error(error.message);
      return 1;
    }
    throw error;
  } finally {
    await database.close();
  }
}

process.exitCode = await main(process.argv.slice(2));
