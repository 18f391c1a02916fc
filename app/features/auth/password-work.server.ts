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

export function createWorkQueue(size: number): <T>(job: () => Promise<T>) => Promise<T> {
  let running = 0;
  const waiting: (() => void)[] = [];
  return async (job) => {
    if (running < size) running++;
    else await new Promise<void>((resolve) => waiting.push(resolve));
    try {
      return await job();
    } finally {
      // The slot goes straight to the next in line, so no newcomer can slip in between.
      const next = waiting.shift();
      if (next) next();
      else running--;
    }
  };
}

const inTurn = createWorkQueue(PASSWORD_HASHES_AT_ONCE);

/** better-auth's `emailAndPassword.password`: its own scrypt functions, queued. */
export const queuedPasswordHashing = {
  hash: (password: string) => inTurn(() => hashPassword(password)),
  verify: (data: { hash: string; password: string }) => inTurn(() => verifyPassword(data)),
};
