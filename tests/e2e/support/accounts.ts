/**
 * Accounts a story needs besides the demo's, written into its file's database as `npm run
 * user:create` would (better-auth's own hashing): the shared factory of the e2e files.
 */
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { createAuth } from "~/features/auth/auth.server";
import { processPasswordWork } from "~/features/auth/password-work.server";
import { upsertUserWithPassword } from "~/features/auth/users.server";
import { loadConfig } from "~/lib/config.server";
import { createLogger } from "../../../server/logger";
import type { Database } from "~/db/connect.server";

/** A merchant's account (role `user`) with this address and password; resolves with its id. */
export async function createUser(db: Database, email: string, password: string): Promise<string> {
  const config = loadConfig({ DATA_DIR: mkdtempSync(path.join(tmpdir(), "vitrine-e2e-auth-")), DEMO: "0" });
  const auth = createAuth(db, config, createLogger("silent"), processPasswordWork);
  return (await upsertUserWithPassword(auth, db, { email, password, role: "user" })).id;
}
