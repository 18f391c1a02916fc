import { randomBytes } from "node:crypto";
import { isIP, isIPv4, isIPv6 } from "node:net";
import { mkdirSync, readFileSync, writeFileSync, existsSync } from "node:fs";
import path from "node:path";
import { z } from "zod";
import { parseTrustedProxies } from "~/lib/trusted-proxies.server";
import {
  formatIban,
  ibanProblem,
  isValidBic,
  isValidSiren,
  normalizeIban,
  normalizeVat,
  sirenOfVat,
  vatProblem,
  withoutSpaces,
} from "~/lib/company-identifiers";

/**
 * Configuration comes only from environment variables, validated once at boot.
 * A bad value stops the start with a message naming the variable.
 */
const booleanish = z.enum(["0", "1", "true", "false", "yes", "no", ""]).transform((v) => v === "1" || v === "true" || v === "yes");

/** Also read by `npm run restore`, which must not create anything in DATA_DIR before its check. */
export const DEFAULT_DATA_DIR = "./data";

const envSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default("0.0.0.0"),
  DATA_DIR: z.string().min(1).default(DEFAULT_DATA_DIR),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, "doit commencer par postgres:// ou postgresql://")
    .optional(),
  PUBLIC_URL: z.url({ protocol: /^https?$/ }).optional(),
  PLATFORM_HOSTS: z.string().default(""),
  // (ADR 033): every site answers at <slug>.<SITES_DOMAIN>; default: PUBLIC_URL's host.
  SITES_DOMAIN: z
    .string()
    .trim()
    .toLowerCase()
    .regex(/^(?!-)[a-z0-9-]+(\.[a-z0-9-]+)*$/, "doit être un nom de domaine, sans point au début ni à la fin (ex. vitrine.fr)")
    .optional(),
  // Reverse proxies whose X-Forwarded-* headers are believed (ADR 016); none by default.
  TRUSTED_PROXIES: z
    .string()
    .default("")
    .transform((value, ctx) => {
      const parsed = parseTrustedProxies(value);
      if (parsed.ok) return parsed.entries;
      ctx.addIssue({ code: "custom", message: `«\u00a0${parsed.bad}\u00a0» n'est ni une adresse IP ni un réseau CIDR (ex. 127.0.0.1, 10.0.0.0/8)` });
      return z.NEVER;
    }),
  AUTH_SECRET: z.string().min(32, "doit contenir au moins 32 caractères").optional(),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, "doit commencer par smtp:// ou smtps://")
    .optional(),
  MAIL_FROM: z.string().min(3).default("Vitrine <no-reply@vitrine.localhost>"),
  // Unset: decided by demoByDefault (a development setup only).
  DEMO: booleanish.optional(),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  // Media in an S3-compatible bucket instead of DATA_DIR/media (ADR 010): all or nothing.
  S3_ENDPOINT: z.url({ protocol: /^https?$/ }).optional(),
  S3_REGION: z.string().min(1).optional(),
  S3_BUCKET: z
    .string()
    .regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, "nom de bucket S3 invalide")
    .optional(),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  S3_PUBLIC_URL: z.url({ protocol: /^https?$/ }).optional(),
  S3_FORCE_PATH_STYLE: booleanish.optional(),
  // Uploads stop while the media volume has less free space than this (not with S3), so
  // the database on the same volume keeps room; 0 turns the reserve off.
  MEDIA_DISK_RESERVE_MB: z.coerce
    .number({ message: "doit être un nombre de mégaoctets" })
    .int("doit être un nombre entier de mégaoctets")
    .min(0, "doit être un nombre de mégaoctets, 0 ou plus")
    .max(1_048_576, "doit valoir au plus 1048576 (1 To)")
    .default(512),
  // Rendered public pages kept in memory (ADR 014); 0 turns the cache off.
  PAGE_CACHE_MB: z.coerce.number().int().min(0).max(65_536).default(256),
  // Sign-ins that may wait for their password check in one process, beyond the two being checked
  //: more are refused at once with 429. A browser that knows its account goes first.
  SIGN_IN_QUEUE_MAX: z.coerce
    .number({ message: "doit être un nombre entier" })
    .int("doit être un nombre entier")
    .min(0, "doit être positif ou nul")
    .max(10_000, "10\u00a0000 au plus")
    .default(20),
  // Self-service sign-up at /inscription: 'closed' sends the landing's plans to its contact block.
  SIGNUP: z.enum(["open", "closed"], { message: "doit valoir open ou closed" }).default("open"),
  // Custom domains: the resolvers the checker asks (ip or ip:port, comma-separated;
  // unset = the system's), and what a merchant's domain must point at.
  DNS_SERVERS: z
    .string()
    .default("")
    .transform((value, ctx) => {
      const servers = value
        .split(",")
        .map((s) => s.trim())
        .filter(Boolean);
      const bad = servers.find((server) => !isIP(server.replace(/^\[(.*)\](:\d+)?$/, "$1").replace(/^([\d.]+):\d+$/, "$1")));
      if (!bad) return servers;
      ctx.addIssue({ code: "custom", message: `«\u00a0${bad}\u00a0» n'est pas une adresse IP (ex. 192.0.2.53, 192.0.2.53:5353, [2001:db8::53]:53)` });
      return z.NEVER;
    }),
  PUBLIC_IPV4: z
    .string()
    .refine((v) => isIPv4(v), "doit être une adresse IPv4")
    .optional(),
  PUBLIC_IPV6: z
    .string()
    .refine((v) => isIPv6(v), "doit être une adresse IPv6")
    .optional(),
  CNAME_TARGET: z
    .string()
    .regex(/^(?=.{1,253}\.?$)([a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}\.?$/i, "doit être un nom de domaine (ex. sites.vitrine.fr)")
    .optional(),
  // The background domain checks; off: the states stay as they are.
  DOMAIN_CHECKS: booleanish.optional(),
  // The certificate probe: where to connect instead of <domain>:443, and an extra trusted root.
  TLS_CHECK_ADDRESS: z
    .string()
    .regex(/^(\[[0-9a-f:.]+\]|[^\s:/]+):\d{1,5}$/i, "doit valoir hôte:port (ex. 127.0.0.1:443, [::1]:8443)")
    .optional(),
  TLS_CHECK_CA_FILE: z.string().min(1).optional(),
  // The host's identity in every site's legal notices (LCEN art. 6-III).
  HOST_LEGAL_NAME: z.string().min(1).optional(),
  HOST_LEGAL_ADDRESS: z.string().min(1).optional(),
  HOST_LEGAL_PHONE: z.string().min(1).optional(),
  // The platform as the seller on its invoices (ADR 033). Unset: the placeholders of
  // BILLING_PLACEHOLDERS below, for the demo and development; a production process does not issue
  // invoices with them (see billingPlaceholder).
  BILLING_SELLER_NAME: z.string().trim().min(1).optional(),
  BILLING_SELLER_ADDRESS: z.string().trim().min(1).optional(),
  BILLING_SELLER_LEGAL: z.string().trim().min(1).optional(),
  BILLING_SIREN: z
    .string()
    .transform(withoutSpaces)
    .refine((value) => /^\d{9}$/.test(value), "doit compter 9 chiffres (ex. 123 456 782)")
    .refine(isValidSiren, "n'est pas un SIREN valide (clé de Luhn)")
    .optional(),
  BILLING_VAT_NUMBER: z
    .string()
    .transform(normalizeVat)
    .refine((value) => vatProblem(value) !== "format", "doit valoir FR, 2 chiffres de clé et le SIREN (ex. FR11123456782)")
    .refine((value) => vatProblem(value) === null, "sa clé ne correspond pas au SIREN qu'il contient")
    .optional(),
  BILLING_IBAN: z
    .string()
    .transform(normalizeIban)
    .refine((value) => ibanProblem(value) !== "format", "doit être un IBAN (ex. FR76 3000 6000 0112 3456 7890 189)")
    .refine((value) => ibanProblem(value) === null, "sa clé de contrôle est fausse (une faute de frappe\u00a0?)")
    .optional(),
  BILLING_BIC: z
    .string()
    .transform((value) => withoutSpaces(value).toUpperCase())
    .refine(isValidBic, "doit être un BIC de 8 ou 11 caractères (ex. BNPAFRPPXXX)")
    .optional(),
  BILLING_EMAIL: z.email("doit être une adresse e-mail").optional(),
  // Tests only: a shorter human delay of the public forms (never a longer one, see
  // minFillMs in form-token.server.ts), refused on anything but a local http address, and by
  // `npm start` (server/start.ts). The tests of the delay itself keep the real one.
  TEST_MIN_FILL_MS: z.coerce.number().int().min(0, "doit être un nombre de millisecondes").optional(),
});

