import { useCallback, useEffect, useRef, useState } from "react";
import { LoaderCircle, Monitor, Smartphone } from "lucide-react";
import { cn } from "~/lib/cn";
import { responsiveImage } from "~/features/media/responsive-image";
import { PLACEHOLDER_LOGO, themeStyle } from "~/features/appearance/theme";
import type { ColorField } from "~/features/appearance/appearance-schema";

type Props = { siteId: string; siteName: string; logoUrl: string | null; colors: Record<ColorField, string> };

/** The two widths a merchant checks: a phone and a laptop, drawn at their real width and scaled to fit. */
export const PREVIEW_DEVICES = {
  phone: { label: "Téléphone", icon: Smartphone, width: 375, height: 720 },
  desktop: { label: "Ordinateur", icon: Monitor, width: 1280, height: 800 },
} as const;
type Device = keyof typeof PREVIEW_DEVICES;

/** The address of the framed home: a back-office page (routes/admin/appearance-preview.tsx). */
export const previewUrl = (siteId: string) => `/admin/appearance/preview?site=${encodeURIComponent(siteId)}`;

/**
 * The merchant's real home page in an iframe, with the colours and logo being edited applied
 * before anything is saved (ADR 026). The framed page is the storefront's own rendering of the
 * saved site, same origin and without scripts; this component writes the theme's custom
 * properties on its theme element, as the server does, so nothing travels in a URL and nothing
 * is stored. Links and forms inside stay put: the preview is for looking.
 */
export function AppearancePreview({ siteId, siteName, logoUrl, colors }: Props) {
  const [device, setDevice] = useState<Device>("phone");
  const [loaded, setLoaded] = useState(false);
  const frameRef = useRef<HTMLIFrameElement>(null);
  const [boxWidth, setBoxWidth] = useState(0);
  const boxRef = useCallback((box: HTMLDivElement | null) => {
    if (!box) return;
    const observer = new ResizeObserver(([entry]) => setBoxWidth(entry.contentRect.width));
    observer.observe(box);
    return () => observer.disconnect();
  }, []);

  const style = themeStyle({
    primary: colors.primaryColor,
    primaryHover: colors.primaryHoverColor,
    secondary: colors.secondaryColor,
    accent: colors.accentColor,
  });
  const styleKey = JSON.stringify(style);

  const apply = useCallback(() => {
    const doc = frameRef.current?.contentDocument;
    const theme = doc?.querySelector<HTMLElement>(".site-theme");
    if (!doc || !theme) return;
    for (const [name, value] of Object.entries(JSON.parse(styleKey) as Record<string, string>)) theme.style.setProperty(name, value);
    const logo = doc.querySelector<HTMLImageElement>("header img");
    if (logo) {
      const image = responsiveImage(logoUrl || PLACEHOLDER_LOGO, { sizes: [[null, "48px"]] });
      if (logo.dataset.previewLogo !== image.src) {
        logo.dataset.previewLogo = image.src;
        logo.srcset = image.srcSet ?? "";
        logo.sizes = image.sizes ?? "";
        logo.src = image.src;
      }
    }
  }, [styleKey, logoUrl]);

  useEffect(apply, [apply]);

  const prepared = useRef(new WeakSet<Document>());
  function onLoad() {
    const doc = frameRef.current?.contentDocument;
    if (!doc || !doc.querySelector(".site-theme")) return;
    if (prepared.current.has(doc)) return;
    prepared.current.add(doc);
    // Stay on the home: a link or a form would leave the preview for the saved site.
    doc.addEventListener(
      "click",
      (event) => {
        const link = (event.target as Element | null)?.closest?.("a[href]");
        if (link && !link.getAttribute("href")?.startsWith("#")) event.preventDefault();
      },
      true,
    );
    doc.addEventListener("submit", (event) => event.preventDefault(), true);
    doc.querySelector("header img")?.addEventListener("error", (event) => {
      const img = event.currentTarget as HTMLImageElement;
      if (!img.src.endsWith(PLACEHOLDER_LOGO)) {
        img.srcset = "";
        img.src = PLACEHOLDER_LOGO;
      }
    });
    apply();
    setLoaded(true);
  }

  // A page already loaded before hydration fired its load event unseen: catch up once.
  useEffect(() => {
    if (frameRef.current?.contentDocument?.readyState === "complete") onLoad();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, on mount
  }, []);

  const frame = PREVIEW_DEVICES[device];
  // The device's edge is drawn outside the scaled page (box-content), so it takes room too.
  const edge = device === "phone" ? 6 : 1;
  const scale = boxWidth > 0 ? Math.min(1, (boxWidth - 2 * edge) / frame.width) : 0;
  const shownWidth = frame.width * scale;
  const shownHeight = frame.height * scale;

  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <div role="group" aria-label="Largeur de l'aperçu" className="inline-flex rounded-lg border bg-muted p-0.5">
          {(Object.keys(PREVIEW_DEVICES) as Device[]).map((key) => {
            const { label, icon: Icon, width } = PREVIEW_DEVICES[key];
            return (
              <button
                key={key}
                type="button"
                aria-pressed={device === key}
                onClick={() => setDevice(key)}
                className={cn(
                  "inline-flex h-8 items-center gap-1.5 rounded-md px-3 text-sm font-medium text-muted-foreground transition-colors hover:text-foreground focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-ring",
                  device === key && "bg-background text-foreground shadow-xs",
                )}
              >
                <Icon aria-hidden="true" className="size-4" />
                {label}
                <span className="sr-only"> ({width} pixels de large)</span>
              </button>
            );
          })}
        </div>
        <p className="text-xs text-muted-foreground">Vos couleurs s'affichent ici avant d'être sauvegardées.</p>
      </div>

      <div
        ref={boxRef}
        data-testid="appearance-preview"
        data-device={device}
        className="relative w-full"
        style={{ height: scale > 0 ? shownHeight + 2 * edge : frame.height / 2 }}
      >
        <div
          className={cn(
            "absolute top-0 box-content overflow-hidden bg-white shadow-sm",
            device === "phone" ? "rounded-[1.75rem] border-gray-900" : "rounded-xl border-border",
          )}
          style={scale > 0 ? { left: (boxWidth - shownWidth - 2 * edge) / 2, width: shownWidth, height: shownHeight, borderWidth: edge } : { inset: 0 }}
        >
          <iframe
            ref={frameRef}
            src={previewUrl(siteId)}
            title={`Aperçu de la page d'accueil du site ${siteName}`}
            onLoad={onLoad}
            width={frame.width}
            height={frame.height}
            className={cn("origin-top-left border-0 bg-white transition-opacity", loaded && scale > 0 ? "opacity-100" : "opacity-0")}
            style={{ width: frame.width, height: frame.height, transform: `scale(${scale})` }}
          />
          {!loaded ? (
            <div role="status" className="absolute inset-0 grid place-items-center bg-muted/60 text-sm text-muted-foreground">
              <span className="inline-flex items-center gap-2">
                <LoaderCircle aria-hidden="true" className="size-4 animate-spin" />
                Chargement de l'aperçu…
              </span>
            </div>
          ) : null}
        </div>
      </div>
    </div>
  );
}
