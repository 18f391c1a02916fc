import { useEffect, useId, useRef, useState, type DragEvent, type KeyboardEvent, type MouseEvent } from "react";
import { Crosshair, ImageIcon, ImageOff, Link2, Trash2, Upload, X } from "lucide-react";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { cn } from "~/lib/cn";
import { showToast } from "~/components/ui/toaster";
import { errorToast, successToast } from "~/lib/toast";
import { CENTRE, objectPosition, splitFocalPoint, withFocalPoint, type FocalPoint } from "~/features/media/focal-point";
import { normaliseImageUrl, UPLOAD_LIMIT_TEXTS, UPLOAD_MESSAGES, type MediaBucket } from "~/features/media/media-rules";
import { useMediaUsage } from "~/features/media/media-usage-context";
import { precheckImageFile, uploadImage, UploadFailed } from "~/features/media/upload-image";
import { responsiveImage } from "~/features/media/responsive-image";

export type ImageFieldProps = {
  /** Name of the hidden input that carries the chosen URL ("" when none) in the surrounding form. */
  name: string;
  label: string;
  /** Storage bucket of uploads, e.g. "hero-images". */
  bucket: MediaBucket;
  defaultValue?: string | null;
  /** CSS aspect ratio of the preview box: "16/9" (default), "9/16", "1/1"… */
  aspect?: string;
  /** Help text under the label (recommended size, where the image shows). */
  hint?: string;
  /** How the preview fills its box: "cover" for photos (default), "contain" for logos. */
  fit?: "cover" | "contain";
  /** A message from the action about this field (shown under it, aria-invalid). */
  error?: string;
  disabled?: boolean;
  /** Each new value: an uploaded or pasted URL, or null when removed. */
  onChange?: (url: string | null) => void;
  /** True while a file is being sent, so a form can hold its submit button until the URL is known. */
  onUploadingChange?: (uploading: boolean) => void;
  /** A file to upload only, no 'Coller une adresse': for a field whose action accepts only the site's own uploads (a screenshot to the support). */
  uploadsOnly?: boolean;
};

type Uploading = { progress: number; preview: string; controller: AbortController };

/**
 * An image input for the back-office editors: choose (or drop) a file, which is uploaded at
 * once with a progress bar, or paste an http(s) address; a preview; remove. The URL travels in a
 * hidden input, so the editor's <Form> needs nothing else. Remount it (`key`) to reset it.
 *
 * A photo (`fit="cover"`) gets a focal point (ADR 023): a click on the preview, or the
 * arrow keys on it, choose the spot that stays in view where a page crops the picture; the
 * preview shows the crop, 'Recentrer' goes back to the centre. It travels in the URL's fragment.
 */
