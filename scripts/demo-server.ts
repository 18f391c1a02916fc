/**
 * The production server on the demo's content, as the e2e tests start it
 * (tests/e2e/support/global-setup.ts): a free port on 127.0.0.1, its own DATA_DIR, no outside
 * mail, no domain checks; and the demo owner signed in on it. Used by the scripts that measure or
 * compare pages (check-pages, public-html-snapshot).
 */
import { spawn, type ChildProcess } from "node:child_process";
import { DEMO_ACCOUNTS } from "~/features/demo/demo-accounts";
import { serverEntry } from "./server-bundle";

export async function startDemoServer({
  root,
  port,
  dataDir,
  readyWithinMs = 120_000,
}: {
  root: string;
  port: number;
  dataDir: string;
  readyWithinMs?: number;
}): Promise<ChildProcess> {
  const server = spawn(process.execPath, [serverEntry("main", root)], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      PUBLIC_URL: `http://localhost:${port}`,
      DEMO: "1",
      DOMAIN_CHECKS: "0",
      LOG_LEVEL: "warn",
      DATABASE_URL: "",
      SMTP_URL: "",
    },
    stdio: ["ignore", "inherit", "inherit"],
  });
  const deadline = Date.now() + readyWithinMs;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`le serveur s'est arrêté (code ${server.exitCode})`);
    const ready = await fetch(`http://127.0.0.1:${port}/readyz`).then(
      (res) => res.ok,
      () => false,
    );
    if (ready) return server;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  server.kill("SIGKILL");
  throw new Error(`le serveur n'est pas prêt après ${readyWithinMs / 1000} s`);
}

/** SIGTERM, then SIGKILL if it has not stopped within 15 s. */
export async function stopDemoServer(server: ChildProcess): Promise<void> {
  if (server.exitCode !== null) return;
  const done = new Promise((resolve) => server.once("exit", resolve));
  server.kill("SIGTERM");
  await Promise.race([done, new Promise((resolve) => setTimeout(resolve, 15_000).unref())]);
  if (server.exitCode === null) server.kill("SIGKILL");
}

/**
 * The demo owner signed in through the login form, as a browser would send it: the session's
 * cookies, as one Cookie header (the sign-in's toast left out, so that no screen opens on it).
 */
export async function signInOwner(port: number): Promise<string> {
  const owner = DEMO_ACCOUNTS.find((account) => account.key === "owner")!;
  const origin = `http://localhost:${port}`;
  const res = await fetch(`${origin}/admin/login`, {
    method: "POST",
    redirect: "manual",
    headers: { Origin: origin, "Sec-Fetch-Site": "same-origin", "Content-Type": "application/x-www-form-urlencoded", "User-Agent": "vitrine-demo-script" },
    body: new URLSearchParams({ email: owner.email, password: owner.password }),
  });
  const cookies = res.headers
    .getSetCookie()
    .map((cookie) => cookie.split(";")[0]!)
    .filter((pair) => !/toast/i.test(pair.split("=")[0]!));
  if (res.status !== 302 || cookies.length === 0) throw new Error(`connexion du compte de démonstration refusée (HTTP ${res.status})`);
  return cookies.join("; ");
}
