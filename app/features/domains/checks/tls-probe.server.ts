import { readFile } from "node:fs/promises";
import { connect, rootCertificates } from "node:tls";

/**
 * The certificate probe: a TLS handshake with the domain (SNI = the domain) whose
 * certificate must be valid for that name and chain to a trusted root — Node's roots, plus
 * TLS_CHECK_CA_FILE's (Caddy's internal CA, a test's). TLS_CHECK_ADDRESS sends the handshake to
 * another address than the domain's port 443 (the proxy on this machine, a test server).
 */
export type TlsProbeOptions = {
  /** host:port to connect to instead of `<domain>:443`. */
  address?: { host: string; port: number };
  caFile?: string;
  timeoutMs?: number;
};

export type TlsProbeResult = { valid: true; validTo: string; issuer: string } | { valid: false; reason: string };

export async function probeCertificate(domain: string, opts: TlsProbeOptions = {}): Promise<TlsProbeResult> {
  let ca: string[] | undefined;
  if (opts.caFile) {
    try {
      ca = [...rootCertificates, await readFile(opts.caFile, "utf8")];
    } catch (err) {
      return { valid: false, reason: `TLS_CHECK_CA_FILE illisible (${(err as Error).message})` };
    }
  }
  const host = opts.address?.host ?? domain;
  const port = opts.address?.port ?? 443;
  return new Promise<TlsProbeResult>((resolve) => {
    const socket = connect({ host, port, servername: domain, ca, rejectUnauthorized: false, timeout: opts.timeoutMs ?? 5_000 });
    const finish = (result: TlsProbeResult) => {
      socket.destroy();
      resolve(result);
    };
    socket.once("secureConnect", () => {
      if (!socket.authorized) return finish({ valid: false, reason: String(socket.authorizationError ?? "certificat refusé") });
      const cert = socket.getPeerCertificate();
      const issuer = cert.issuer?.O ?? cert.issuer?.CN ?? "";
      finish({ valid: true, validTo: new Date(cert.valid_to).toISOString(), issuer: Array.isArray(issuer) ? issuer.join(", ") : issuer });
    });
    socket.once("timeout", () => finish({ valid: false, reason: "délai dépassé" }));
    socket.once("error", (err) => finish({ valid: false, reason: err.message }));
  });
}
