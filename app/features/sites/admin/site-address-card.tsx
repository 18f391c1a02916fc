import { Copy, Download, ExternalLink, Globe } from "lucide-react";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { copyText } from "~/features/admin-kit/copy-text";

/** The site's main address as the dashboard shows it: where it is, and its QR code drawn on the server. */
export type SiteAddressView = { url: string; host: string; qrSvg: string; published: boolean };

export const SITE_ADDRESS_TEXTS = {
  title: "L'adresse de votre site",
  draft: "Votre site n'est pas encore publié\u00a0: vos visiteurs lisent «\u00a0Bientôt en ligne\u00a0» à cette adresse jusqu'à sa publication.",
  published: "Donnez-la à vos clients, imprimez le QR code sur vos flyers ou collez-le sur votre vitrine.",
  copy: "Copier",
  qrLabel: (host: string) => `QR code de l'adresse ${host}`,
} as const;

const QR_PATH = "/admin/address-qr";

/**
 * At the top of the dashboard: the main address — the verified custom domain, else
 * `<slug>.<SITES_DOMAIN>` — with 'Copier', and its QR code with PNG and SVG downloads. The QR code
 * is an SVG drawn by the loader: no script, nothing to load after the page.
 */
export function SiteAddressCard({ address }: { address: SiteAddressView }) {
  // As people type it: no scheme, no final slash (the port only where the platform has one).
  const shown = address.url.replace(/^https?:\/\//, "").replace(/\/$/, "");
  return (
    <Card className="gap-4 p-4 sm:flex-row sm:items-center sm:gap-6 sm:p-5">
      <div className="flex min-w-0 flex-1 flex-col gap-3">
        <div className="flex items-center gap-2">
          <span aria-hidden="true" className="grid size-8 shrink-0 place-items-center rounded-full bg-primary/10 text-primary">
            <Globe className="size-4" />
          </span>
          <h2 className="font-sans text-sm font-semibold">{SITE_ADDRESS_TEXTS.title}</h2>
        </div>
        <a
          href={address.url}
          target="_blank"
          rel="noopener noreferrer"
          className="group inline-flex min-w-0 items-center gap-1.5 text-lg font-semibold text-primary underline-offset-4 hover:underline sm:text-xl"
          data-testid="site-address"
        >
          <span className="wrap-anywhere">{shown}</span>
          <ExternalLink aria-hidden="true" className="size-4 shrink-0 opacity-70" />
          <span className="sr-only">(s'ouvre dans un nouvel onglet)</span>
        </a>
        <p className="text-sm text-muted-foreground">{address.published ? SITE_ADDRESS_TEXTS.published : SITE_ADDRESS_TEXTS.draft}</p>
        <div className="flex flex-wrap gap-2">
          <Button type="button" size="sm" onClick={() => copyText(address.url)}>
            <Copy aria-hidden="true" />
            {SITE_ADDRESS_TEXTS.copy}
          </Button>
          {(["png", "svg"] as const).map((format) => (
            <Button key={format} asChild variant="outline" size="sm">
              <a href={`${QR_PATH}?format=${format}`} download>
                <Download aria-hidden="true" />
                {`QR code (${format.toUpperCase()})`}
              </a>
            </Button>
          ))}
        </div>
      </div>
      <div
        role="img"
        aria-label={SITE_ADDRESS_TEXTS.qrLabel(shown)}
        className="size-32 shrink-0 self-center rounded-md border bg-white p-1 sm:size-36 [&>svg]:size-full"
        data-testid="site-address-qr"
        // The SVG is drawn on the server by `qrcode` from the site's own address: no user markup.
        dangerouslySetInnerHTML={{ __html: address.qrSvg }}
      />
    </Card>
  );
}
