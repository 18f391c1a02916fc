/**
 * A visitor sending the public forms, as a browser without JavaScript does: a document POST to
 * /merchant/contact or /merchant/services on the merchant's own domain, with the form token a page
 * would carry (signed with the server's AUTH_SECRET by the app's own issueFormToken, dated 10 s
 * back so the 3-second fill-time check passes) and the honeypot left empty.
 *
 * Each attempt comes from its own loopback address (127.x.y.z — all of 127/8 is local on Linux),
 * so the per-address limits of ADR 009 see many visitors, as they would in real life, without
 * trusting any forwarding header. A retry keeps its token: the form's idempotency key.
 */
import http from "node:http";
import { issueFormToken, type FormKind } from "~/features/submissions/form-token.server";

export type Site = { id: string; host: string };

export type Submission = {
  /** Unique text put into the message, to find the row and its e-mail again. */
  marker: string;
  form: FormKind;
  site: Site;
  token: string;
  attempts: number;
  /** The server answered 303 (back to the form with its toast): the visitor saw "sent". */
  acknowledged: boolean;
};

export type PostResult =
  { kind: "acknowledged"; status: number; ms: number } | { kind: "refused"; status: number; ms: number } | { kind: "network"; error: string; ms: number };

const PATHS: Record<FormKind, string> = { contact: "/merchant/contact", quote: "/merchant/services" };

export function newSubmission(secret: string, site: Site, form: FormKind, marker: string): Submission {
  return { marker, form, site, token: issueFormToken(secret, form, site.id, Date.now() - 10_000), attempts: 0, acknowledged: false };
}

function formFields(s: Submission): Record<string, string> {
  const n = s.marker.replace(/\W/g, "");
  if (s.form === "contact") {
    return {
      firstName: "Camille",
      name: "Essai",
      email: `camille.${n}@example.fr`,
      subject: `Question ${s.marker}`,
      message: `Bonjour, ceci est le message ${s.marker}. Merci de votre retour.`,
      website: "",
      formToken: s.token,
    };
  }
  return {
    firstName: "Camille",
    lastName: "Essai",
    company: "",
    email: `camille.${n}@example.fr`,
    phone: "01 02 03 04 05",
    service: "Traiteur",
    date: "12 juin",
    guests: "40",
    budget: "",
    details: `Demande ${s.marker}\u00a0: un buffet pour une fête de quartier.`,
    website: "",
    formToken: s.token,
  };
}

export function randomLoopback(): string {
  const byte = () => 1 + Math.floor(Math.random() * 254);
  return `127.${byte()}.${byte()}.${byte()}`;
}

/** One attempt. 303 is the only acknowledgement; any other status is a refusal, no answer a network error. */
export function postSubmission(port: number, s: Submission, timeoutMs = 15_000): Promise<PostResult> {
  s.attempts++;
  const body = new URLSearchParams(formFields(s)).toString();
  const started = performance.now();
  const ms = () => Math.round(performance.now() - started);
  return new Promise((resolve) => {
    const req = http.request(
      {
        host: "127.0.0.1",
        port,
        method: "POST",
        path: PATHS[s.form],
        localAddress: randomLoopback(),
        agent: false,
        timeout: timeoutMs,
        headers: {
          host: s.site.host,
          origin: `http://${s.site.host}`,
          "content-type": "application/x-www-form-urlencoded",
          "content-length": Buffer.byteLength(body),
        },
      },
      (res) => {
        const status = res.statusCode ?? 0;
        // The status line comes after the action's commit: a 303 (Post/Redirect/Get to the page
        // with its toast, ADR 038) whose body is then cut short still counts as seen by the
        // visitor (the stricter reading for "no acknowledged loss").
        const acknowledged = status === 303;
        if (acknowledged) s.acknowledged = true;
        res.resume();
        res.on("end", () => resolve(acknowledged ? { kind: "acknowledged", status, ms: ms() } : { kind: "refused", status, ms: ms() }));
        res.on("error", (err) => resolve({ kind: "network", error: err.message, ms: ms() }));
        res.on("close", () => resolve({ kind: "network", error: "closed", ms: ms() }));
      },
    );
    req.on("timeout", () => req.destroy(new Error("timeout")));
    req.on("error", (err: NodeJS.ErrnoException) => resolve({ kind: "network", error: err.code ?? err.message, ms: ms() }));
    req.end(body);
  });
}

/** The marker put into a message, found again in stored rows and e-mail bodies. */
export const MARKER_PATTERN = /\b(run[0-9a-z]+-\d+)\b/;
