import { defineConfig } from "drizzle-kit";

// `npm run db:generate -- --name <change>` writes a SQL migration to drizzle/ (no database needed).
// Migrations are committed and applied at start-up (app/db/connect.server.ts runMigrations).
export default defineConfig({
  dialect: "postgresql",
  schema: "./app/db/schema.ts",
  out: "./drizzle",
  strict: true,
  verbose: true,
});
