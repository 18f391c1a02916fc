import { BaseSequencer, type TestSpecification } from "vitest/node";

/**
 * The files that take longest (`npm run test:timings`, issue 22), started first. Vitest orders
 * files by their last durations, which a clean clone (CI) does not have: it falls back on their
 * size, and a short file that runs long — crash-loop's 45 s of kill -9 — then came last, alone on
 * one worker while the other had nothing left to do (40 s of the integration phase's 6 minutes).
 * A file missing from these lists keeps Vitest's order, after them. Update them from the timing
 * tables when a file grows long.
 */
const LONG_FIRST: Record<string, string[]> = {
  integration: [
    "crash-loop.test.ts",
    "demo-mode.test.ts",
    "backup-restore.test.ts",
    "sign-in-limits.test.ts",
    "database-outage.test.ts",
    "sign-up.test.ts",
    "graceful-stop.test.ts",
    "mail-delivery-faults.test.ts",
    "submissions-http.test.ts",
    "media-variants.test.ts",
    "account.test.ts",
    "embedded-postgres-restart.test.ts",
  ],
  e2e: [
    "admin-domains.test.ts",
    "hours-copy-and-holidays.test.ts",
    "unsaved-changes.test.ts",
    "owner-invitation.test.ts",
    "appearance-preview.test.ts",
    "inbox-contact-messages.test.ts",
    "featured-products-order.test.ts",
    "editor-events-testimonials.test.ts",
    "storefront-products-contact.test.ts",
    "sign-up.test.ts",
    "storefront-about-services.test.ts",
    "plans.test.ts",
    "editor-home.test.ts",
    "editor-about.test.ts",
  ],
};

export default class LongFirstSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const rank = (spec: TestSpecification) => {
      const list = LONG_FIRST[spec.project.name] ?? [];
      const index = list.findIndex((name) => spec.moduleId.endsWith(`/${name}`));
      return index < 0 ? list.length : index;
    };
    // Stable: within a project, the listed files in their order, then the others in Vitest's.
    const position = new Map(sorted.map((spec, index) => [spec, index]));
    return [...sorted].sort((a, b) => {
      if (a.project.name !== b.project.name) return (position.get(a) ?? 0) - (position.get(b) ?? 0);
      return rank(a) - rank(b) || (position.get(a) ?? 0) - (position.get(b) ?? 0);
    });
  }
}
