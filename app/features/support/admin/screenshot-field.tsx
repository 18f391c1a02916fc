import { lazy, Suspense, useEffect, useRef, useState, type ReactNode } from "react";
import { ImagePlus } from "lucide-react";
import { Button } from "~/components/ui/button";
import type { ImageFieldProps } from "~/features/media/image-field";
import { HELP_TEXTS } from "~/features/support/help-request-schema";

// The upload field and its media code come with the first screenshot she attaches, not with the page.
const ImageField = lazy(() => import("~/features/media/image-field").then((module) => ({ default: module.ImageField })));

type ScreenshotFieldProps = Pick<ImageFieldProps, "defaultValue" | "error" | "hint" | "onUploadingChange">;

/**
 * A support message's optional screenshot: 'Joindre une capture d'écran' opens the upload field
 * (shown at once when the form comes back with one, or with its error), focus moved into it.
 */
export function ScreenshotField({ defaultValue, error, hint, onUploadingChange }: ScreenshotFieldProps) {
  const [open, setOpen] = useState(Boolean(defaultValue) || Boolean(error));
  if (!open) {
    return (
      <div>
        <Button type="button" variant="outline" size="sm" onClick={() => setOpen(true)}>
          <ImagePlus aria-hidden="true" />
          {HELP_TEXTS.attachScreenshot}
        </Button>
      </div>
    );
  }
  return (
    <Suspense fallback={<p className="text-sm text-muted-foreground">{HELP_TEXTS.screenshotLoading}</p>}>
      <FocusInside enabled={!defaultValue && !error}>
        <ImageField
          name="screenshotUrl"
          label={HELP_TEXTS.screenshot}
          bucket="support-images"
          uploadsOnly
          fit="contain"
          aspect="16/10"
          hint={hint}
          defaultValue={defaultValue}
          error={error}
          onUploadingChange={onUploadingChange}
        />
      </FocusInside>
    </Suspense>
  );
}

/** Moves the focus to the first button inside once drawn ('Choisir une image'): the one that opened it is gone. */
function FocusInside({ enabled, children }: { enabled: boolean; children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (enabled) ref.current?.querySelector<HTMLElement>("button:not([disabled])")?.focus();
  }, [enabled]);
  return <div ref={ref}>{children}</div>;
}
