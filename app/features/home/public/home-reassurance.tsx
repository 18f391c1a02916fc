import { Award, Heart, Shield, Star, Truck, type IconComponent } from "~/components/icon/icons";
import { cn } from "~/lib/cn";
import type { ShownReassuranceItem } from "~/features/home/home-data.server";
import { CONTAINER } from "~/features/home/public/section-heading";
import { usePageLanguage } from "~/lib/i18n/page-language";
import { Shown } from "~/lib/i18n/translated-text";

const ICONS: Record<string, IconComponent> = { award: Award, shield: Shield, truck: Truck, heart: Heart, star: Star };

/**
 * Reassurance strip (icon, title, description). The icon sits on primary_hover_color
 * ("used as icon background"), drawn in the text colour computed for it.
 */
export function HomeReassurance({ items }: { items: ShownReassuranceItem[] }) {
  const { t } = usePageLanguage();
  return (
    <section aria-labelledby="nos-engagements" className="border-y border-black/5 bg-white py-12 sm:py-16">
      <h2 id="nos-engagements" className="sr-only">
        {t("home.pledges")}
      </h2>
      <ul className={cn(CONTAINER, "grid gap-x-8 gap-y-8 sm:grid-cols-2", items.length >= 4 ? "lg:grid-cols-4" : items.length === 3 ? "lg:grid-cols-3" : "")}>
        {items.map((item) => {
          const Icon = ICONS[item.iconName] ?? Award;
          return (
            <li key={item.id} className="site-pledge">
              <span className="site-badge-icon">
                <Icon aria-hidden="true" className="size-6" strokeWidth={1.75} />
              </span>
              <div>
                <h3 className="site-pledge-title">
                  <Shown value={item.title} />
                </h3>
                {item.description.text ? (
                  <p className="site-pledge-text">
                    <Shown value={item.description} />
                  </p>
                ) : null}
              </div>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
