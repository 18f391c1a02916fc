import { randomBytes } from "node:crypto";
import { mkdirSync, readFileSync, writeFileSync, existsSync } from "node:fs";
import path from "node:path";
import { z } from "zod";

/**
 * Configuration comes only from environment variables, validated once at boot.
 * A bad value stops the start with a message naming the variable.
 */
const booleanish = z
  .enum(["0", "1", "true", "false", "yes", "no", ""])
  .transform((v) => v === "1" || v === "true" || v === "yes");

const envSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default("0.0.0.0"),
  DATA_DIR: z.string().min(1).default("./data"),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, "doit commencer par postgres:// ou postgresql://")
    .optional(),
  PUBLIC_URL: z.url({ protocol: /^https?$/ }).optional(),
  PLATFORM_HOSTS: z.string().default(""),
  AUTH_SECRET: z.string().min(32, "doit contenir au moins 32 caractères").optional(),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, "doit commencer par smtp:// ou smtps://")
    .optional(),
  MAIL_FROM: z.string().min(3).default("Vitrine <no-reply@vitrine.localhost>"),
  DEMO: booleanish.default(true),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
});

export type Config = {
  nodeEnv: "development" | "production" | "test";
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  publicUrl: string;
  platformHosts: string[];
  authSecret: string;
  smtpUrl: string | undefined;
  mailFrom: string;
  demo: boolean;
  logLevel: string;
  secureCookies: boolean;
};

export class ConfigError extends Error {}

function blankToUndefined(env: NodeJS.ProcessEnv): Record<string, string | undefined> {
  const out: Record<string, string | undefined> = {};
  for (const [k, v] of Object.entries(env)) out[k] = v === "" ? undefined : v;
  return out;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(blankToUndefined(env));
  if (!parsed.success) {
    const lines = parsed.error.issues.map(
      (issue) => `  ${issue.path.join(".") || "(env)"}: ${issue.message}`,
    );
    throw new ConfigError(`Configuration invalide :\n${lines.join("\n")}`);
  }
  const e = parsed.data;
  const dataDir = path.resolve(e.DATA_DIR);
  const publicUrl = (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, "");
  const platformHosts = e.PLATFORM_HOSTS.split(",")
    .map((h) => h.trim().toLowerCase())
    .filter(Boolean);
  const publicHost = new URL(publicUrl).hostname.toLowerCase();
  if (!platformHosts.includes(publicHost)) platformHosts.push(publicHost);

  return {
    nodeEnv: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    dataDir,
    databaseUrl: e.DATABASE_URL,
    publicUrl,
    platformHosts,
    authSecret: e.AUTH_SECRET ?? readOrCreateSecret(dataDir),
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    demo: e.DEMO,
    logLevel: e.LOG_LEVEL,
    secureCookies: publicUrl.startsWith("https://"),
  };
}

/** Without AUTH_SECRET, a random secret is generated once and kept in DATA_DIR. */
function readOrCreateSecret(dataDir: string): string {
  const file = path.join(dataDir, "auth-secret");
  if (existsSync(file)) {
    const secret = readFileSync(file, "utf8").trim();
    if (secret.length >= 32) return secret;
  }
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(32).toString("base64url");
  writeFileSync(file, secret + "\n", { mode: 0o600 });
  return secret;
}
