import { data } from "react-router";
import type { RequestContext } from "~/context";
import { GENERIC_TEXTS, done, failed, invalid, type ActionResult } from "~/features/admin-kit/action-result";
import type { CurrentSite } from "~/features/admin-kit/current-site.server";
import { readIntent, unknownIntent } from "~/features/admin-kit/intent";
import type { SessionUser } from "~/features/auth/auth.server";
import { fieldErrors, formValues } from "~/lib/form-errors";
import { errorToast, successToast } from "~/lib/toast";
import { z } from "~/lib/zod";
import {
  deleteVisitorData,
  exportVisitorData,
  findVisitorData,
  saveRetentionMonths,
  type VisitorExport,
  type VisitorFound,
} from "~/features/visitor-data/visitor-data.server";
import { VISITOR_DATA_TEXTS, countsSentence, deletedWord, retentionSchema, visitorEmailSchema } from "~/features/visitor-data/visitor-data-schema";

/**
 * What /admin/donnees answers: the kit's `ActionResult`, with what was found for the address
 * (`search`, and `delete`: nothing left) or the file to download (`export`).
 */
export type VisitorDataResult = ActionResult & { email?: string; found?: VisitorFound; file?: VisitorExport };

type Answer = ReturnType<typeof done>;

/** The kit's answer with this screen's payload added (status and headers kept). */
function withPayload(answer: Answer, payload: Pick<VisitorDataResult, "email" | "found" | "file">) {
  return data<VisitorDataResult>({ ...answer.data, ...payload }, answer.init ?? undefined);
}

type Args = { context: RequestContext; user: SessionUser; site: CurrentSite; form: FormData };

const VISITOR_DATA_INTENTS = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("save-retention") }),
  z.object({ intent: z.literal("search") }),
  z.object({ intent: z.literal("export") }),
  z.object({ intent: z.literal("delete") }),
]);

/** What every intent's handler reads: the handler's arguments and its log, which names the intent. */
type VisitorArgs = Args & { log: RequestContext["logger"] };

/** A visitor's address, checked: `values` is what was typed, given back with a refusal or a failure. */
type Visitor = { email: string; values: Record<"email", string> };

/**
 * POST /admin/donnees (a `siteAction`: the form's `siteId` is the session's site, else 409):
 * - `save-retention`: `months`, one of RETENTION_CHOICES;
 * - `search`, `export`, `delete`: `email`, the visitor's address.
 * Every read and write is the session's site's, whatever else the form holds. The server log
 * names the site and the counts, never the address.
 */
export async function handleVisitorDataAction({ context, user, site, form }: Args) {
  const parsed = readIntent(VISITOR_DATA_INTENTS, form);
  if (!parsed) return failed(undefined, GENERIC_TEXTS.saveFailed, 400);
  const log = context.logger.child({ requestId: context.requestId, siteId: site.id, intent: parsed.intent });
  const args: VisitorArgs = { context, user, site, form, log };
  switch (parsed.intent) {
    case "save-retention":
      return saveRetention(args);
    case "search":
      return withVisitor(args, "search", (visitor) => searchVisitor(args, visitor));
    case "export":
      return withVisitor(args, "export", (visitor) => exportVisitor(args, visitor));
    case "delete":
      return withVisitor(args, "delete", (visitor) => deleteVisitor(args, visitor));
    default:
      return unknownIntent(parsed);
  }
}

async function saveRetention({ context, site, form, log }: VisitorArgs) {
  const intent = "save-retention";
  const values = formValues(form, ["months"] as const);
  const parsed = retentionSchema.safeParse(values);
  if (!parsed.success) return invalid(intent, fieldErrors<"months">(parsed.error), { values, toast: errorToast(VISITOR_DATA_TEXTS.retentionInvalid) });
  try {
    if (!(await saveRetentionMonths(context.db, site.id, parsed.data.months))) return failed(intent, GENERIC_TEXTS.saveFailed, 404);
  } catch (err) {
    log.error({ err }, "visitor data: retention save failed");
    return failed(intent, GENERIC_TEXTS.saveFailed, 500);
  }
  return done(intent, successToast(VISITOR_DATA_TEXTS.retentionSaved(parsed.data.months), VISITOR_DATA_TEXTS.retentionSavedTitle));
}

