/**
 * The one shape of a toast (titles 'Succès' and 'Erreur', the latter
 * destructive, and the few titles of its own a screen has, such as 'Paramètres sauvegardés'). An
 * action answers with one in its result; a redirect carries one in the flash cookie
 * (toast.server.ts); the page shows either with `useResultToast` (components/ui/toaster.tsx).
 */
export type Toast = {
  /** 'error' is the destructive (red) toast. */
  type: "success" | "error";
  title: string;
  description?: string;
};

export const successToast = (description: string, title = "Succès"): Toast => ({ type: "success", title, description });
export const errorToast = (description: string, title = "Erreur"): Toast => ({ type: "error", title, description });
