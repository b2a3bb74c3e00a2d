-- password_tokens.attempts counted wrong e-mail verification codes; since 0030 the codes and their attempts live in
-- email_codes, and no code reads or writes the column by name (issue 44, item 6). A contract change: the previous
-- release has no logic on it, but its whole-row selects (`db.select().from(passwordTokens)`: reset, set-password,
-- invitation and e-mail links) still name every column of its schema, so an instance of that release answers those
-- links with a 500 once this has run. Roll the release out before this migration runs (ship it one release after
-- the schema change), or restart all instances together.
ALTER TABLE "password_tokens" DROP COLUMN IF EXISTS "attempts";
