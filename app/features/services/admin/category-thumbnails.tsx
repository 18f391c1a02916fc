import { ImageIcon } from "lucide-react";
import { ListThumbnail } from "~/features/media/list-thumbnail";

/** A category's thumbnails show 3 images, then '+N' for the others. */
export const THUMBNAILS_SHOWN = 3;

export function splitThumbnails(images: readonly string[], shown = THUMBNAILS_SHOWN): { visible: string[]; more: number } {
  return { visible: images.slice(0, shown), more: Math.max(0, images.length - shown) };
}

export function CategoryThumbnails({ images, name }: { images: readonly string[]; name: string }) {
  const { visible, more } = splitThumbnails(images);
  if (visible.length === 0) {
    return (
      <span className="flex items-center gap-1.5 text-xs text-muted-foreground">
        <ImageIcon aria-hidden="true" className="size-3.5" />
        Aucune image
      </span>
    );
  }
  return (
    <div className="flex items-center gap-1.5">
      <span className="sr-only">
        {images.length} image{images.length > 1 ? "s" : ""} pour {name}
      </span>
      {visible.map((url, index) => (
        <ListThumbnail
          key={`${url}-${index}`}
          src={url}
          className="size-12 rounded-md border bg-muted object-cover"
          onError={(event) => {
            if (!event.currentTarget.src.endsWith("/placeholder.svg")) event.currentTarget.src = "/placeholder.svg";
          }}
        />
      ))}
      {more > 0 ? (
        <span aria-hidden="true" className="grid size-12 place-items-center rounded-md border bg-muted text-sm font-medium text-muted-foreground">
          +{more}
        </span>
      ) : null}
    </div>
  );
}