export function ImageField({
  name,
  label,
  bucket,
  defaultValue,
  aspect = "16/9",
  hint,
  fit = "cover",
  error,
  disabled = false,
  onChange,
  onUploadingChange,
  uploadsOnly = false,
}: ImageFieldProps) {
  const id = useId();
  const ids = {
    label: `${id}-label`,
    hint: `${id}-hint`,
    error: `${id}-error`,
    url: `${id}-url`,
    urlError: `${id}-url-error`,
    file: `${id}-file`,
    focusHelp: `${id}-focus-help`,
  };
  const [url, setUrl] = useState<string | null>(defaultValue || null);
  const lastToast = useRef<string | number | undefined>(undefined);
  const [uploading, setUploading] = useState<Uploading | null>(null);
  const [urlMode, setUrlMode] = useState(false);
  const [urlDraft, setUrlDraft] = useState("");
  const [urlError, setUrlError] = useState<string | null>(null);
  const [failedUrl, setFailedUrl] = useState<string | null>(null);
  const [dragging, setDragging] = useState(false);
  const [focusNews, setFocusNews] = useState("");
  const fileInput = useRef<HTMLInputElement>(null);
  const previewImage = useRef<HTMLImageElement>(null);
  const chooseButton = useRef<HTMLButtonElement>(null);
  const urlInput = useRef<HTMLInputElement>(null);
  const uploadingRef = useRef<Uploading | null>(null);
  const storage = useMediaUsage();

  // An upload still running when the field goes away (dialog closed) is cancelled.
  useEffect(() => () => uploadingRef.current?.controller.abort(), []);

  useEffect(() => {
    if (urlMode) urlInput.current?.focus();
  }, [urlMode]);

  const ratio = aspectNumber(aspect);
  const busy = uploading !== null;

  function change(next: string | null) {
    setUrl(next);
    setFailedUrl(null);
    onChange?.(next);
  }

  function setUploadingState(next: Uploading | null) {
    uploadingRef.current = next;
    setUploading(next);
    onUploadingChange?.(next !== null);
  }

  async function send(file: File) {
    const problem = precheckImageFile(file);
    if (problem) {
      lastToast.current = showToast(errorToast(problem), lastToast.current);
      return;
    }
    const state: Uploading = { progress: 0, preview: URL.createObjectURL(file), controller: new AbortController() };
    setUploadingState(state);
    try {
      const stored = await uploadImage(file, bucket, {
        signal: state.controller.signal,
        onUsage: storage?.update,
        onProgress: (progress) => {
          if (uploadingRef.current === state) setUploading({ ...state, progress });
        },
      });
      change(stored);
      setUrlMode(false);
      // One toast per field: a new upload's answer replaces the last one.
      lastToast.current = showToast(successToast(UPLOAD_MESSAGES.success), lastToast.current);
    } catch (err) {
      if (!(err instanceof UploadFailed && err.aborted)) {
        lastToast.current = showToast(errorToast(err instanceof Error ? err.message : UPLOAD_MESSAGES.uploadFailed("erreur inconnue")), lastToast.current);
      }
    } finally {
      URL.revokeObjectURL(state.preview);
      if (uploadingRef.current === state) setUploadingState(null);
    }
  }

  function applyUrl() {
    const next = normaliseImageUrl(urlDraft);
    if (!next) {
      setUrlError(UPLOAD_MESSAGES.badUrl);
      urlInput.current?.focus();
      return;
    }
    setUrlError(null);
    setUrlDraft("");
    setUrlMode(false);
    change(next);
    chooseButton.current?.focus();
  }

  function onUrlKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    // Enter applies the address instead of submitting the surrounding form; Escape closes.
    if (event.key === "Enter") {
      event.preventDefault();
      applyUrl();
    } else if (event.key === "Escape") {
      event.preventDefault();
      event.stopPropagation();
      setUrlMode(false);
      setUrlError(null);
      chooseButton.current?.focus();
    }
  }

  function remove() {
    change(null);
    chooseButton.current?.focus();
  }

  function onDrop(event: DragEvent<HTMLDivElement>) {
    event.preventDefault();
    setDragging(false);
    const file = event.dataTransfer.files[0];
    if (file && !disabled && !busy) void send(file);
  }

  const { file, focus } = url ? splitFocalPoint(url) : { file: null, focus: null };
  const shown = uploading?.preview ?? file;
  const broken = file !== null && failedUrl === file && !uploading;
  // The preview box: 9rem (portrait), 8rem (square), the form's width on a phone and 16rem beside it.
  const previewSources =
    uploading || !file
      ? null
      : responsiveImage(file, {
          sizes:
            ratio < 1
              ? [[null, "9rem"]]
              : ratio === 1
                ? [[null, "8rem"]]
                : [
                    ["(min-width: 40rem)", "16rem"],
                    [null, "calc(100vw - 4rem)"],
                  ],
          coverBox: fit === "cover" ? ratio : undefined,
        });
  const focusable = fit === "cover" && file !== null && !broken && !busy && !disabled;
  const point = focus ?? CENTRE;

  function moveFocus(next: FocalPoint) {
    if (!file) return;
    const clamped = { x: Math.min(100, Math.max(0, Math.round(next.x))), y: Math.min(100, Math.max(0, Math.round(next.y))) };
    change(withFocalPoint(file, clamped));
    setFocusNews(focusText(clamped));
  }

  /** The point of the picture under the pointer: the preview crops it (cover) at the current focal point. */
  function pickFocus(event: MouseEvent<HTMLButtonElement>) {
    const box = event.currentTarget.getBoundingClientRect();
    const img = previewImage.current;
    const bx = (event.clientX - box.left) / box.width;
    const by = (event.clientY - box.top) / box.height;
    if (!img || !img.naturalWidth || !img.naturalHeight || box.width === 0 || box.height === 0) {
      moveFocus({ x: bx * 100, y: by * 100 });
      return;
    }
    const scale = Math.max(box.width / img.naturalWidth, box.height / img.naturalHeight);
    const shownWidth = img.naturalWidth * scale;
    const shownHeight = img.naturalHeight * scale;
    // object-position p% puts the picture's p% on the box's p%: its offset is (box - shown) × p.
    const left = (box.width - shownWidth) * (point.x / 100);
    const top = (box.height - shownHeight) * (point.y / 100);
    moveFocus({ x: ((bx * box.width - left) / shownWidth) * 100, y: ((by * box.height - top) / shownHeight) * 100 });
  }

  function onFocusKeyDown(event: KeyboardEvent<HTMLButtonElement>) {
    const step = event.shiftKey ? 1 : 5;
    const moves: Record<string, FocalPoint> = {
      ArrowLeft: { x: point.x - step, y: point.y },
      ArrowRight: { x: point.x + step, y: point.y },
      ArrowUp: { x: point.x, y: point.y - step },
      ArrowDown: { x: point.x, y: point.y + step },
    };
    const next = moves[event.key];
    if (!next) return;
    event.preventDefault();
    moveFocus(next);
  }
  const percent = uploading ? Math.round(uploading.progress * 100) : 0;
  const describedBy = [hint ? ids.hint : null, error ? ids.error : null].filter(Boolean).join(" ") || undefined;

  return (
    <div role="group" aria-labelledby={ids.label} aria-describedby={describedBy} className="flex flex-col gap-2">
      <div id={ids.label} className="text-sm leading-none font-medium text-foreground">
        {label}
      </div>
      {hint ? (
        <p id={ids.hint} className="text-xs text-muted-foreground">
          {hint}
        </p>
      ) : null}

      <div className="flex flex-col gap-3 sm:flex-row sm:items-start">
        <div
          className={cn(
            "relative shrink-0 overflow-hidden rounded-lg border border-border bg-muted",
            ratio < 1 ? "w-36" : ratio === 1 ? "w-32" : "w-full sm:w-64",
            dragging && "border-ring ring-3 ring-ring/25",
            error && "border-destructive",
          )}
          style={{ aspectRatio: aspect }}
          onDragOver={(event) => {
            if (disabled || busy) return;
            event.preventDefault();
            setDragging(true);
          }}
          onDragLeave={() => setDragging(false)}
          onDrop={onDrop}
        >
          {shown && !broken ? (
            <img
              ref={previewImage}
              key={shown}
              src={shown}
              // A stored picture's narrower copy for the small preview (a 1200 px hero was sent for a
              // 16rem box), fetched once the preview is on screen (not in a closed tab or dialog).
              srcSet={previewSources?.srcSet}
              sizes={previewSources?.sizes}
              loading="lazy"
              alt={`Aperçu\u00a0: ${label}`}
              decoding="async"
              className={cn("size-full", fit === "contain" ? "object-contain p-2" : "object-cover", busy && "opacity-60")}
              style={fit === "cover" && !uploading ? { objectPosition: objectPosition(focus) } : undefined}
              onError={() => {
                if (!uploading) setFailedUrl(file);
              }}
            />
          ) : (
            <div className="flex size-full flex-col items-center justify-center gap-1 p-2 text-center text-muted-foreground">
              {broken ? <ImageOff aria-hidden="true" className="size-6" /> : <ImageIcon aria-hidden="true" className="size-6" />}
              <span className="text-xs">{broken ? UPLOAD_MESSAGES.loadFailed : "Aucune image"}</span>
            </div>
          )}
          {focusable ? (
            <button
              type="button"
              aria-label={`Point d'intérêt de l'image\u00a0: ${label} (${focusText(point)})`}
              aria-describedby={ids.focusHelp}
              title="Cliquez sur la partie de la photo à garder visible"
              className="group/focus absolute inset-0 cursor-crosshair focus-visible:outline-3 focus-visible:-outline-offset-3 focus-visible:outline-ring"
              onClick={pickFocus}
              onKeyDown={onFocusKeyDown}
            >
              <span
                aria-hidden="true"
                data-focal-point=""
                className="absolute size-6 -translate-x-1/2 -translate-y-1/2 rounded-full border-2 border-white bg-white/25 shadow-[0_0_0_1px_rgba(0,0,0,0.5),0_1px_4px_rgba(0,0,0,0.5)] transition-[left,top] duration-150"
                style={{ left: `${point.x}%`, top: `${point.y}%` }}
              >
                <span className="absolute top-1/2 left-1/2 size-1.5 -translate-x-1/2 -translate-y-1/2 rounded-full bg-white" />
              </span>
            </button>
          ) : null}
          {uploading ? (
            <div className="absolute inset-x-0 bottom-0 flex flex-col gap-1 bg-black/65 px-2 py-1.5 text-white">
              <div
                role="progressbar"
                aria-label={`Envoi de l'image\u00a0: ${label}`}
                aria-valuemin={0}
                aria-valuemax={100}
                aria-valuenow={percent}
                className="h-1.5 overflow-hidden rounded-full bg-white/30"
              >
                <div className="h-full rounded-full bg-white transition-[width] duration-150" style={{ width: `${percent}%` }} />
              </div>
              <p className="text-[0.6875rem] leading-tight" aria-live="polite">
                {percent < 100 ? "Envoi en cours…" : "Optimisation de l'image…"}
                <span aria-hidden="true">{percent < 100 ? ` ${percent} %` : ""}</span>
              </p>
            </div>
          ) : null}
        </div>

        <div className="flex min-w-0 flex-1 flex-col gap-2">
          <div className="flex flex-wrap gap-2">
            <Button ref={chooseButton} variant="outline" size="sm" disabled={disabled || busy} onClick={() => fileInput.current?.click()}>
              <Upload aria-hidden="true" />
              {url ? "Remplacer l'image" : "Choisir une image"}
            </Button>
            {uploadsOnly ? null : (
              <Button
                variant="ghost"
                size="sm"
                disabled={disabled || busy}
                aria-expanded={urlMode}
                aria-controls={urlMode ? ids.url : undefined}
                onClick={() => {
                  setUrlMode((open) => !open);
                  setUrlError(null);
                }}
              >
                <Link2 aria-hidden="true" />
                Coller une adresse
              </Button>
            )}
            {busy ? (
              <Button variant="ghost" size="sm" onClick={() => uploading.controller.abort()}>
                <X aria-hidden="true" />
                Annuler l'envoi
              </Button>
            ) : url ? (
              <Button variant="ghost" size="sm" disabled={disabled} className="text-destructive hover:text-destructive" onClick={remove}>
                <Trash2 aria-hidden="true" />
                Retirer
                <ImageName label={label} />
              </Button>
            ) : null}
          </div>

          {urlMode ? (
            <div className="flex flex-col gap-1.5">
              <div className="flex gap-2">
                <Input
                  ref={urlInput}
                  id={ids.url}
                  type="url"
                  inputMode="url"
                  autoComplete="off"
                  placeholder="https://…"
                  aria-label={`Adresse de l'image\u00a0: ${label}`}
                  aria-invalid={urlError ? true : undefined}
                  aria-describedby={urlError ? ids.urlError : undefined}
                  value={urlDraft}
                  onChange={(event) => setUrlDraft(event.target.value)}
                  onKeyDown={onUrlKeyDown}
                  className="h-9"
                />
                <Button size="sm" onClick={applyUrl}>
                  Utiliser
                </Button>
              </div>
              {urlError ? (
                <p id={ids.urlError} role="alert" className="text-xs text-destructive">
                  {urlError}
                </p>
              ) : null}
            </div>
          ) : null}

          <p className="text-xs text-muted-foreground">JPEG, PNG, WebP, GIF ou AVIF, 10 Mo au plus{"\u00a0"}; optimisée automatiquement.</p>
          {storage?.usage ? <StorageUsage usedBytes={storage.usage.usedBytes} quotaBytes={storage.usage.quotaBytes} /> : null}
          {focusable ? (
            <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
              <p id={ids.focusHelp} className="text-xs text-muted-foreground">
                <Crosshair aria-hidden="true" className="mr-1 inline size-3.5 align-[-3px]" />
                Cliquez sur l'aperçu (ou utilisez les flèches) pour choisir la partie de la photo toujours visible quand elle est recadrée.
              </p>
              {focus ? (
                <Button
                  variant="ghost"
                  size="sm"
                  className="h-7 px-2 text-xs"
                  onClick={() => {
                    if (file) change(file);
                    setFocusNews("Point d'intérêt recentré");
                  }}
                >
                  Recentrer
                  <ImageName label={label} />
                </Button>
              ) : null}
            </div>
          ) : null}
          <p aria-live="polite" className="sr-only">
            {focusNews}
          </p>
          {error ? (
            <p id={ids.error} className="text-xs font-medium text-destructive">
              {error}
            </p>
          ) : null}
        </div>
      </div>

      <input
        ref={fileInput}
        id={ids.file}
        type="file"
        accept="image/*"
        hidden
        tabIndex={-1}
        aria-label={`Fichier image\u00a0: ${label}`}
        onChange={(event) => {
          const file = event.target.files?.[0];
          // Cleared so that choosing the same file again is noticed.
          event.target.value = "";
          if (file) void send(file);
        }}
      />
      <input type="hidden" name={name} value={url ?? ""} />
    </div>
  );
}

