// npm run admin:code -- <username>
//
// Break-glass while e-mail delivery is down (docs/administration.md, "No e-mail: npm run admin:code"): the admin
// signs in with the password, and whoever runs the server prints a code for the code step. Run it with the
// server's environment (the same DATABASE_URL, or DATA_DIR for the embedded database; the admin's pending sign-in
// survives stopping the server). The code goes to this terminal only; the log gets a JSON audit line (who asked,
// for which admin, when), never the code.
import os from "node:os";
import { issueBreakGlassCode } from "../src/server/admin/break-glass-code";
import { writeJsonLine } from "../src/server/json-line";
import { AdminCommandRefused } from "../src/server/auth/find-admin-for-command";
import { runAdminCommand } from "./support/admin-command";

process.exitCode = await runAdminCommand({
  args: process.argv.slice(2),
  usage: "Usage: npm run admin:code -- <username>",
  refused: (error): error is AdminCommandRefused => error instanceof AdminCommandRefused,
  command: async ({ db, username }) => {
    const { code, username: admin, expiresInMinutes } = await issueBreakGlassCode(db, { username });
    writeJsonLine("warn", "admin code issued from the server's environment (break-glass)", {
      audit: "admin.break-glass-code",
      admin,
      by: os.userInfo().username,
      host: os.hostname(),
    });
    console.log(`Verification code for ${admin}: ${code}\n`);
    console.log(
      `Enter it at /admin/verify, in the browser that signed in with the password. Valid ${expiresInMinutes} minutes, once; it replaces the e-mailed code.`,
    );
  },
});
