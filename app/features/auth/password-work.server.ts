import { AsyncLocalStorage } from "node:async_hooks";
import { hashPassword, verifyPassword } from "better-auth/crypto";

/**
 * Password hashing (scrypt, better-auth's own) runs in libuv's thread pool — four threads, which
 * also serve the PostgreSQL driver's SCRAM handshake when the pool opens a connection, zlib and
 * the file system. A burst of sign-ins (an attack, or 80 parallel guesses in the tests) queued
 * enough hashes there for new database connections to time out. So at most two hashes run at
 * once per process, the others wait their turn here, and two threads always stay free. Two is
 * also all a two-core machine can compute at a time. (ADR 016)
 */
export const PASSWORD_HASHES_AT_ONCE = 2;

/**
 * Finding 4: with an unbounded waiting list, 120 guesses on unknown accounts (each under
 * every per-address limit) made the owner's sign-in wait 19.5 s behind them. So a sign-in asks for
 * a place first (`admit`, before any other work): the ordinary lane holds at most the running
 * hashes plus `maxWaiting` sign-ins, and a newcomer beyond that is refused at once (429). A
 * browser that already signed in to the account (the known-browser cookie) takes the priority
 * lane, served before every ordinary sign-in — one place per account, so an attacker who holds
 * the cookie of their own account gets one place, not a lane of their own.
 */
export type Lane = "priority" | "ordinary";

export type PasswordTicket = { readonly lane: Lane; release(): void };

export type Admission = { ok: true; ticket: PasswordTicket } | { ok: false; retryAfterSeconds: number };

export type PasswordWork = {
  /** A place for one sign-in's password check, or a refusal with when to come back. Never waits. */
  admit(request: { lane: Lane; account: string; maxWaiting: number }): Admission;
  /** Runs one hash in its lane's turn: priority first, then ordinary, each in arrival order. */
  run<T>(lane: Lane, job: () => Promise<T>): Promise<T>;
  /**
   * Runs `work` (a better-auth call) with this ticket: the hash it asks for takes the ticket's
   * lane. better-auth's password functions know nothing of the request, hence an async context.
   */
  withTicket<T>(ticket: PasswordTicket, work: () => Promise<T>): Promise<T>;
  /**
   * better-auth's `emailAndPassword.password`: its own scrypt functions, in turn. A hash asked for
   * outside a sign-in (sign-up, invitation, password change: each behind its own limits) waits
   * in the ordinary lane.
   */
  readonly hashing: { hash(password: string): Promise<string>; verify(data: { hash: string; password: string }): Promise<boolean> };
  /** What the lanes hold now (for tests and logs). */
  state(): { running: number; waiting: Record<Lane, number>; admitted: Record<Lane, number> };
};

/** What a hash takes before any has been measured (scrypt here: 60 to 200 ms). */
const FIRST_ESTIMATE_MS = 150;

export function createPasswordWork(size: number): PasswordWork {
  let running = 0;
  const waiting: Record<Lane, (() => void)[]> = { priority: [], ordinary: [] };
  const admitted: Record<Lane, number> = { priority: 0, ordinary: 0 };
  const priorityAccounts = new Set<string>();
  // A moving average of a hash's duration: what Retry-After is worked out from.
  let averageMs = FIRST_ESTIMATE_MS;

  function retryAfterSeconds(): number {
    const ahead = admitted.priority + admitted.ordinary;
    return Math.max(1, Math.ceil((ahead / size) * (averageMs / 1000)));
  }

  const currentTicket = new AsyncLocalStorage<PasswordTicket>();
  const laneNow = (): Lane => currentTicket.getStore()?.lane ?? "ordinary";

  const work: PasswordWork = {
    admit({ lane, account, maxWaiting }) {
      const places = size + maxWaiting;
      let chosen: Lane = lane;
      if (chosen === "priority" && (priorityAccounts.has(account) || admitted.priority >= places)) chosen = "ordinary";
      if (chosen === "ordinary" && admitted.ordinary >= places) return { ok: false, retryAfterSeconds: retryAfterSeconds() };
      admitted[chosen]++;
      if (chosen === "priority") priorityAccounts.add(account);
      let released = false;
      return {
        ok: true,
        ticket: {
          lane: chosen,
          release() {
            if (released) return;
            released = true;
            admitted[chosen]--;
            if (chosen === "priority") priorityAccounts.delete(account);
          },
        },
      };
    },

    async run(lane, job) {
      // A free slot means no one waits: slots go straight to the next in line (below).
      if (running < size) running++;
      else await new Promise<void>((resolve) => waiting[lane].push(resolve));
      const started = performance.now();
      try {
        return await job();
      } finally {
        averageMs = averageMs * 0.8 + (performance.now() - started) * 0.2;
        // The slot goes straight to the next in line, so no newcomer can slip in between.
        const next = waiting.priority.shift() ?? waiting.ordinary.shift();
        if (next) next();
        else running--;
      }
    },

    withTicket: (ticket, job) => currentTicket.run(ticket, job),

    hashing: {
      hash: (password) => work.run(laneNow(), () => hashPassword(password)),
      verify: (data) => work.run(laneNow(), () => verifyPassword(data)),
    },

    state: () => ({
      running,
      waiting: { priority: waiting.priority.length, ordinary: waiting.ordinary.length },
      admitted: { ...admitted },
    }),
  };
  return work;
}

/**
 * One per process: the thread pool it protects is the process's. The server hands it to its
 * services (server/services.ts), which give it to better-auth and to the sign-in through the
 * load context — the route modules come from the build, a second copy of this module, so they
 * must not keep a queue of their own.
 */
export const processPasswordWork = createPasswordWork(PASSWORD_HASHES_AT_ONCE);
