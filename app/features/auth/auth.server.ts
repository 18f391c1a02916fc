import { betterAuth } from "better-auth";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import { admin } from "better-auth/plugins";
import type { Logger } from "pino";
import type { Config } from "~/lib/config.server";
import type { Database } from "~/db/connect.server";
import { authSchema } from "~/db/schema";
import type { PasswordWork } from "~/features/auth/password-work.server";

export const SESSION_MAX_AGE_S = 60 * 60 * 24 * 7;

/**
 * better-auth: e-mail + password, sessions in PostgreSQL, roles admin / user (admin plugin).
 * Its HTTP handler is not mounted: every call goes through auth.api from our own actions,
 * which therefore do their own rate limiting (see sign-in-limits.server.ts).
 */
export function createAuth(db: Database, config: Config, logger: Logger, passwordWork: PasswordWork) {
  return betterAuth({
    appName: "Vitrine",
    baseURL: config.publicUrl,
    basePath: "/api/auth",
    secret: config.authSecret,
    trustedOrigins: [config.publicUrl],
    database: drizzleAdapter(db, { provider: "pg", schema: authSchema }),
    emailAndPassword: {
      enabled: true,
      minPasswordLength: 6,
      maxPasswordLength: 128,
      autoSignIn: false,
      revokeSessionsOnPasswordReset: true,
      // The same scrypt, at most two at a time, known browsers first (password-work.server.ts).
      password: passwordWork.hashing,
    },
    session: { expiresIn: SESSION_MAX_AGE_S, updateAge: 60 * 60 * 24 },
    rateLimit: { enabled: false },
    telemetry: { enabled: false },
    // better-auth's own messages go to our JSON logs ("User not found" on a failed sign-in is expected).
    logger: {
      level: "warn",
      log: (level, message, ...args) => {
        const pinoLevel = level === "error" ? "error" : level === "warn" ? "debug" : "trace";
        logger[pinoLevel]({ component: "better-auth", args }, message);
      },
    },
    advanced: {
      cookiePrefix: "vitrine",
      useSecureCookies: config.secureCookies,
      defaultCookieAttributes: { httpOnly: true, sameSite: "lax", secure: config.secureCookies, path: "/" },
    },
    plugins: [admin({ defaultRole: "user", adminRoles: ["admin"] })],
  });
}

export type Auth = ReturnType<typeof createAuth>;
export type Role = "admin" | "user";
export type SessionUser = { id: string; email: string; name: string; role: Role };
