/**
 * wrk, pinned to core 1, with the same settings for every measurement. A Lua `done()` prints
 * the totals and latency percentiles as one JSON line, which is parsed here (sturdier than
 * reading wrk's human output). With a host list, a `request()` function rotates the Host header
 * over it (pre-formatted requests, so the rotation costs the load generator next to nothing).
 */
import fs from "node:fs/promises";
import path from "node:path";
import { runToEnd } from "./processes";

export type WrkSettings = { threads: number; connections: number; durationS: number; timeoutS: number };

export type WrkResult = {
  requests: number;
  reqPerSec: number;
  /** Milliseconds. */
  p50: number;
  p99: number;
  max: number;
  /** Socket errors and non-2xx/3xx answers. */
  errors: number;
  non2xx: number;
};

const DONE = `
function done(summary, latency, requests)
  local e = summary.errors
  io.write(string.format('WRK_JSON {"requests":%d,"duration_us":%d,"connect":%d,"read":%d,"write":%d,"status":%d,"timeout":%d,"p50":%d,"p99":%d,"max":%d}\\n',
    summary.requests, summary.duration, e.connect, e.read, e.write, e.status, e.timeout,
    latency:percentile(50), latency:percentile(99), latency.max))
end
`;

// wrk.format replaces the whole header table: copy wrk.headers (Accept-Encoding from -H), set Host.
const ROTATE = `
local reqs = {}
local n = 0
local i = 0
function init(args)
  for line in io.lines(args[1]) do
    if line ~= "" then
      local headers = {}
      for k, v in pairs(wrk.headers) do headers[k] = v end
      headers["Host"] = line
      n = n + 1
      reqs[n] = wrk.format(nil, nil, headers)
    end
  end
  if n == 0 then error("empty host list: " .. args[1]) end
end
function request()
  i = i % n + 1
  return reqs[i]
end
`;

// Every request a page the cache has never seen (a new query string), as after an edit.
const MISS = `
local n = 0
function request()
  n = n + 1
  return wrk.format(nil, wrk.path .. "?bench-miss=" .. n)
end
`;

export async function writeLuaScripts(dir: string): Promise<{ plain: string; rotate: string; miss: string }> {
  const plain = path.join(dir, "report.lua");
  const rotate = path.join(dir, "rotate-hosts.lua");
  await fs.writeFile(plain, DONE);
  await fs.writeFile(rotate, ROTATE + DONE);
  const miss = path.join(dir, "miss.lua");
  await fs.writeFile(miss, MISS + DONE);
  return { plain, rotate, miss };
}

export async function runWrk(opts: {
  settings: WrkSettings;
  port: number;
  path: string;
  headers: Record<string, string>;
  script: string;
  /** For the rotating script: the file of host names. */
  hostsFile?: string;
  durationS?: number;
}): Promise<WrkResult> {
  const { settings } = opts;
  const duration = opts.durationS ?? settings.durationS;
  const args = [
    "-c",
    "1",
    "wrk",
    `-t${settings.threads}`,
    `-c${settings.connections}`,
    `-d${duration}s`,
    `--timeout`,
    `${settings.timeoutS}s`,
    "-s",
    opts.script,
  ];
  for (const [name, value] of Object.entries(opts.headers)) args.push("-H", `${name}: ${value}`);
  args.push(`http://127.0.0.1:${opts.port}${opts.path}`);
  if (opts.hostsFile) args.push("--", opts.hostsFile);
  const output = await runToEnd("wrk", "taskset", args, { timeoutMs: (duration + settings.timeoutS + 30) * 1000 });
  const line = output.split("\n").find((l) => l.startsWith("WRK_JSON "));
  if (!line) throw new Error(`wrk printed no result:\n${output}`);
  const r = JSON.parse(line.slice("WRK_JSON ".length)) as Record<string, number>;
  const seconds = r.duration_us / 1e6;
  return {
    requests: r.requests,
    reqPerSec: seconds > 0 ? r.requests / seconds : 0,
    p50: r.p50 / 1000,
    p99: r.p99 / 1000,
    max: r.max / 1000,
    errors: r.connect + r.read + r.write + r.timeout,
    non2xx: r.status,
  };
}
