/** What `loadSection` needs of the request's context: its logger and request id. */
type SectionContext = { logger: { error(fields: object, message: string): void }; requestId: string };

/**
 * One section of a page read on its own: a failed query is logged (`label`, with the request and
 * the site) and the section is shown with `fallback` — never a 500 for the whole page (the public
 * pages' and the back-office's rule for a section that cannot be read). `failed` tells the page to
 * say so (`LoadErrorAlert`) where it does.
 */
export async function loadSection<T>(
  context: SectionContext,
  label: string,
  query: () => Promise<T>,
  fallback: T,
  siteId?: string,
): Promise<{ value: T; failed: boolean }> {
  try {
    return { value: await query(), failed: false };
  } catch (err) {
    context.logger.error({ err, requestId: context.requestId, ...(siteId === undefined ? {} : { siteId }) }, label);
    return { value: fallback, failed: true };
  }
}
