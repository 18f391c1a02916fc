import { useEffect } from "react";
import { Link } from "react-router";
import { AlertTriangle, RotateCw } from "lucide-react";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { showToast } from "~/components/ui/toaster";
import { errorToast } from "~/lib/toast";

/** A failed load's error toast, once, when the page shows the failure. */
export function useLoadErrorToast(text: string): void {
  useEffect(() => {
    showToast(errorToast(text));
  }, [text]);
}

/** A failed load: the error toast, and this line in the page for as long as it shows what could not be loaded. */
export function LoadErrorAlert({ children }: { children: string }) {
  useLoadErrorToast(children);
  return (
    <p role="alert" className="flex items-center gap-2.5 rounded-xl border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-900">
      <AlertTriangle aria-hidden="true" className="size-4 shrink-0 text-red-700" />
      {children}
    </p>
  );
}

/** A list that could not be loaded at all (the inboxes): the toast, the message in place of the list, and 'Réessayer'. */
export function LoadErrorCard({ text, retryHref }: { text: string; retryHref: string }) {
  useLoadErrorToast(text);
  return (
    <Card role="alert" className="items-center gap-3 border-red-200 px-6 py-12 text-center">
      <span aria-hidden="true" className="grid size-12 place-items-center rounded-full bg-red-50 text-red-700">
        <AlertTriangle className="size-6" />
      </span>
      <p className="text-sm font-medium text-red-800">{text}</p>
      <Button asChild variant="outline" size="sm">
        <Link to={retryHref} reloadDocument>
          <RotateCw aria-hidden="true" />
          Réessayer
        </Link>
      </Button>
    </Card>
  );
}
