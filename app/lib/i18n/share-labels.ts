import type { ReactNode } from "react";
import { messageParts } from "~/lib/i18n/message-parts";
import type { Translate } from "~/lib/i18n/messages";

/** The share button's and panel's words. */
export type ShareLabels = { button: string; forTitle: (title: string) => string; panelTitle: (name: ReactNode) => ReactNode; close: string };

/** 'Partager' in the page's language, for the share button and panel (which sit below the catalogues). */
export function shareLabelsOf(t: Translate): ShareLabels {
  return {
    button: t("share.button"),
    forTitle: (title) => t("share.forTitle", { title }),
    panelTitle: (name) => messageParts(t, "share.panelTitle", { title: name }, { nbsp: true }),
    close: t("share.close"),
  };
}
