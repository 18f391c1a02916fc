import { Facebook, Globe, Instagram, LinkedIn, TikTok, XTwitter, type IconComponent } from "~/components/icon/icons";
import type { IconProps } from "~/components/icon/icon";

/**
 * Outline icons of the social networks, drawn in the same 24-unit, 2-px stroke style as lucide
 * (lucide 1.x dropped brand icons; their paths are in scripts/build-icon-sprite.ts). Matched on
 * the labels PublicSite.social uses.
 */
const ICONS: Record<string, IconComponent> = {
  Facebook,
  Instagram,
  "X (Twitter)": XTwitter,
  TikTok,
  LinkedIn,
};

export function SocialIcon({ network, ...props }: { network: string } & IconProps) {
  const Icon = ICONS[network] ?? Globe;
  return <Icon aria-hidden="true" {...props} />;
}
