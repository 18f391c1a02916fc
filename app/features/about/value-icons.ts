import { Award, Globe, Handshake, Heart, Leaf, Shield, Star, type LucideIcon } from "lucide-react";
import type { ValueIcon } from "~/db/enums";

/** The value icons the spec lists, with their French names, for the picker and the list. */
export const VALUE_ICON_CHOICES: Record<ValueIcon, { label: string; icon: LucideIcon }> = {
  award: { label: "Récompense", icon: Award },
  shield: { label: "Bouclier", icon: Shield },
  handshake: { label: "Poignée de main", icon: Handshake },
  heart: { label: "Cœur", icon: Heart },
  star: { label: "Étoile", icon: Star },
  leaf: { label: "Feuille", icon: Leaf },
  globe: { label: "Globe", icon: Globe },
};
