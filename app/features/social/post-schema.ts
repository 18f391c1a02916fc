import { isUuid } from "~/lib/uuid";

/**
 * 'Publier sur les réseaux' (Expert): what the back-office asks for (an event or a product of the
 * selected site, by id), its addresses, and its texts.
 */

export const POST_TYPES = ["event", "product"] as const;
export type PostType = (typeof POST_TYPES)[number];
export type PostTarget = { type: PostType; id: string };

/** The publication's caption and addresses (a JSON loader), and its image. */
export const POST_PATH = "/admin/publier";
export const POST_IMAGE_PATH = "/admin/publier/image";

/** `?type=event|product&id=<uuid>`, or null when either is missing or malformed. */
export function readPostTarget(query: URLSearchParams): PostTarget | null {
  const type = query.get("type");
  const id = query.get("id") ?? "";
  if (!(POST_TYPES as readonly (string | null)[]).includes(type) || !isUuid(id)) return null;
  return { type: type as PostType, id: id.toLowerCase() };
}

/** The query of a target's addresses; `version` names the image's drawing (long caching), `download` asks for a file. */
export function postQuery(target: PostTarget, options: { version?: number; download?: boolean } = {}): string {
  const query = new URLSearchParams({ type: target.type, id: target.id });
  if (options.version !== undefined) query.set("v", String(options.version));
  if (options.download) query.set("telecharger", "1");
  return query.toString();
}

/** 'publication-quiche-lorraine.jpg': the downloaded image's name, in ASCII (every system and browser keeps it). */
export function postFileName(title: string): string {
  const slug = title
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/œ/g, "oe")
    .replace(/æ/g, "ae")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 60)
    .replace(/-+$/, "");
  return `publication-${slug || "vitrine"}.jpg`;
}

export const POST_TEXTS = {
  title: "Publier sur les réseaux",
  description:
    "Une image carrée et un texte prêts à publier sur Instagram, Facebook ou WhatsApp. Rien n'est publié à votre place\u00a0: copiez le texte, enregistrez l'image, puis publiez-les depuis l'application du réseau.",
  button: (name: string) => `Publier «\u00a0${name}\u00a0» sur les réseaux`,
  imageAlt: (name: string) => `Image carrée de la publication «\u00a0${name}\u00a0»`,
  captionLabel: "Texte de la publication",
  copy: "Copier le texte",
  copied: "Le texte de la publication est dans le presse-papiers\u00a0: collez-le sous l'image.",
  download: "Télécharger l'image",
  share: "Partager…",
  loading: "Préparation de la publication...",
  loadFailed: "Impossible de préparer la publication. Réessayez dans un instant.",
  retry: "Réessayer",
  shareFailed: "Le partage n'a pas abouti\u00a0: téléchargez l'image et copiez le texte.",
  notFound: "Cet élément n'existe plus.",
  eventLabel: { event: "Événement", promotion: "Promotion" },
} as const;
