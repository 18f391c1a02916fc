/**
 * Whether an error means "the database cannot be reached right now" (ADR 019), as opposed to a
 * failed statement: the server is stopped, restarting, or too far away. Such an error gets a 503
 * and a retry, never a 500. Drizzle wraps the driver's error (`cause`), and Node reports a refused
 * connection to every address of a name as an AggregateError, so both are looked through.
 */

/** Node's socket errors on the way to the server. */
const NETWORK_CODES = new Set(["ECONNREFUSED", "ECONNRESET", "ECONNABORTED", "ETIMEDOUT", "EPIPE", "EHOSTUNREACH", "ENETUNREACH", "ENOTFOUND", "EAI_AGAIN"]);

/**
 * PostgreSQL's own: class 08 (connection exception), and the server shutting down (57P01 admin,
 * 57P02 crash) or not accepting connections yet (57P03: starting up, in recovery).
 */
const SQLSTATE = /^(?:08[0-9A-Z]{3}|57P0[123])$/;

/** node-postgres and pg-pool raise these without a code when the connection goes away. */
const DRIVER_MESSAGES = [
  "Connection terminated",
  "timeout exceeded when trying to connect",
  "Client has encountered a connection error and is not queryable",
  "Client was closed and is not queryable",
  "Query read timeout",
];

export function isDatabaseUnavailable(err: unknown, depth = 0): boolean {
  if (typeof err !== "object" || err === null || depth > 6) return false;
  const { code, message, cause, errors } = err as { code?: unknown; message?: unknown; cause?: unknown; errors?: unknown };
  if (typeof code === "string" && (NETWORK_CODES.has(code) || SQLSTATE.test(code))) return true;
  if (typeof message === "string" && DRIVER_MESSAGES.some((m) => message.startsWith(m))) return true;
  if (Array.isArray(errors) && errors.some((e) => isDatabaseUnavailable(e, depth + 1))) return true;
  return isDatabaseUnavailable(cause, depth + 1);
}

/** Raised where a request is refused because the database is known to be down (no attempt made). */
export class DatabaseUnavailableError extends Error {
  readonly code = "57P03";
  constructor(message = "la base de données est indisponible") {
    super(message);
    this.name = "DatabaseUnavailableError";
  }
}
