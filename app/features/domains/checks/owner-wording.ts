import type { DomainState } from "~/db/enums";
import type { DnsRecord, DomainStateView } from "~/features/domains/checks/expected-records";
import type { ResolverVerdict, UnresolvableKind } from "~/features/domains/checks/dns-verdict";

/**
 * What a merchant reads about her domain: one state per pair (the bare name and its
 * www. twin) in plain French, and the answer of 'Vérifier maintenant' in every case. Pure, so unit
 * tests pin the words down; the admins keep the technical labels of expected-records.ts.
 */

/** How a state looks: to do, waiting, working, secured, to fix, switched off. */
export type OwnerTone = "todo" | "waiting" | "ok" | "secure" | "fix" | "off";
export type OwnerState = { tone: OwnerTone; label: string };

/** The dashboard's line: the site's main domain and its pair's one state. */
export type SiteDomainLine = DomainStateView & { summary: OwnerState };

export const OWNER_STATE_TEXTS = {
  todo: "En attente de votre configuration",
  waiting: "En cours de vérification",
  ok: "Actif",
  secure: "Sécurisé (HTTPS)",
  changed: "À corriger\u00a0: votre domaine ne mène plus à votre site",
  notPublic: "À corriger\u00a0: ce nom n'existe pas sur Internet",
  local: "Actif (adresse locale)",
  off: "Désactivé",
  unavailable: "Pas encore disponible",
} as const;

/**
 * What a merchant reads while the platform has no public address for her domain
 * (`customDomainTarget` null: neither PUBLIC_IPV4 nor CNAME_TARGET, e.g. a demo on 127.0.0.1):
 * never a DNS setting pointing at this machine, but that it is the platform's part to finish.
 */
export const CUSTOM_DOMAINS_UNAVAILABLE = {
  title: "Votre propre nom de domaine",
  text: "Relier votre propre nom de domaine n'est pas encore possible sur cette installation\u00a0: la plateforme doit d'abord terminer sa configuration. Rien à faire de votre côté\u00a0; en attendant, votre site reste accessible à son adresse Vitrine.",
} as const;

/** One name of a pair, as the state needs it. */
export type PairName = {
  domain: string;
  state: DomainState;
  owned: boolean;
  isActive: boolean;
  isCanonical: boolean;
  /** The name can never be in public DNS (unresolvableKind), and the platform asks the public DNS. */
  unresolvable: UnresolvableKind | null;
};

const RANK: Record<DomainState, number> = { dns_changed: 0, dns_pending: 1, dns_propagating: 2, verified: 3, certificate_active: 4 };
const TONE_OF: Record<DomainState, OwnerState> = {
  dns_changed: { tone: "fix", label: OWNER_STATE_TEXTS.changed },
  dns_pending: { tone: "todo", label: OWNER_STATE_TEXTS.todo },
  dns_propagating: { tone: "waiting", label: OWNER_STATE_TEXTS.waiting },
  verified: { tone: "ok", label: OWNER_STATE_TEXTS.ok },
  certificate_active: { tone: "secure", label: OWNER_STATE_TEXTS.secure },
};

/**
 * The one state of a pair:
 * - a `.localhost` name that is switched on works on this machine: 'Actif (adresse locale)' (the
 *   demo's delices.localhost); any other name that cannot exist publicly is to fix;
 * - nothing proven yet: waiting for her records; proven but switched off: 'Désactivé';
 * - otherwise the least advanced name speaks (a name still to configure, or to fix, is work left);
 *   once both work, the main address's state ('Actif' or 'Sécurisé (HTTPS)');
 * - `available` false (the platform has no public address yet): what would wait for her records
 *   waits for the platform instead, 'Pas encore disponible'.
 */
export function ownerPairState(names: readonly PairName[], available = true): OwnerState {
  const state = pairState(names);
  return !available && state.tone === "todo" ? { tone: "waiting", label: OWNER_STATE_TEXTS.unavailable } : state;
}

