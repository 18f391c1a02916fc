import { platformSettingGaps, type Config } from "~/lib/config.server";
import type { PlatformSettingGapView } from "~/features/back-office/platform-settings-card";

/**
 * The admin dashboard's 'Configuration de la plateforme': the settings merchants depend
 * on that the server lacks (the start's own check, app/lib/config.server.ts), for an admin; nothing for an
 * owner, who can do nothing about them.
 */
export function platformGapsFor(config: Config, role: string | null | undefined): PlatformSettingGapView[] {
  if (role !== "admin") return [];
  return platformSettingGaps(config).map(({ key, settings, breaks, anchor }) => ({ key, settings, breaks, anchor }));
}
