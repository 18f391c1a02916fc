/** Demo credentials: shown by the console banner and, in demo mode only, by the login page. */
export const DEMO_DOMAIN = "delices.localhost";

/** The two demo shops and the domain each is mapped to (`*.localhost` resolves to 127.0.0.1): the banner prints both. */
export const DEMO_SITES = [
  { name: "Les Délices de Marie", domain: DEMO_DOMAIN },
  { name: "Fromagerie du Marché", domain: "fromagerie.localhost" },
] as const;

export const DEMO_ACCOUNTS = [
  { key: "admin", label: "Administrateur", email: "admin@vitrine.localhost", password: "admin-demo-2026", role: "admin" },
  { key: "owner", label: "Commerçant (Délices)", email: "marie@delices.localhost", password: "delices-demo-2026", role: "user" },
  { key: "owner2", label: "Commerçant (Fromagerie)", email: "paul@fromagerie.localhost", password: "fromagerie-demo-2026", role: "user" },
] as const;
