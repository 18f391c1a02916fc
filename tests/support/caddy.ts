/**
 * A real Caddy (Debian's package, or CADDY_PATH) for the tests of issue 15's TLS part: run with a
 * Caddyfile the test writes, everything it stores (certificates, its own state, HOME and XDG
 * folders) in a temporary folder removed on stop. Tests bind it to free loopback ports only.
 */
import { execFileSync, spawn } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { request as httpsRequest } from "node:https";
import { connect } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import type { PeerCertificate, TLSSocket } from "node:tls";
import { freePort } from "../../server/free-port";

export const CADDY = process.env.CADDY_PATH ?? "caddy";

/** The installed Caddy's version, or an error saying in French how to install it. */
export function caddyVersion(): string {
  try {
    return execFileSync(CADDY, ["version"], { encoding: "utf8" }).trim();
  } catch {
    throw new Error(`Caddy introuvable (${CADDY})\u00a0: apt-get install -y caddy`);
  }
}

/** The environment of a Caddy command that writes only into `dir`. */
export function caddyEnv(dir: string): NodeJS.ProcessEnv {
  return { ...process.env, HOME: dir, XDG_DATA_HOME: dir, XDG_CONFIG_HOME: dir };
}

export type RunningCaddy = {
  /** Its temporary folder (put `storage file_system` under it). */
  dir: string;
  /** Whether it has exited (a bad configuration, a port taken). */
  exited(): boolean;
  /** Everything it logged so far. */
  output(): string;
  /** SIGTERM, waits for the exit, removes the folder. Idempotent. */
  stop(): Promise<void>;
};

/** Starts `caddy run` on the Caddyfile `write(dir)` returns (the folder is created first). */
export function runCaddy(write: (dir: string) => string): RunningCaddy {
  caddyVersion();
  const dir = mkdtempSync(path.join(tmpdir(), "vitrine-caddy-"));
  const caddyfile = path.join(dir, "Caddyfile");
  writeFileSync(caddyfile, write(dir));
  let output = "";
  const child = spawn(CADDY, ["run", "--config", caddyfile, "--adapter", "caddyfile"], { env: caddyEnv(dir), stdio: ["ignore", "pipe", "pipe"] });
  child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
  let gone = false;
  const exited = new Promise<void>((resolve) =>
    child.once("exit", () => {
      gone = true;
      resolve();
    }),
  );
  let stopping: Promise<void> | undefined;
  return {
    dir,
    exited: () => gone,
    output: () => output,
    stop() {
      stopping ??= (async () => {
        if (!gone) child.kill("SIGTERM");
        await exited;
        rmSync(dir, { recursive: true, force: true });
      })();
      return stopping;
    },
  };
}

export type OnDemandCaddy = RunningCaddy & {
  httpsPort: number;
  /** The root certificate of Caddy's internal CA, the only one a test's HTTPS request trusts. */
  rootFile: string;
  rootCertificate(): Buffer;
};

/**
 * Caddy as issue 15 deploys it, on loopback: on-demand certificates (`tls internal`: its own CA,
 * nothing leaves the machine) that it may get only when `askUrl` says yes, in front of the app on
 * `upstreamPort`; admin endpoint off, no redirects. `httpsPort` and `storage` may be chosen in
 * advance (a server told where to probe before Caddy starts). Resolves once its HTTPS port
 * accepts connections and its root certificate is written.
 */
export async function startOnDemandCaddy(opts: { askUrl: string; upstreamPort: number; httpsPort?: number; storage?: string }): Promise<OnDemandCaddy> {
  const [httpPort, httpsPort] = [await freePort(), opts.httpsPort ?? (await freePort())];
  let storage = opts.storage ?? "";
  const caddy = runCaddy((dir) => {
    storage ||= path.join(dir, "storage");
    return `{
	admin off
	http_port ${httpPort}
	https_port ${httpsPort}
	auto_https disable_redirects
	skip_install_trust
	storage file_system ${storage}
	on_demand_tls {
		ask ${opts.askUrl}
	}
}

https:// {
	bind 127.0.0.1
	tls internal {
		on_demand
	}
	reverse_proxy 127.0.0.1:${opts.upstreamPort}
}
`;
  });
  const rootFile = path.join(storage, "pki", "authorities", "local", "root.crt");
  for (;;) {
    if (caddy.exited()) throw new Error(`Caddy s'est arrêté au démarrage\u00a0:\n${caddy.output()}`);
    if (existsSync(rootFile) && (await accepts(httpsPort))) break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return { ...caddy, httpsPort, rootFile, rootCertificate: () => readFileSync(rootFile) };
}

function accepts(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(port, "127.0.0.1");
    socket.once("connect", () => {
      socket.destroy();
      resolve(true);
    });
    socket.once("error", () => resolve(false));
  });
}

export type HttpsAnswer = { status: number; body: string; certificate: PeerCertificate };

/** GET https://<domain>/ through Caddy on 127.0.0.1:`port`: SNI and Host are the domain, only `ca` is trusted. */
export function getHttps(port: number, domain: string, ca: Buffer): Promise<HttpsAnswer> {
  return new Promise((resolve, reject) => {
    const req = httpsRequest({ host: "127.0.0.1", port, servername: domain, path: "/", headers: { host: domain }, ca, agent: false }, (res) => {
      const certificate = res.socket && "getPeerCertificate" in res.socket ? (res.socket as TLSSocket).getPeerCertificate() : ({} as PeerCertificate);
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => chunks.push(chunk));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString("utf8"), certificate }));
      res.on("error", reject);
    });
    req.on("error", reject);
    req.end();
  });
}