/** Without these, the S3 variables make no usable bucket: any S3_* set requires all three. */
const S3_REQUIRED = ["S3_BUCKET", "S3_ACCESS_KEY_ID", "S3_SECRET_ACCESS_KEY"] as const;
const S3_VARIABLES = [...S3_REQUIRED, "S3_ENDPOINT", "S3_REGION", "S3_PUBLIC_URL", "S3_FORCE_PATH_STYLE"] as const;

export type S3Config = {
  /** Absent: Amazon S3 itself. */
  endpoint: string | undefined;
  region: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** Where browsers fetch the objects from (a CDN, a public bucket domain); no trailing slash. */
  publicUrl: string;
  forcePathStyle: boolean;
};

/** The platform as the seller on its invoices (BILLING_*ADR 033). */
export type BillingConfig = {
  sellerName: string;
  /** Lines separated by '\n' (a newline in the value, or the two characters \n). */
  sellerAddress: string;
  /** Optional: legal form, capital and registry ('SAS au capital de 10 000 € · RCS Paris'). */
  sellerLegal: string | undefined;
  /** 9 digits. */
  siren: string;
  /** FR + key + SIREN, capitals. */
  vatNumber: string;
  /** Printed in groups of four. */
  iban: string;
  bic: string | undefined;
  /** Where merchants write about their invoices (the Reply-To of billing mails). */
  email: string;
  /** Whether any of the required BILLING_* is unset, so a placeholder stands in for it. */
  placeholder: boolean;
};

