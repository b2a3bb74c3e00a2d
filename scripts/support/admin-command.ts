// What the admin commands run from the server's environment share (admin:reset-password, admin:code): the one
// <username> argument, and the server's database opened only when no server holds the embedded one.
import fs from "node:fs";
import path from "node:path";
import { type AppConfig, loadConfig } from "../../src/server/config";
import { type DatabaseHandle, openDatabase } from "../../src/server/db/client";

/** Whether something answers /api/health on the configured port (the server, holding the embedded database). */
async function serverAnswers(config: AppConfig): Promise<boolean> {
  const host = config.host === "0.0.0.0" || config.host === "::" ? "127.0.0.1" : config.host;
  try {
    const response = await fetch(`http://${host.includes(":") ? `[${host}]` : host}:${config.port}/api/health`, {
      signal: AbortSignal.timeout(1000),
    });
    return response.ok;
  } catch {
    return false;
  }
}

/**
 * Runs `command` for the one username given, on the server's database (DATABASE_URL, or the embedded one in
 * DATA_DIR with the server stopped), and closes it. Returns the process's exit code: 2 for bad usage, 1 when the
 * database cannot be opened or `refused` matches the error, which is then printed.
 */
export async function runAdminCommand(options: {
  args: string[];
  usage: string;
  refused: (error: unknown) => error is Error;
  command: (context: { db: DatabaseHandle["db"]; config: AppConfig; username: string }) => Promise<void>;
}): Promise<number> {
  // npm passes what follows its own "--"; a direct `tsx scripts/<command>.ts -- name` keeps it.
  const [username, ...extra] = options.args.filter((arg) => arg !== "--");
  if (!username || extra.length > 0) {
    console.error(options.usage);
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
      console.error(
        `The server is running on the embedded database in ${dbDir}. Stop it, run this command, then start it again.`,
      );
      return 1;
    }
  }
  const database = await openDatabase(config.databaseUrl ? { databaseUrl: config.databaseUrl } : { dataDir: dbDir });
  try {
    await options.command({ db: database.db, config, username });
    return 0;
  } catch (error) {
    if (options.refused(error)) {
      console.error(error.message);
      return 1;
    }
    throw error;
  } finally {
    await database.close();
  }
}
