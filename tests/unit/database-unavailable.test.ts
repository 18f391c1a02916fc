import { describe, expect, it } from "vitest";
import pg from "pg";
import { DatabaseUnavailableError, isDatabaseUnavailable } from "~/db/database-unavailable";
import { freePort } from "../../server/free-port";

/** What node-postgres and PostgreSQL raise, as they raise it (a code on an Error). */
const withCode = (message: string, code: string) => Object.assign(new Error(message), { code });

describe("isDatabaseUnavailable (ADR 019)", () => {
  it("recognises a real refused connection, as node-postgres reports it", async () => {
    const client = new pg.Client({ host: "127.0.0.1", port: await freePort(), user: "x", database: "x", connectionTimeoutMillis: 2000 });
    const err = await client.connect().then(
      () => null,
      (e: unknown) => e,
    );
    expect(err).not.toBeNull();
    expect(isDatabaseUnavailable(err)).toBe(true);
  });

  it("recognises the server going away and not accepting connections", () => {
    expect(isDatabaseUnavailable(withCode("terminating connection due to administrator command", "57P01"))).toBe(true);
    expect(isDatabaseUnavailable(withCode("terminating connection because of crash of another server process", "57P02"))).toBe(true);
    expect(isDatabaseUnavailable(withCode("the database system is starting up", "57P03"))).toBe(true);
    expect(isDatabaseUnavailable(withCode("connection failure", "08006"))).toBe(true);
    expect(isDatabaseUnavailable(new Error("Connection terminated unexpectedly"))).toBe(true);
    expect(isDatabaseUnavailable(new Error("timeout exceeded when trying to connect"))).toBe(true);
    expect(isDatabaseUnavailable(new Error("Client has encountered a connection error and is not queryable"))).toBe(true);
    expect(isDatabaseUnavailable(new DatabaseUnavailableError())).toBe(true);
  });

  it("looks through Drizzle's wrapping and Node's AggregateError", () => {
    const refused = withCode("connect ECONNREFUSED 127.0.0.1:5432", "ECONNREFUSED");
    expect(isDatabaseUnavailable(new Error("Failed query: select 1", { cause: refused }))).toBe(true);
    expect(
      isDatabaseUnavailable(Object.assign(new AggregateError([refused, withCode("connect ECONNREFUSED ::1:5432", "ECONNREFUSED")]), { code: undefined })),
    ).toBe(true);
  });

  it("leaves failed statements and everything else alone (those stay 500s)", () => {
    expect(isDatabaseUnavailable(withCode('syntax error at or near "selec"', "42601"))).toBe(false);
    expect(isDatabaseUnavailable(withCode("duplicate key value violates unique constraint", "23505"))).toBe(false);
    expect(isDatabaseUnavailable(withCode("canceling statement due to statement timeout", "57014"))).toBe(false);
    expect(isDatabaseUnavailable(withCode("sorry, too many clients already", "53300"))).toBe(false);
    expect(isDatabaseUnavailable(new Error("Failed query: insert", { cause: withCode("null value in column", "23502") }))).toBe(false);
    expect(isDatabaseUnavailable(new Error("Cannot use a pool after calling end on the pool"))).toBe(false);
    expect(isDatabaseUnavailable(null)).toBe(false);
    expect(isDatabaseUnavailable("ECONNREFUSED")).toBe(false);
    // A cycle of causes ends.
    const a: Error & { cause?: unknown } = new Error("a");
    a.cause = a;
    expect(isDatabaseUnavailable(a)).toBe(false);
  });
});