/** The demo's and development's seller: obviously not a real one. */
export const BILLING_PLACEHOLDERS = {
  sellerName: "Vitrine SAS (exemple)",
  sellerAddress: "1 rue de l'Exemple\n75000 Paris",
  siren: "123456782",
  vatNumber: "FR11123456782",
  iban: "FR7630006000011234567890189",
  email: "facturation@vitrine.localhost",
} as const;

export type Config = {
  nodeEnv: "development" | "production" | "test";
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  publicUrl: string;
  platformHosts: string[];
  /** Where sites have their own address, `<slug>.<sitesDomain>`; null when PUBLIC_URL's host is an IP address and SITES_DOMAIN is not set. */
  sitesDomain: string | null;
  /** IP addresses and CIDR networks of the reverse proxies whose forwarded headers are believed. */
  trustedProxies: string[];
  authSecret: string;
  smtpUrl: string | undefined;
  mailFrom: string;
  demo: boolean;
  logLevel: string;
  secureCookies: boolean;
  /** Set: media go to this bucket; absent: DATA_DIR/media. */
  s3: S3Config | undefined;
  /**
   * MEDIA_DISK_RESERVE_MB in bytes: the free space of the media volume that uploads
   * never take; 0: no reserve. Not used with S3.
   */
  mediaDiskReserveBytes: number;
  /** Byte budget of the rendered-page cache; 0: no cache. */
  pageCacheBytes: number;
  /** Whether a merchant may sign up alone at /inscription (SIGNUP, default open). */
  signup: "open" | "closed";
  /** SIGN_IN_QUEUE_MAX: sign-ins waiting for a password check in one process before newcomers get 429. */
  signInQueueMax: number;
  /** Custom domains: what their DNS must point at, and who is asked. */
  domains: {
    /** DNS_SERVERS: `ip` or `ip:port` entries; empty = the system's resolvers. */
    dnsServers: string[];
    publicIpv4: string | undefined;
    publicIpv6: string | undefined;
    /** Lowercase, without a final dot. */
    cnameTarget: string | undefined;
    /** DOMAIN_CHECKS: whether this process runs the background checks (default on). */
    checks: boolean;
    /** TLS_CHECK_ADDRESS: where the certificate probe connects instead of `<domain>:443`. */
    tlsCheckAddress: { host: string; port: number } | undefined;
    /** TLS_CHECK_CA_FILE: a PEM file of roots the probe trusts besides Node's (e.g. Caddy's internal CA). */
    tlsCheckCaFile: string | undefined;
  };
  /** TEST_MIN_FILL_MS: a test server's shorter human delay of the public forms; unset everywhere else. */
  testMinFillMs: number | undefined;
  /** The host's name, address and phone for the legal notices (HOST_LEGAL_*); unset = not given. */
  hostLegal: { name: string | undefined; address: string | undefined; phone: string | undefined };
  /** The seller on the platform's invoices (BILLING_*). */
  billing: BillingConfig;
};