function pairState(names: readonly PairName[]): OwnerState {
  if (names.length === 0) return { tone: "todo", label: OWNER_STATE_TEXTS.todo };
  if (names.some((n) => n.unresolvable !== null)) {
    const local = names.every((n) => n.unresolvable === "local-only" && n.isActive);
    return local ? { tone: "ok", label: OWNER_STATE_TEXTS.local } : { tone: "fix", label: OWNER_STATE_TEXTS.notPublic };
  }
  if (!names.some((n) => n.owned)) return { tone: "todo", label: OWNER_STATE_TEXTS.todo };
  if (!names.some((n) => n.isActive)) return { tone: "off", label: OWNER_STATE_TEXTS.off };
  const worst = names.reduce((a, b) => (RANK[b.state] < RANK[a.state] ? b : a));
  if (RANK[worst.state] >= RANK.verified) {
    const main = names.find((n) => n.isCanonical) ?? worst;
    return TONE_OF[main.state];
  }
  return TONE_OF[worst.state];
}

/** The answer of 'Vérifier maintenant': a tone (ok/waiting are good news, fix/error are not), a title and a sentence or two. */
export type VerifyAnswer = { tone: "ok" | "waiting" | "fix" | "error"; title: string; text: string };

/** What one name's check found, for the answer. */
export type NameCheck =
  | { domain: string; result: "unresolvable"; kind: UnresolvableKind; isActive: boolean }
  | { domain: string; result: "no-answer" }
  | { domain: string; result: "not-configured" }
  | {
      domain: string;
      result: "checked";
      state: DomainState;
      /** The address records the name should have (A/AAAA or CNAME). */
      expected: DnsRecord[];
      /** The platform's own values (PUBLIC_IPV4, PUBLIC_IPV6, CNAME_TARGET): what is not one of them is someone else's. */
      platform: string[];
      /** The first answering resolver's verdict and records. */
      verdict: ResolverVerdict;
      seen: { cname: string[]; a: string[]; aaaa: string[] };
    };

/** The ownership proof, while it is still to make: where it goes, its value, what was found there. */
export type ProofCheck = { name: string; token: string; found: string[]; proven: boolean };

export const VERIFY_TITLES = {
  cannot: "Ce nom ne peut pas être vérifié",
  unreachable: "Vérification impossible pour le moment",
  notConfigured: "Vérification impossible",
  allGood: "Tout est en ordre",
  found: "Réglages trouvés",
  notYet: "Pas encore trouvé",
  toFix: "À corriger",
} as const;

const quote = (value: string) => `«\u00a0${value}\u00a0»`;
const stripDot = (value: string) => value.replace(/\.$/, "");
const list = (values: string[]) => (values.length <= 1 ? (values[0] ?? "") : `${values.slice(0, -1).join(", ")} et ${values.at(-1) ?? ""}`);
const cut = (value: string) => (value.length > 80 ? `${value.slice(0, 79)}…` : value);

export function unresolvableText(domain: string, kind: UnresolvableKind, isActive: boolean): string {
  if (kind === "ip")
    return `${quote(domain)} est une adresse IP, pas un nom de domaine\u00a0: elle ne peut pas être vérifiée. Ajoutez le nom que vous avez acheté, par exemple boulangerie-martin.fr.`;
  if (kind === "local-only")
    return `${quote(domain)} est une adresse locale\u00a0: elle n'existe que sur cet ordinateur, jamais sur Internet, il n'y a donc rien à vérifier.${isActive ? " Elle affiche déjà votre site ici." : ""}`;
  return `${quote(domain)} est un nom réservé aux essais (.test, .example, .invalid, .local)\u00a0: il n'existe pas sur Internet et ne pourra jamais être vérifié. Ajoutez le nom de domaine que vous avez acheté.`;
}

export const UNREACHABLE_TEXT =
  "Les serveurs qui font le lien entre les noms de domaine et les sites (le DNS) n'ont pas répondu. Ce n'est pas de votre fait\u00a0: réessayez dans quelques minutes. Nous vérifions aussi tout seuls toutes les 5 minutes.";
export const NOT_CONFIGURED_TEXT =
  "La plateforme n'a pas encore d'adresse vers laquelle faire pointer les domaines\u00a0: son administrateur doit la configurer. Rien à faire de votre côté pour l'instant.";
export const WAIT_HINT = "Une fois les réglages enregistrés chez votre fournisseur de domaine, comptez de quelques minutes à quelques heures.";