/** What a button's short text ('Retirer', 'Recentrer') says to assistive technologies of the image it acts on. */
function ImageName({ label }: { label: string }) {
  return (
    <span className="sr-only">
      {" "}
      l'image{"\u00a0"}: {label}
    </span>
  );
}

/** "30 % depuis la gauche, 70 % depuis le haut" (no-break spaces, French typography). */
function focusText(point: FocalPoint): string {
  return `${point.x}\u00a0% depuis la gauche, ${point.y}\u00a0% depuis le haut`;
}

function aspectNumber(aspect: string): number {
  const [w, h] = aspect.split("/").map((part) => Number(part.trim()));
  return w > 0 && h > 0 ? w / h : Number.isFinite(w) && w > 0 ? w : 16 / 9;
}

/**
 * 'Photos : 42 Mo sur 200 Mo': the site's image storage against its plan's quota, with
 * a small gauge; in the destructive colour once full, so a refused upload is no surprise.
 */
function StorageUsage({ usedBytes, quotaBytes }: { usedBytes: number; quotaBytes: number }) {
  const share = quotaBytes > 0 ? Math.min(1, usedBytes / quotaBytes) : 1;
  const full = usedBytes >= quotaBytes;
  const nearly = share >= 0.9;
  return (
    <div className="flex items-center gap-2" data-media-usage="">
      <div aria-hidden="true" className="h-1.5 w-20 shrink-0 overflow-hidden rounded-full bg-muted">
        <div
          className={cn("h-full rounded-full", nearly ? "bg-destructive" : "bg-primary/70")}
          style={{ width: `${Math.max(share * 100, usedBytes > 0 ? 2 : 0)}%` }}
        />
      </div>
      <p className={cn("text-xs", full ? "font-medium text-destructive" : nearly ? "font-medium text-foreground" : "text-muted-foreground")}>
        {UPLOAD_LIMIT_TEXTS.usage({ usedBytes, quotaBytes })}
      </p>
    </div>
  );
}
