/** A UUID in its text form, any case (the ids of every table). */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Whether `value` is a UUID: checked before a query so a malformed id is a 404, not a 500. */
export function isUuid(value: string): boolean {
  return UUID.test(value);
}
