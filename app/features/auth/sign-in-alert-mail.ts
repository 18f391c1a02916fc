import { accountMailHtml, accountMailText } from "~/features/mail/account-mail";
import { escapeHtml, type RenderedMail } from "~/features/mail/templates";
import { DEFAULT_TIME_ZONE } from "~/lib/time-zone";
import { formatFrench } from "~/lib/french-date";

/**
 * Told to an account's owner when its sign-in saw many wrong passwords (ADR 016), at most once
 * per hour. It says what happened, that the account held, and what to do: no button asking to
 * sign in (what phishing looks like), only the account page's address, written out.
 */
export function signInAlertMessage({ email, failures, since, accountUrl }: { email: string; failures: number; since: Date; accountUrl: string }): RenderedMail {
  const subject = "Tentatives de connexion refusées sur votre compte Vitrine";
  const time = formatFrench(new Intl.DateTimeFormat("fr-FR", { timeZone: DEFAULT_TIME_ZONE, dateStyle: "long", timeStyle: "short" }), since);
  const what = `Depuis le ${time} (heure de Paris), au moins ${failures} tentatives de connexion à votre compte Vitrine (${email}) ont échoué\u00a0: mot de passe incorrect.`;
  const held = "Votre compte reste protégé\u00a0: le nombre d'essais est limité, et sans votre mot de passe personne ne peut y entrer.";
  const yours =
    "Si c'était vous, vous pouvez ignorer ce message. Sinon, quelqu'un essaie peut-être de deviner votre mot de passe\u00a0: par précaution, choisissez-en un long, que vous n'utilisez nulle part ailleurs, depuis la page «\u00a0Mon compte\u00a0» du back-office\u00a0:";
  const once = "Vous ne recevrez pas d'autre message de ce type pendant une heure.";
  const text = accountMailText([what, held, `${yours}\n${accountUrl}`, once]);
  const html = accountMailHtml(subject, [
    `<p style="margin:0 0 16px;line-height:1.5;">${escapeHtml(what)}</p>`,
    `<p style="margin:0 0 16px;line-height:1.5;">${escapeHtml(held)}</p>`,
    `<p style="margin:0 0 20px;line-height:1.5;">${escapeHtml(yours)}<br><span style="overflow-wrap:anywhere;">${escapeHtml(accountUrl)}</span></p>`,
    `<p style="margin:0;font-size:13px;line-height:1.5;color:#78716c;">${escapeHtml(once)}</p>`,
  ]);
  return { subject, text, html };
}