/** The form's `email` checked (refused: 400 with its message), then `run` on it. */
function withVisitor<T>({ form }: VisitorArgs, intent: "search" | "export" | "delete", run: (visitor: Visitor) => Promise<T>) {
  const values = formValues(form, ["email"] as const);
  const parsed = visitorEmailSchema.safeParse(values);
  if (!parsed.success) return invalid(intent, fieldErrors<"email">(parsed.error), { values });
  return run({ email: parsed.data.email, values });
}

async function searchVisitor({ context, site, log }: VisitorArgs, { email, values }: Visitor) {
  const intent = "search";
  try {
    const found = await findVisitorData(context.db, site.id, email);
    return withPayload(done(intent), { email, found });
  } catch (err) {
    log.error({ failure: withoutAddress(err) }, "visitor data: search failed");
    return failed(intent, VISITOR_DATA_TEXTS.searchFailed, 500, { values });
  }
}

async function exportVisitor({ context, user, site, log }: VisitorArgs, { email, values }: Visitor) {
  const intent = "export";
  try {
    const file = await exportVisitorData(context.db, site.id, user.id, email);
    if (!file) return failed(intent, VISITOR_DATA_TEXTS.exportFailed, 404, { values });
    const counts = { messages: file.messagesDeContact.length, quotes: file.demandesDeDevis.length };
    log.info({ counts }, "visitor data exported");
    return withPayload(done(intent, successToast(`${countsSentence(counts)} dans le fichier.`, VISITOR_DATA_TEXTS.exportedTitle)), { email, file });
  } catch (err) {
    log.error({ failure: withoutAddress(err) }, "visitor data: export failed");
    return failed(intent, VISITOR_DATA_TEXTS.exportFailed, 500, { values });
  }
}

async function deleteVisitor({ context, user, site, log }: VisitorArgs, { email, values }: Visitor) {
  const intent = "delete";
  try {
    const counts = await deleteVisitorData(context.db, site.id, user.id, email, context.config.dataDir);
    log.info({ counts }, "visitor data deleted");
    const found: VisitorFound = { messages: 0, quotes: 0, items: [] };
    return withPayload(done(intent, successToast(`${countsSentence(counts)} ${deletedWord(counts)}.`, VISITOR_DATA_TEXTS.deletedTitle)), { email, found });
  } catch (err) {
    log.error({ failure: withoutAddress(err) }, "visitor data: delete failed");
    return failed(intent, VISITOR_DATA_TEXTS.deleteFailed, 500, { values });
  }
}

/**
 * A failed query's error, for the log, without what could hold the address: Drizzle's message
 * repeats the query's parameters, and PostgreSQL's `detail` the row's values. Kept: the error's
 * kind, the database's code and its own message (which names constraints, not values), the stack.
 */
export function withoutAddress(err: unknown): { type: string; code?: string; message: string; stack?: string } {
  const cause = err instanceof Error && err.cause instanceof Error ? err.cause : err;
  if (!(cause instanceof Error)) return { type: typeof cause, message: "(not an Error)" };
  const code = (cause as { code?: unknown }).code;
  // The stack's frames only: the lines before them repeat the message (Drizzle's: the query and its parameters).
  const frames =
    err instanceof Error
      ? err.stack
          ?.split("\n")
          .filter((line) => /^\s+at /.test(line))
          .join("\n")
      : undefined;
  return { type: cause.name, ...(typeof code === "string" ? { code } : {}), message: cause.message.split("\n")[0], stack: frames };
}
