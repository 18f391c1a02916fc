import { ImageIcon } from "lucide-react";
import { imageFile } from "~/features/media/focal-point";
import { truncateText } from "~/features/seo/page-meta";
import { SEO_DESCRIPTION_MAX, SEO_TITLE_MAX } from "~/features/seo/page-seo-schema";

/** 'lesdelices.fr › merchant › products': the address as a search result writes it. */
export function breadcrumb(url: string): string {
  try {
    const parsed = new URL(url);
    return [parsed.host, ...parsed.pathname.split("/").filter(Boolean)].join(" › ");
  } catch {
    return url;
  }
}

type PreviewProps = { siteName: string; url: string; title: string; description: string };

/** How the page may look in Google's results: site, address, title and description, cut as Google cuts them. */
export function SearchResultPreview({ siteName, url, title, description }: PreviewProps) {
  return (
    <div data-testid="search-preview" className="rounded-xl border bg-white p-4 text-left shadow-sm [font-family:Arial,sans-serif]">
      <div className="flex items-center gap-3">
        <span aria-hidden="true" className="grid size-7 shrink-0 place-items-center rounded-full bg-[#f1f3f4] text-xs font-semibold text-[#4d5156]">
          {siteName.trim().charAt(0).toUpperCase() || "V"}
        </span>
        <div className="min-w-0">
          <p className="truncate text-sm text-[#202124]">{siteName}</p>
          <p className="truncate text-xs text-[#4d5156]">{breadcrumb(url)}</p>
        </div>
      </div>
      <p className="mt-2 text-lg leading-snug break-words text-[#1a0dab]">{truncateText(title, SEO_TITLE_MAX)}</p>
      <p className="mt-1 text-sm leading-relaxed break-words text-[#4d5156]">{truncateText(description, SEO_DESCRIPTION_MAX)}</p>
    </div>
  );
}

/** How the page looks when shared (Facebook, WhatsApp…): image, domain, title, description. */
export function ShareCardPreview({ domain, title, description, image }: { domain: string; title: string; description: string; image: string | null }) {
  return (
    <div data-testid="share-preview" className="overflow-hidden rounded-xl border bg-white text-left shadow-sm [font-family:Arial,sans-serif]">
      {image ? (
        <img src={imageFile(image)} alt="" width={1200} height={630} className="aspect-[1200/630] w-full bg-muted object-cover" />
      ) : (
        <div className="grid aspect-[1200/630] place-items-center bg-muted text-muted-foreground">
          <ImageIcon aria-hidden="true" className="size-8" />
        </div>
      )}
      <div className="border-t bg-[#f0f2f5] px-3 py-2.5">
        <p className="truncate text-xs text-[#4b4f56] uppercase">{domain}</p>
        <p className="mt-0.5 line-clamp-2 font-semibold leading-snug text-[#1c1e21]">{truncateText(title, 90)}</p>
        <p className="mt-0.5 line-clamp-1 text-sm text-[#4b4f56]">{description}</p>
      </div>
    </div>
  );
}