export class ConfigError extends Error {}

/** 'host:port' or '[v6]:port' (already validated) → its parts. */
function hostAndPort(value: string): { host: string; port: number } {
  const at = value.lastIndexOf(":");
  return { host: value.slice(0, at).replace(/^\[(.*)\]$/, "$1"), port: Number(value.slice(at + 1)) };
}

function blankToUndefined(env: NodeJS.ProcessEnv): Record<string, string | undefined> {
  const out: Record<string, string | undefined> = {};
  for (const [k, v] of Object.entries(env)) out[k] = v === "" ? undefined : v;
  return out;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(blankToUndefined(env));
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join(".") || "(env)"}: ${issue.message}`);
    throw new ConfigError(`Configuration invalide\u00a0:\n${lines.join("\n")}`);
  }
  const e = parsed.data;
  const s3Given = S3_VARIABLES.some((name) => e[name] !== undefined);
  const s3Missing = s3Given ? S3_REQUIRED.filter((name) => e[name] === undefined) : [];
  if (s3Missing.length > 0) {
    const lines = s3Missing.map((name) => `  ${name}: requis dès qu'une variable S3_* est définie`);
    throw new ConfigError(`Configuration invalide\u00a0:\n${lines.join("\n")}`);
  }
  if (e.BILLING_SIREN && e.BILLING_VAT_NUMBER && sirenOfVat(e.BILLING_VAT_NUMBER) !== e.BILLING_SIREN) {
    throw new ConfigError("Configuration invalide\u00a0:\n  BILLING_VAT_NUMBER: ne contient pas le SIREN de BILLING_SIREN");
  }
  if (e.TEST_MIN_FILL_MS !== undefined && !(e.PUBLIC_URL && isLocalHttpUrl(e.PUBLIC_URL))) {
    throw new ConfigError("Configuration invalide\u00a0:\n  TEST_MIN_FILL_MS: réservé aux tests, avec un PUBLIC_URL http local (localhost, 127.0.0.1)");
  }
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
    sitesDomain: e.SITES_DOMAIN ?? (/^[\d.]+$|:/.test(publicHost) ? null : publicHost),
    trustedProxies: e.TRUSTED_PROXIES,
    authSecret: e.AUTH_SECRET ?? readOrCreateSecret(dataDir),
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    demo: e.DEMO ?? demoByDefault({ NODE_ENV: e.NODE_ENV, PUBLIC_URL: e.PUBLIC_URL }),
    logLevel: e.LOG_LEVEL,
    mediaDiskReserveBytes: e.MEDIA_DISK_RESERVE_MB * 1024 * 1024,
    pageCacheBytes: e.PAGE_CACHE_MB * 1024 * 1024,
    signup: e.SIGNUP,
    signInQueueMax: e.SIGN_IN_QUEUE_MAX,
    domains: {
      dnsServers: e.DNS_SERVERS,
      publicIpv4: e.PUBLIC_IPV4,
      publicIpv6: e.PUBLIC_IPV6,
      cnameTarget: e.CNAME_TARGET?.toLowerCase().replace(/\.$/, ""),
      checks: e.DOMAIN_CHECKS ?? true,
      tlsCheckAddress: e.TLS_CHECK_ADDRESS ? hostAndPort(e.TLS_CHECK_ADDRESS) : undefined,
      tlsCheckCaFile: e.TLS_CHECK_CA_FILE ? path.resolve(e.TLS_CHECK_CA_FILE) : undefined,
    },
    testMinFillMs: e.TEST_MIN_FILL_MS,
    hostLegal: { name: e.HOST_LEGAL_NAME, address: e.HOST_LEGAL_ADDRESS, phone: e.HOST_LEGAL_PHONE },
    billing: billingConfig(e),
    secureCookies: publicUrl.startsWith("https://"),
    s3:
      s3Given && e.S3_BUCKET && e.S3_ACCESS_KEY_ID && e.S3_SECRET_ACCESS_KEY
        ? s3Config({
            endpoint: e.S3_ENDPOINT?.replace(/\/+$/, ""),
            region: e.S3_REGION ?? "us-east-1",
            bucket: e.S3_BUCKET,
            accessKeyId: e.S3_ACCESS_KEY_ID,
            secretAccessKey: e.S3_SECRET_ACCESS_KEY,
            publicUrl: e.S3_PUBLIC_URL,
            forcePathStyle: e.S3_FORCE_PATH_STYLE ?? false,
          })
        : undefined,
  };
}

