// npm run admin:reset-password -- <username>
//
// Prints a single-use link (valid 60 minutes) that lets an administrator choose a new password: admins get no
// "Forgot your password?" e-mail, so whoever runs the server hands the link over (docs/administration.md). Run it
// with the server's environment (the same DATABASE_URL, or DATA_DIR for the embedded database, and PUBLIC_URL).
import { issueAdminPasswordReset } from "../src/server/auth/issue-admin-password-reset";
import { AdminCommandRefused } from "../src/server/auth/find-admin-for-command";
import { runAdminCommand } from "./support/admin-command";

process.exitCode = await runAdminCommand({
  args: process.argv.slice(2),
  usage: "Usage: npm run admin:reset-password -- <username>",
  refused: (error): error is AdminCommandRefused => error instanceof AdminCommandRefused,
  command: async ({ db, config, username }) => {
    const { url, username: admin } = await issueAdminPasswordReset(db, { username, publicUrl: config.publicUrl });
    console.log(
      `One-time link for ${admin} (valid for 60 minutes, works once; opening it lets its holder set the password):\n\n${url}\n`,
    );
    console.log(
      "Every session of the account ends when the new password is set; the admin then signs in at /admin/auth.",
    );
  },
});
