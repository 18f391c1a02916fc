import { LINK_TOKEN_SHAPE } from "~/features/auth/link-token.server";

/**
 * A request's URL as the access log may keep it (finding 2): the single-use links sent
 * by e-mail (the invitation, the address and e-mail confirmations, any future one) carry a live
 * secret in their query string, and a log line must not be a way in. One rule for every route,
 * present and future, rather than a list of paths to remember:
 * - the value of any query parameter whose name says it is a secret (token, secret, password, key,
 *   code, signature, auth…) is replaced by `[redacted]`, whatever the path;
 * - any value or path segment shaped like one of our link tokens (`<uuid>.<secret>`) is too,
 *   whatever its name.
 * The path and the other parameters stay, so the log still says what was asked.
 */
export const REDACTED = "[redacted]";

const SECRET_NAME = /token|secret|passw|signature|^sig$|^code$|key|auth|otp/i;
const TOKEN_ANYWHERE = new RegExp(LINK_TOKEN_SHAPE.source, "gi");

function decoded(raw: string): string {
  try {
    return decodeURIComponent(raw.replace(/\+/g, " "));
  } catch {
    return raw;
  }
}

export function redactUrl(url: string): string {
  const mark = url.indexOf("?");
  const path = redactPath(mark === -1 ? url : url.slice(0, mark));
  if (mark === -1) return path;
  const query = url
    .slice(mark + 1)
    .split("&")
    .map((pair) => {
      const eq = pair.indexOf("=");
      if (eq === -1) return LINK_TOKEN_SHAPE.test(decoded(pair)) ? REDACTED : pair;
      const name = pair.slice(0, eq);
      const value = pair.slice(eq + 1);
      return SECRET_NAME.test(decoded(name)) || LINK_TOKEN_SHAPE.test(decoded(value)) ? `${name}=${REDACTED}` : pair;
    })
    .join("&");
  return `${path}?${query}`;
}

/** Tokens in the path; one percent-encoded (its dot as %2E, say) is masked once decoded. */
function redactPath(path: string): string {
  const raw = path.replace(TOKEN_ANYWHERE, REDACTED);
  const plain = decoded(raw);
  return LINK_TOKEN_SHAPE.test(plain) ? plain.replace(TOKEN_ANYWHERE, REDACTED) : raw;
}