/** BILLING_*, each unset one replaced by its placeholder (and the whole flagged as a placeholder). */
function billingConfig(e: z.output<typeof envSchema>): BillingConfig {
  const p = BILLING_PLACEHOLDERS;
  const required = [e.BILLING_SELLER_NAME, e.BILLING_SELLER_ADDRESS, e.BILLING_SIREN, e.BILLING_VAT_NUMBER, e.BILLING_IBAN, e.BILLING_EMAIL];
  return {
    sellerName: e.BILLING_SELLER_NAME ?? p.sellerName,
    sellerAddress: (e.BILLING_SELLER_ADDRESS ?? p.sellerAddress).replace(/\\n/g, "\n"),
    sellerLegal: e.BILLING_SELLER_LEGAL,
    siren: e.BILLING_SIREN ?? p.siren,
    vatNumber: e.BILLING_VAT_NUMBER ?? p.vatNumber,
    iban: formatIban(e.BILLING_IBAN ?? p.iban),
    bic: e.BILLING_BIC,
    email: e.BILLING_EMAIL ?? p.email,
    placeholder: required.some((value) => value === undefined),
  };
}

/**
 * A setting merchants depend on, missing. The start of a production platform refuses
 * or warns about it (`productionStartCheck`), and the admin dashboard's 'Configuration de la
 * plateforme' card lists it, with what it breaks and where the README documents it.
 */
export type SettingGap = {
  key: "host-legal" | "custom-domains" | "smtp";
  /** The variables to set, as the README names them. */
  settings: string[];
  /** 'SMTP_URL absent', 'HOST_LEGAL_ADDRESS et HOST_LEGAL_PHONE absents'. */
  missing: string;
  /** What merchants lose meanwhile, in French. */
  breaks: string;
  /** The README's anchor, `README.md#<anchor>`, that says what to set. */
  anchor: string;
  /** What a production start does without it (the README's configuration table says the same). */
  production: "refuse" | "warn";
};

const HOST_LEGAL_VARIABLES = [
  ["HOST_LEGAL_NAME", "name"],
  ["HOST_LEGAL_ADDRESS", "address"],
  ["HOST_LEGAL_PHONE", "phone"],
] as const;

/** 'A', 'A et B', 'A, B et C'. */
function andList(items: readonly string[]): string {
  return items.length <= 1 ? items.join("") : `${items.slice(0, -1).join(", ")} et ${items[items.length - 1]}`;
}

/**
 * What is missing of the settings merchants depend on, in this order: the host's identity on
 * their legal pages (LCEN art. 6-III), what their own domains point at, the mail server.
 * Empty when all is set.
 */
