/**
 * npm run user:create -- --email alice@example.fr [--role admin|user] [--name Alice]
 * Creates an account (or resets its password and role when the e-mail exists).
 *
 * The password is asked for (hidden, twice) when the command runs in a terminal, read from the
 * first line of standard input when it is piped (`printf '%s\n' "$PW" | npm run user:create …`),
 * or taken from USER_PASSWORD; `--password '…'` still works but stays in the shell's history.
 */
import { parseArgs } from "node:util";
import { z } from "zod";
import { runCli } from "./cli";
import { upsertUserWithPassword } from "~/features/auth/users.server";
import { isCommonPassword, COMMON_PASSWORD_MESSAGE } from "~/features/auth/password-policy.server";

const USAGE = "Usage\u00a0: npm run user:create -- --email vous@exemple.fr --role admin   (le mot de passe est demandé)";

let values: { email?: string; password?: string; role?: string; name?: string };
try {
  ({ values } = parseArgs({
    options: {
      email: { type: "string" },
      password: { type: "string" },
      role: { type: "string", default: "user" },
      name: { type: "string" },
    },
  }));
} catch (err) {
  console.error(err instanceof Error ? err.message : String(err));
  console.error(USAGE);
  process.exit(1);
}

const password = values.password ?? (process.env.USER_PASSWORD || undefined) ?? (await readPassword());

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
  .safeParse({ ...values, password });

if (!input.success) {
  for (const issue of input.error.issues) console.error(`--${String(issue.path[0])}\u00a0: ${issue.message}`);
  console.error(USAGE);
  process.exit(1);
}

await runCli(async (services) => {
  const result = await upsertUserWithPassword(services.auth, services.db, input.data);
  console.log(`${result.created ? "Compte créé" : "Compte mis à jour"}\u00a0: ${input.data.email} (${input.data.role})`);
});

/** From a terminal: asked twice without echo. Piped: the first line of standard input. */
async function readPassword(): Promise<string> {
  if (!process.stdin.isTTY) return (await readAll(process.stdin)).split(/\r?\n/)[0] ?? "";
  const first = await askHidden("Mot de passe\u00a0: ");
  const second = await askHidden("Confirmez le mot de passe\u00a0: ");
  if (first !== second) {
    console.error("Les deux mots de passe ne correspondent pas.");
    process.exit(1);
  }
  return first;
}

async function readAll(stream: NodeJS.ReadStream): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(String(chunk)));
  return Buffer.concat(chunks).toString("utf8");
}

function askHidden(question: string): Promise<string> {
  return new Promise((resolve) => {
    const stdin = process.stdin;
    process.stdout.write(question);
    stdin.setRawMode(true);
    stdin.resume();
    stdin.setEncoding("utf8");
    let typed = "";
    const onData = (chunk: string) => {
      for (const char of chunk) {
        if (char === "\r" || char === "\n") {
          stdin.setRawMode(false);
          stdin.pause();
          stdin.off("data", onData);
          process.stdout.write("\n");
          resolve(typed);
          return;
        }
        if (char === "\u0003") {
          process.stdout.write("\n");
          process.exit(130);
        }
        if (char === "\u007f" || char === "\b") typed = typed.slice(0, -1);
        else if (char >= " ") typed += char;
      }
    };
    stdin.on("data", onData);
  });
}
