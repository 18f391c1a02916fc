import { useEffect, useId, useState } from "react";
import { Copy, Download, LoaderCircle, RotateCw, Share2 } from "lucide-react";
import { Button } from "~/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "~/components/ui/dialog";
import { Label } from "~/components/ui/label";
import { Textarea } from "~/components/ui/textarea";
import { showToast } from "~/components/ui/toaster";
import { copyText } from "~/features/admin-kit/copy-text";
import { LoadErrorAlert } from "~/features/admin-kit/load-error-alert";
import { POST_PATH, POST_TEXTS, postQuery, type PostTarget } from "~/features/social/post-schema";
import { errorToast } from "~/lib/toast";

/** What `/admin/publier` answers (routes/admin/publish.ts). */
type Post = { title: string; caption: string; imageUrl: string; downloadUrl: string; fileName: string };

type State = { status: "loading" } | { status: "failed" } | { status: "ready"; post: Post };

/** Whether this browser shares files with the system's share sheet (a phone, mostly). */
function canShareFiles(): boolean {
  try {
    const probe = new File([new Uint8Array(1)], "publication.jpg", { type: "image/jpeg" });
    return typeof navigator.canShare === "function" && navigator.canShare({ files: [probe] });
  } catch {
    return false;
  }
}

/**
 * 'Publier sur les réseaux': the square image, the caption in a read-only text area, 'Copier le
 * texte', 'Télécharger l'image' and, where the browser shares files (a phone), 'Partager…' opening
 * the system's share sheet with both. Nothing is posted on the merchant's behalf.
 */
export function PostDialog({ open, onOpenChange, target, name }: { open: boolean; onOpenChange: (open: boolean) => void; target: PostTarget; name: string }) {
  const [state, setState] = useState<State>({ status: "loading" });
  const [attempt, setAttempt] = useState(0);
  const [shareFile, setShareFile] = useState<File | null>(null);
  const captionId = useId();
  const { type, id } = target;

  // Read at each opening: the caption follows the last edit.
  useEffect(() => {
    if (!open) return;
    const abort = new AbortController();
    setState({ status: "loading" });
    fetch(`${POST_PATH}?${postQuery({ type, id })}`, { signal: abort.signal, headers: { Accept: "application/json" } })
      .then(async (response) => {
        if (!response.ok) throw new Error(`publication: ${response.status}`);
        setState({ status: "ready", post: (await response.json()) as Post });
      })
      .catch(() => {
        if (!abort.signal.aborted) setState({ status: "failed" });
      });
    return () => abort.abort();
  }, [open, type, id, attempt]);

  // The image as a file, fetched beforehand: the share sheet must open from the click itself.
  const ready = state.status === "ready" ? state.post : null;
  useEffect(() => {
    setShareFile(null);
    if (!ready || !canShareFiles()) return;
    const abort = new AbortController();
    fetch(ready.imageUrl, { signal: abort.signal })
      .then((response) => (response.ok ? response.blob() : Promise.reject(new Error(`image: ${response.status}`))))
      .then((blob) => setShareFile(new File([blob], ready.fileName, { type: "image/jpeg" })))
      .catch(() => undefined);
    return () => abort.abort();
  }, [ready]);

  const share = (post: Post, file: File) => {
    navigator.share({ files: [file], text: post.caption, title: post.title }).catch((err: unknown) => {
      // Closing the sheet is the merchant's choice, not a failure.
      if (!(err instanceof DOMException && err.name === "AbortError")) showToast(errorToast(POST_TEXTS.shareFailed));
    });
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-2xl">
        <DialogHeader>
          <DialogTitle>{POST_TEXTS.title}</DialogTitle>
          <DialogDescription>{POST_TEXTS.description}</DialogDescription>
        </DialogHeader>
        {state.status === "failed" ? (
          <div className="grid gap-3">
            <LoadErrorAlert>{POST_TEXTS.loadFailed}</LoadErrorAlert>
            <Button variant="outline" className="justify-self-start" onClick={() => setAttempt((n) => n + 1)}>
              <RotateCw aria-hidden="true" />
              {POST_TEXTS.retry}
            </Button>
          </div>
        ) : (
          <div className="grid gap-4 sm:grid-cols-[minmax(0,1fr)_minmax(0,1fr)] sm:gap-5">
            <div className="relative aspect-square overflow-hidden rounded-xl border bg-muted">
              {ready ? (
                <img src={ready.imageUrl} alt={POST_TEXTS.imageAlt(name)} width={1080} height={1080} className="size-full object-cover" />
              ) : (
                <p className="absolute inset-0 flex items-center justify-center gap-2 p-4 text-center text-sm text-muted-foreground" role="status">
                  <LoaderCircle aria-hidden="true" className="size-4 animate-spin" />
                  {POST_TEXTS.loading}
                </p>
              )}
            </div>
            <div className="grid content-start gap-2">
              <Label htmlFor={captionId}>{POST_TEXTS.captionLabel}</Label>
              <Textarea id={captionId} readOnly value={ready?.caption ?? ""} rows={12} className="min-h-48 resize-none text-sm sm:h-full" />
            </div>
          </div>
        )}
        <DialogFooter className="sm:justify-between">
          <Button variant="outline" disabled={!ready} onClick={() => ready && copyText(ready.caption, POST_TEXTS.copied)}>
            <Copy aria-hidden="true" />
            {POST_TEXTS.copy}
          </Button>
          <div className="flex flex-col-reverse gap-2 sm:flex-row">
            {ready ? (
              <Button asChild variant={shareFile ? "outline" : "default"}>
                <a href={ready.downloadUrl} download={ready.fileName}>
                  <Download aria-hidden="true" />
                  {POST_TEXTS.download}
                </a>
              </Button>
            ) : (
              <Button disabled>
                <Download aria-hidden="true" />
                {POST_TEXTS.download}
              </Button>
            )}
            {ready && shareFile ? (
              <Button onClick={() => share(ready, shareFile)}>
                <Share2 aria-hidden="true" />
                {POST_TEXTS.share}
              </Button>
            ) : null}
          </div>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
