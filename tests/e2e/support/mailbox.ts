/**
 * The e-mails an e2e file's server wrote: without SMTP_URL, the outbox worker writes one `.eml`
 * per mail under DATA_DIR/mail, named after its kind (mail/transport.server.ts). What a person
 * reads in her mailbox: the stories open the links from here.
 */
import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { expect } from "vitest";
import { parseMail } from "../../support/mail-test-smtp";

export type Mailed = ReturnType<typeof parseMail>;

/** The last mail of `kind` (outbox kind, such as "password_reset") to `to`, or null. */
async function lastMail(dataDir: string, kind: string, to: string): Promise<Mailed | null> {
  const dir = path.join(dataDir, "mail");
  const names = (await readdir(dir).catch(() => [] as string[])).filter((n) => n.includes(`-${kind.replace(/_/g, "-")}-`) && n.endsWith(".eml")).sort();
  for (const name of names.reverse()) {
    const mail = parseMail(await readFile(path.join(dir, name), "utf8"));
    if (mail.header("to") === to) return mail;
  }
  return null;
}

/** Waits for the worker to write a mail of `kind` to `to` (it sends within a second or two). */
export async function mailTo(dataDir: string, kind: string, to: string): Promise<Mailed> {
  await expect.poll(() => lastMail(dataDir, kind, to), { message: `${kind} e-mail to ${to}`, timeout: 20_000 }).not.toBeNull();
  return (await lastMail(dataDir, kind, to))!;
}

/** The link to `pathname` (with its token) in the last mail of `kind` to `to`. */
export async function mailedLink(dataDir: string, kind: string, to: string, pathname: string): Promise<string> {
  const find = async () => {
    const mail = await lastMail(dataDir, kind, to);
    return mail ? (new RegExp(`https?://\\S+${pathname.replace(/\//g, "\\/")}\\?token=\\S+`).exec(mail.text)?.[0] ?? null) : null;
  };
  await expect.poll(find, { message: `${kind} link to ${to}`, timeout: 20_000 }).not.toBeNull();
  return (await find())!;
}
