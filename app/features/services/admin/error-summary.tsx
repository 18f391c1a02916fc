import type { FieldErrors } from "~/features/admin-kit/action-result";
import { uniqueMessages } from "~/features/services/services-schema";

/** The services dialogs' messages, each once (name and title missing give one message), above the fields they name. */
export function ErrorSummary({ id, errors }: { id: string; errors: FieldErrors }) {
  const messages = uniqueMessages(errors);
  if (messages.length === 0) return null;
  return (
    <div id={id} role="alert" className="rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-900">
      {messages.map((message) => (
        <p key={message}>{message}</p>
      ))}
    </div>
  );
}

/** A field's marks for its error, shown in the summary `summaryId`: invalid, and described by it. */
export function invalidMarks<F extends string>(errors: FieldErrors, summaryId: string) {
  return (field: F) => (errors[field] ? { "aria-invalid": true as const, "aria-describedby": summaryId } : {});
}
