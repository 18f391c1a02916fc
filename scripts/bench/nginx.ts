/**
 * nginx serving given bytes as the reference of target 1: one worker pinned to core 0 (like the
 * server), `gzip_static on` with each file pre-gzipped beside it, no access log, keep-alive
 * without a request cap (Node has none either), loopback only.
 */
import { gzipSync } from "node:zlib";
import fs from "node:fs/promises";
import path from "node:path";
import { freePort } from "../../server/free-port";
import { httpGet, sleep, startProcess, stopProcess } from "./processes";

export type NginxHandle = { port: number; stop(): Promise<void> };

/** `pages`: URL path → uncompressed body. */
export async function startNginx(dir: string, pages: Map<string, Buffer>): Promise<NginxHandle> {
  const html = path.join(dir, "html");
  await fs.mkdir(path.join(dir, "tmp"), { recursive: true });
  await fs.mkdir(html, { recursive: true });
  const locations: string[] = [];
  let i = 0;
  for (const [urlPath, body] of pages) {
    const file = `page-${i++}.html`;
    await fs.writeFile(path.join(html, file), body);
    await fs.writeFile(path.join(html, `${file}.gz`), gzipSync(body, { level: 9 }));
    locations.push(`    location = ${urlPath} { rewrite ^ /${file} break; }`);
  }
  const port = await freePort();
  const conf = path.join(dir, "nginx.conf");
  const tmp = path.join(dir, "tmp");
  await fs.writeFile(
    conf,
    `worker_processes 1;
daemon off;
pid ${path.join(dir, "nginx.pid")};
error_log ${path.join(dir, "error.log")} warn;
events { worker_connections 1024; }
http {
  access_log off;
  default_type text/html;
  charset utf-8;
  sendfile on;
  tcp_nopush on;
  keepalive_requests 10000000;
  gzip_static on;
  client_body_temp_path ${tmp}/body;
  proxy_temp_path ${tmp}/proxy;
  fastcgi_temp_path ${tmp}/fastcgi;
  uwsgi_temp_path ${tmp}/uwsgi;
  scgi_temp_path ${tmp}/scgi;
  server {
    listen 127.0.0.1:${port};
    root ${html};
${locations.join("\n")}
  }
}
`,
  );
  const tracked = startProcess("nginx", "taskset", ["-c", "0", "nginx", "-p", dir, "-e", path.join(dir, "error.log"), "-c", conf]);
  for (let attempt = 0; ; attempt++) {
    if (tracked.child.exitCode !== null)
      throw new Error(`nginx exited:\n${tracked.output.join("\n")}\n${await fs.readFile(path.join(dir, "error.log"), "utf8").catch(() => "")}`);
    const first = [...pages.keys()][0];
    const res = await httpGet(port, first, { "Accept-Encoding": "gzip" }, 1_000).catch(() => null);
    if (res?.status === 200) {
      if (res.headers["content-encoding"] !== "gzip") throw new Error("nginx does not serve the pre-gzipped file (gzip_static)");
      break;
    }
    if (attempt > 100) throw new Error("nginx did not answer");
    await sleep(100);
  }
  return { port, stop: () => stopProcess(tracked, "SIGQUIT") };
}