export function platformSettingGaps(config: Pick<Config, "hostLegal" | "domains" | "publicUrl" | "smtpUrl">): SettingGap[] {
  const gaps: SettingGap[] = [];
  const hostMissing = HOST_LEGAL_VARIABLES.filter(([, key]) => !config.hostLegal[key]?.trim()).map(([name]) => name);
  if (hostMissing.length > 0) {
    gaps.push({
      key: "host-legal",
      settings: hostMissing,
      missing: `${andList(hostMissing)} ${hostMissing.length > 1 ? "absents" : "absent"}`,
      breaks:
        "les «\u00a0Mentions légales\u00a0» de chaque site ne donnent pas le nom, l'adresse et le téléphone de l'hébergeur qu'exige la loi (LCEN art.\u00a06-III), et le tableau de bord de chaque commerçant les dit incomplètes",
      anchor: "host-legal",
      production: "refuse",
    });
  }
  if (customDomainTarget(config) === null) {
    gaps.push({
      key: "custom-domains",
      settings: ["PUBLIC_IPV4", "CNAME_TARGET"],
      missing: "ni PUBLIC_IPV4 ni CNAME_TARGET (une adresse publique)",
      breaks:
        "les commerçants ne peuvent pas relier leur propre nom de domaine\u00a0: l'écran «\u00a0Domaines\u00a0» n'a aucune adresse à leur indiquer (une adresse locale comme 127.0.0.1 ou localhost ne compte pas)",
      anchor: "custom-domains",
      production: "warn",
    });
  }
  if (!config.smtpUrl) {
    gaps.push({
      key: "smtp",
      settings: ["SMTP_URL"],
      missing: "SMTP_URL absent",
      breaks:
        "aucun e-mail ne part (confirmation d'adresse, mot de passe oublié, invitations, avis des messages et des demandes de devis)\u00a0: ils restent en fichiers .eml dans DATA_DIR/mail",
      anchor: "smtp",
      production: "refuse",
    });
  }
  return gaps;
}

/** One gap as one line of the start's output: what is missing, what it breaks, where to read more. */
export function settingGapLine(gap: SettingGap): string {
  return `${gap.missing}\u00a0: ${gap.breaks}. Voir README.md#${gap.anchor}`;
}

/**
 * What the start of a production platform does about the missing settings, decided per
 * setting (`SettingGap.production`, the README's configuration table):
 * - a deployed platform (`NODE_ENV=production` without the demo, and a `PUBLIC_URL` that is not a
 *   local http address) refuses to start without `HOST_LEGAL_*` or `SMTP_URL`, and warns without a
 *   public `PUBLIC_IPV4` / `CNAME_TARGET`;
 * - the same on this machine (`npm run serve` tried locally, the test servers) only warns;
 * - the demo and development say nothing at start (the admin dashboard's card still lists them).
 * `refusal` is the whole message to print before exiting; `warnings`, one line each for the log.
 */
export function productionStartCheck(config: Config): { refusal: string | null; warnings: string[] } {
  if (config.nodeEnv !== "production" || config.demo) return { refusal: null, warnings: [] };
  const gaps = platformSettingGaps(config);
  const refused = isLocalHttpUrl(config.publicUrl) ? [] : gaps.filter((gap) => gap.production === "refuse");
  const warned = gaps.filter((gap) => !refused.includes(gap));
  const refusal =
    refused.length > 0
      ? [
          `Configuration incomplète pour la production (PUBLIC_URL ${config.publicUrl})\u00a0:`,
          ...refused.map((gap) => `  ${settingGapLine(gap)}`),
          "Définissez ces variables, puis relancez.",
        ].join("\n")
      : null;
  return { refusal, warnings: warned.map(settingGapLine) };
}

/** Not a public address: 0/8, 10/8, 127/8, 169.254/16, 172.16/12, 192.168/16. */
function isNonPublicIpv4(address: string): boolean {
  const [a = 0, b = 0] = address.split(".").map(Number);
  return a === 0 || a === 10 || a === 127 || (a === 169 && b === 254) || (a === 172 && b >= 16 && b <= 31) || (a === 192 && b === 168);
}

