/** Demo credentials: shown by the console banner and, in demo mode only, by the login page. */
export const DEMO_DOMAIN = "delices.localhost";

export const DEMO_ACCOUNTS = [
  { key: "admin", label: "Administrateur", email: "admin@vitrine.localhost", password: "admin-demo-2026", role: "admin" },
  { key: "owner", label: "Commerçant (Délices)", email: "marie@delices.localhost", password: "delices-demo-2026", role: "user" },
  { key: "owner2", label: "Commerçant (Fromagerie)", email: "paul@fromagerie.localhost", password: "fromagerie-demo-2026", role: "user" },
] as const;
