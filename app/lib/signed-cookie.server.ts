import { createCookie, type Cookie } from "react-router";
import type { Config } from "~/lib/config.server";

/**
 * A cookie the server reads back and trusts: signed with the configuration's auth secret, out of
 * scripts' reach, sent on same-site navigations only, and secure where the site is served over https.
 * What it holds, where it is sent and how long it lives are its owner's.
 */
export function signedCookie(config: Config, name: string, { path, maxAge }: { path: string; maxAge: number }): Cookie {
  return createCookie(name, {
    path,
    httpOnly: true,
    sameSite: "lax",
    secure: config.secureCookies,
    secrets: [config.authSecret],
    maxAge,
  });
}
