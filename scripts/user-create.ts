/**
 * npm run user:create -- --email alice@example.fr --password '…' [--role admin|user] [--name Alice]
 * Creates an account (or resets its password and role when the e-mail exists).
 */
import { parseArgs } from "node:util";
import { z } from "zod";
import { runCli } from "./cli";
import { upsertUserWithPassword } from "~/features/auth/users.server";
import { isCommonPassword, COMMON_PASSWORD_MESSAGE } from "~/features/auth/password-policy.server";

const { values } = parseArgs({
  options: {
    email: { type: "string" },
    password: { type: "string" },
    role: { type: "string", default: "user" },
    name: { type: "string" },
  },
});

const input = z
  .object({
    email: z.string().trim().email("Email invalide"),
    password: z
      .string()
      .min(6, "Le mot de passe doit contenir au moins 6 caractères")
      .refine((password) => !isCommonPassword(password), COMMON_PASSWORD_MESSAGE),
    role: z.enum(["admin", "user"], { message: "--role doit valoir admin ou user" }),
    name: z.string().optional(),
  })
  .safeParse(values);

if (!input.success) {
  for (const issue of input.error.issues) console.error(`--${String(issue.path[0])} : ${issue.message}`);
  console.error("Usage : npm run user:create -- --email alice@example.fr --password 'secret123' --role admin");
  process.exit(1);
}

await runCli(async (services) => {
  const result = await upsertUserWithPassword(services.auth, services.db, input.data);
  console.log(`${result.created ? "Compte créé" : "Compte mis à jour"} : ${input.data.email} (${input.data.role})`);
});