/** Not a public address: ::, ::1, fc00::/7, fe80::/10. */
function isNonPublicIpv6(address: string): boolean {
  const lower = address.toLowerCase();
  return lower === "::" || lower === "::1" || /^f[cd][0-9a-f]{0,2}:/.test(lower) || /^fe[89ab][0-9a-f]?:/.test(lower);
}

/**
 * What a merchant's own domain must point at (PUBLIC_IPV4, PUBLIC_IPV6, CNAME_TARGET), or null
 * when custom domains are not available yet: neither PUBLIC_IPV4 nor CNAME_TARGET is
 * set to something the public DNS can use. A loopback or private address and a `localhost` name
 * count only on a platform that is itself on this machine (`PUBLIC_URL` on localhost: the tests,
 * a demo), so a merchant is never told to point her domain at 127.0.0.1 or `localhost.`.
 * The one check the domain screens and the start share.
 */
export function customDomainTarget(
  config: Pick<Config, "domains" | "publicUrl">,
): { ipv4: string | undefined; ipv6: string | undefined; cname: string | undefined } | null {
  const local = isLocalHost(new URL(config.publicUrl).hostname);
  const keep = (value: string | undefined, nonPublic: (value: string) => boolean) => (value && (local || !nonPublic(value)) ? value : undefined);
  const ipv4 = keep(config.domains.publicIpv4, isNonPublicIpv4);
  const cname = keep(config.domains.cnameTarget, isLocalHost);
  if (!ipv4 && !cname) return null;
  return { ipv4, ipv6: keep(config.domains.publicIpv6, isNonPublicIpv6), cname };
}

/**
 * Whether the demo (its accounts, content and the login page's hint) is on when DEMO is not set:
 * only on a development setup. Off with NODE_ENV=production (`npm run serve`, a
 * systemd unit), and off when PUBLIC_URL is an https address or a name that is not local (a
 * deployed platform), so a first production start never creates admin@vitrine.localhost.
 * `npm start` sets NODE_ENV=production for the process but decides with the environment it was
 * given (server/start.ts). DEMO=1 or DEMO=0 always wins.
 */
export function demoByDefault(env: { NODE_ENV?: string; PUBLIC_URL?: string }): boolean {
  if (env.NODE_ENV === "production") return false;
  if (!env.PUBLIC_URL) return true;
  return isLocalHttpUrl(env.PUBLIC_URL);
}

/** An http address on this machine (localhost, *.localhost, 127.x, ::1): never a deployed platform. */
function isLocalHttpUrl(value: string): boolean {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return false;
  }
  return url.protocol === "http:" && isLocalHost(url.hostname);
}

/** localhost, *.localhost, 127.x or ::1 (brackets allowed): this machine. */
function isLocalHost(hostname: string): boolean {
  const host = hostname
    .replace(/^\[|\]$/g, "")
    .toLowerCase()
    .replace(/\.$/, "");
  return host === "localhost" || host.endsWith(".localhost") || /^127\./.test(host) || host === "::1";
}

/**
 * The public address of the objects: S3_PUBLIC_URL, else the endpoint's path-style
 * (`endpoint/bucket`) or virtual-host (`bucket.endpoint-host`) address, else Amazon's.
 */
function s3Config(input: Omit<S3Config, "publicUrl"> & { publicUrl: string | undefined }): S3Config {
  let publicUrl = input.publicUrl;
  if (!publicUrl && input.endpoint) {
    const endpoint = new URL(input.endpoint);
    publicUrl = input.forcePathStyle
      ? `${input.endpoint}/${input.bucket}`
      : `${endpoint.protocol}//${input.bucket}.${endpoint.host}${endpoint.pathname.replace(/\/+$/, "")}`;
  }
  publicUrl ??= `https://${input.bucket}.s3.${input.region}.amazonaws.com`;
  return { ...input, publicUrl: publicUrl.replace(/\/+$/, "") };
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
