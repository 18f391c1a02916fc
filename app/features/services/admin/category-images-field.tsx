import { useId, useRef, useState } from "react";
import { ArrowLeft, ArrowRight, X } from "lucide-react";
import { Button } from "~/components/ui/button";
import { ImageField } from "~/features/media/image-field";
import { MAX_CATEGORY_IMAGES } from "~/features/services/services-schema";

/** The two moves of an image in the list: before its neighbour on the left, after the one on the right. */
const MOVES = [
  { delta: -1, side: "gauche", icon: ArrowLeft },
  { delta: 1, side: "droite", icon: ArrowRight },
] as const;

type Props = {
  defaultValue: string[];
  error?: string;
  onUploadingChange: (uploading: boolean) => void;
};

/**
 * The images of a category, in order: thumbnails to move left or right and remove, and an image
 * field that adds each chosen or pasted image at the end (then empties itself). Each URL travels
 * in a hidden `images` input, in order, so the action receives the whole list.
 */
export function CategoryImagesField({ defaultValue, error, onUploadingChange }: Props) {
  const [images, setImages] = useState(defaultValue);
  const [adderKey, setAdderKey] = useState(0);
  const [announcement, setAnnouncement] = useState("");
  const ids = useId();
  const list = useRef<HTMLUListElement>(null);

  function move(index: number, delta: -1 | 1) {
    const to = index + delta;
    if (to < 0 || to >= images.length) return;
    const next = [...images];
    [next[index], next[to]] = [next[to], next[index]];
    setImages(next);
    setAnnouncement(`Image déplacée\u00a0: position ${to + 1} sur ${next.length}`);
    // Keep the focus on the moved image's matching button (or its other one at an edge).
    requestAnimationFrame(() => {
      const buttons = list.current?.querySelectorAll<HTMLButtonElement>(`[data-image-index="${to}"]`);
      const wanted = [...(buttons ?? [])].find((b) => b.dataset.direction === String(delta) && !b.disabled) ?? buttons?.[0];
      wanted?.focus();
    });
  }

  function remove(index: number) {
    setImages(images.filter((_, i) => i !== index));
    setAnnouncement(`Image ${index + 1} retirée`);
  }

  const full = images.length >= MAX_CATEGORY_IMAGES;

  return (
    <div className="grid gap-3">
      <div role="group" aria-labelledby={`${ids}-label`} className="grid gap-2">
        <div id={`${ids}-label`} className="text-sm leading-none font-medium">
          Images de la catégorie ({images.length})
        </div>
        {images.length === 0 ? (
          <p className="text-xs text-muted-foreground">Aucune image pour le moment{"\u00a0"}: la première s'affiche en grand sur la page.</p>
        ) : (
          <ul ref={list} aria-label="Images de la catégorie" className="grid grid-cols-2 gap-2 sm:grid-cols-3">
            {images.map((url, index) => (
              <li key={`${url}-${index}`} className="group relative overflow-hidden rounded-lg border bg-muted">
                <img
                  src={url}
                  alt={`Image ${index + 1}`}
                  width={160}
                  height={120}
                  decoding="async"
                  className="aspect-[4/3] w-full object-cover"
                  onError={(event) => {
                    if (!event.currentTarget.src.endsWith("/placeholder.svg")) event.currentTarget.src = "/placeholder.svg";
                  }}
                />
                <input type="hidden" name="images" value={url} />
                {index === 0 ? (
                  <span className="absolute top-1.5 left-1.5 rounded-md bg-black/70 px-1.5 py-0.5 text-[0.6875rem] font-medium text-white">Principale</span>
                ) : null}
                <div className="flex items-center justify-between gap-1 border-t bg-background/95 px-1 py-0.5">
                  <div className="flex">
                    {MOVES.map(({ delta, side, icon: Icon }) => (
                      <Button
                        key={delta}
                        variant="ghost"
                        size="icon-sm"
                        data-image-index={index}
                        data-direction={delta}
                        aria-label={`Déplacer l'image ${index + 1} vers la ${side}`}
                        disabled={index + delta < 0 || index + delta >= images.length}
                        onClick={() => move(index, delta)}
                      >
                        <Icon aria-hidden="true" />
                      </Button>
                    ))}
                  </div>
                  <Button
                    variant="ghost"
                    size="icon-sm"
                    className="text-muted-foreground hover:bg-red-50 hover:text-red-700"
                    aria-label={`Retirer l'image ${index + 1}`}
                    onClick={() => remove(index)}
                  >
                    <X aria-hidden="true" />
                  </Button>
                </div>
              </li>
            ))}
          </ul>
        )}
        {error ? <p className="text-sm text-destructive">{error}</p> : null}
        <p aria-live="polite" className="sr-only">
          {announcement}
        </p>
      </div>

      {full ? (
        <p className="text-xs text-muted-foreground">{MAX_CATEGORY_IMAGES} images au plus par catégorie.</p>
      ) : (
        <ImageField
          key={adderKey}
          name="newImage"
          label="Ajouter une image"
          bucket="about-images"
          aspect="4/3"
          hint="Chaque image choisie ou collée s'ajoute à la fin de la liste."
          onUploadingChange={onUploadingChange}
          onChange={(url) => {
            if (!url) return;
            setImages((current) => [...current, url]);
            setAnnouncement("Image ajoutée");
            setAdderKey((k) => k + 1);
          }}
        />
      )}
    </div>
  );
}
