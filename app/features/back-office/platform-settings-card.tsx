import { Settings2 } from "lucide-react";
import { IconTile } from "~/features/admin-kit/section-card";
import { Card, CardDescription, CardHeader, CardTitle } from "~/components/ui/card";
import type { SettingGap } from "~/lib/config.server";

export const PLATFORM_SETTINGS_TEXTS = {
  title: "Configuration de la plateforme",
  description: "Des réglages dont les commerçants dépendent manquent au serveur. Visible par les administrateurs seulement.",
  see: "Voir",
} as const;

/** What the card shows of a gap: serialisable, from the loader. */
export type PlatformSettingGapView = Pick<SettingGap, "key" | "settings" | "breaks" | "anchor">;

/**
 * The admin dashboard's 'Configuration de la plateforme': each setting merchants depend
 * on that the server lacks (app/lib/config.server.ts, platformSettingGaps), what it breaks for them, and
 * the README's section that says what to set. Nothing when all is set; the loader gives it to
 * admins only.
 */
export function PlatformSettingsCard({ gaps }: { gaps: PlatformSettingGapView[] }) {
  if (gaps.length === 0) return null;
  return (
    <Card role="region" aria-labelledby="platform-settings-title" className="gap-0 py-0">
      <CardHeader className="flex-row items-start gap-3 border-b px-4 py-4 sm:px-6">
        <IconTile icon={<Settings2 />} className="bg-amber-100 text-amber-900" />
        <div className="grid min-w-0 gap-1">
          <CardTitle as="h2" id="platform-settings-title">
            {PLATFORM_SETTINGS_TEXTS.title}
          </CardTitle>
          <CardDescription>{PLATFORM_SETTINGS_TEXTS.description}</CardDescription>
        </div>
      </CardHeader>
      <ul className="divide-y">
        {gaps.map((gap) => (
          <li key={gap.key} className="grid gap-1 px-4 py-3 text-sm sm:px-6">
            <p className="flex flex-wrap gap-x-2 gap-y-1 font-medium">
              {gap.settings.map((setting) => (
                <code key={setting} className="rounded bg-muted px-1.5 py-0.5 font-mono text-xs wrap-anywhere">
                  {setting}
                </code>
              ))}
            </p>
            <p className="text-muted-foreground">{capitalised(gap.breaks)}.</p>
            <p className="text-xs text-muted-foreground">
              {`${PLATFORM_SETTINGS_TEXTS.see} `}
              <code className="font-mono wrap-anywhere">{`README.md#${gap.anchor}`}</code>
            </p>
          </li>
        ))}
      </ul>
    </Card>
  );
}

function capitalised(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
