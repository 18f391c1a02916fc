import { randomBytes, randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { REDACTED, redactUrl } from "../../server/redact-url";

/** A token as createLinkToken makes it. */
const token = () => `${randomUUID()}.${randomBytes(32).toString("base64url")}`;

describe("redactUrl (issue 23: no secret link in the access log)", () => {
  it("masks the token of every link-token route and keeps the path", () => {
    for (const path of ["/admin/invitation", "/admin/account/confirm-address", "/admin/account/confirm-email", "/admin/invitation.data"]) {
      const secret = token();
      const logged = redactUrl(`${path}?token=${encodeURIComponent(secret)}&_routes=routes%2Fadmin%2Finvitation`);
      expect(logged).toBe(`${path}?token=${REDACTED}&_routes=routes%2Fadmin%2Finvitation`);
      expect(logged).not.toContain(secret.split(".")[1]);
    }
  });

  it("masks any parameter named like a secret, on any path, and a link token under any name or in the path", () => {
    const secret = token();
    expect(redactUrl("/reset?code=1234&secret=abc&api_key=k&Password=p&resetToken=t")).toBe(
      `/reset?code=${REDACTED}&secret=${REDACTED}&api_key=${REDACTED}&Password=${REDACTED}&resetToken=${REDACTED}`,
    );
    expect(redactUrl(`/x?l=${secret}`)).toBe(`/x?l=${REDACTED}`);
    expect(redactUrl(`/x?${secret}`)).toBe(`/x?${REDACTED}`);
    expect(redactUrl(`/lien/${secret}/ouvrir`)).toBe(`/lien/${REDACTED}/ouvrir`);
    expect(redactUrl(`/lien/${secret.replace(".", "%2E")}`)).toBe(`/lien/${REDACTED}`);
    expect(redactUrl(`/x?l=${encodeURIComponent(secret).replace(".", "%2E")}`)).toBe(`/x?l=${REDACTED}`);
  });

  it("leaves ordinary addresses as they are", () => {
    for (const url of [
      "/",
      "/merchant/services?tab=a&service=Mariage",
      "/inscription?formule=pro",
      "/admin/content/messages?folder=spam",
      "/admin/upload?bucket=logos",
      "/%E2%82%AC?q=%ZZ",
    ]) {
      expect(redactUrl(url)).toBe(url);
    }
  });
});
