import type { ComponentProps } from "react";

type Props = Omit<ComponentProps<"img">, "alt" | "width" | "height" | "loading" | "decoding"> & { src: string };

/** The 48 px picture of a back-office list's row (a member, a partner, a category): decorative, fetched when near the screen. */
export function ListThumbnail({ src, ...props }: Props) {
  return <img src={src} alt="" width={48} height={48} loading="lazy" decoding="async" {...props} />;
}