/**
 * 'Vérifier maintenant' for a pair (its names checked one after the other):
 * - a name that can never be public, then resolvers that did not answer, then a platform without
 *   addresses: said plainly, nothing for her to retry or nothing she can do;
 * - everything right: 'Tout est en ordre' (with the padlock, or saying it comes by itself);
 * - right but still spreading: 'Réglages trouvés';
 * - otherwise what is missing or wrong, name by name, with the value found and the one expected.
 */
export function verifyAnswer(names: readonly NameCheck[], proof: ProofCheck | null, mainDomain: string): VerifyAnswer {
  const unresolvable = names.find((n) => n.result === "unresolvable");
  if (unresolvable?.result === "unresolvable")
    return { tone: "fix", title: VERIFY_TITLES.cannot, text: unresolvableText(unresolvable.domain, unresolvable.kind, unresolvable.isActive) };
  if (names.some((n) => n.result === "no-answer")) return { tone: "error", title: VERIFY_TITLES.unreachable, text: UNREACHABLE_TEXT };
  if (names.some((n) => n.result === "not-configured")) return { tone: "error", title: VERIFY_TITLES.notConfigured, text: NOT_CONFIGURED_TEXT };
  const checked = names.filter((n): n is Extract<NameCheck, { result: "checked" }> => n.result === "checked");

  const missing: string[] = [];
  const wrong: string[] = [];
  if (proof && !proof.proven) {
    if (proof.found.length === 0) missing.push(`Le réglage qui prouve que le domaine est à vous (${proof.name}) n'est pas encore trouvé`);
    else wrong.push(`Le réglage ${proof.name} contient ${quote(cut(proof.found[0] ?? ""))} au lieu de ${quote(proof.token)}`);
  }
  for (const n of checked) {
    if (n.state !== "dns_pending" && n.state !== "dns_changed") continue;
    const expected = list(n.expected.map((r) => stripDot(r.value)));
    const seen = [...n.seen.cname.map(stripDot), ...(n.seen.cname.length > 0 ? [] : [...n.seen.a, ...n.seen.aaaa])];
    if (n.verdict === "none") missing.push(`${n.domain}\u00a0: aucun réglage trouvé pour l'instant`);
    else if (n.verdict === "stray") {
      const ours = new Set([...n.platform, ...n.expected.map((r) => r.value)].map(stripDot));
      const old = seen.filter((v) => !ours.has(v));
      wrong.push(
        `${n.domain}\u00a0: l'ancien réglage ${list(old.map(quote))} est encore là, à côté du bon${expected ? ` (${expected})` : ""}\u00a0; supprimez-le`,
      );
    } else if (n.verdict === "other") wrong.push(`${n.domain} mène à ${list(seen.map(quote))} au lieu de ${quote(expected)}`);
  }
  if (wrong.length > 0) return { tone: "fix", title: VERIFY_TITLES.toFix, text: sentences([...wrong, ...missing]) };
  if (missing.length > 0) return { tone: "waiting", title: VERIFY_TITLES.notYet, text: `${sentences(missing)} ${WAIT_HINT}` };
  if (checked.some((n) => n.state === "dns_propagating" || n.state === "dns_pending"))
    return {
      tone: "waiting",
      title: VERIFY_TITLES.found,
      text: "Vos réglages sont trouvés et corrects. Internet met un peu de temps à les diffuser partout\u00a0: comptez 10 à 30 minutes, nous vérifions tout seuls.",
    };
  // Visitors land on the main address (the other one answers a redirection): its padlock is what counts.
  const main = checked.find((n) => n.domain === mainDomain) ?? checked[0];
  if (main?.state === "certificate_active")
    return {
      tone: "ok",
      title: VERIFY_TITLES.allGood,
      text: `Votre site s'affiche à l'adresse https://${mainDomain}, avec le cadenas de la connexion sécurisée (HTTPS).`,
    };
  return {
    tone: "ok",
    title: VERIFY_TITLES.allGood,
    text: `Votre site s'affiche à l'adresse ${mainDomain}. La connexion sécurisée (HTTPS) se met en place toute seule à la première visite\u00a0: rien à faire.`,
  };
}

/** Each part a sentence of its own (a part may start with a domain name: no capital added). */
function sentences(parts: string[]): string {
  return parts.map((p) => `${p}.`).join(" ");
}
