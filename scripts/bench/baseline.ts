/**
 * The reference of target 2: the code before the page cache (main at 2859740), or the commit
 * `--baseline` names (e.g. where a branch started, to compare its end with its start), checked out once
 * as a detached git worktree under the system's temporary directory, sharing this checkout's
 * node_modules, built once and reused by later runs (remove it with
 * `git worktree remove --force <dir>`).
 */
import { execFileSync } from "node:child_process";
import { existsSync, realpathSync, symlinkSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { log, runToEnd } from "./processes";

export const BASELINE_COMMIT = "2859740";

export async function ensureBaseline(repoRoot: string, commit: string, dir?: string): Promise<string> {
  const full = execFileSync("git", ["-C", repoRoot, "rev-parse", "--verify", `${commit}^{commit}`], { encoding: "utf8" }).trim();
  const target = dir ?? path.join(os.tmpdir(), `vitrine-bench-baseline-${full.slice(0, 12)}`);
  if (!existsSync(path.join(target, "package.json"))) {
    log(`baseline: git worktree add --detach ${target} ${full.slice(0, 12)}`);
    execFileSync("git", ["-C", repoRoot, "worktree", "prune"]);
    execFileSync("git", ["-C", repoRoot, "worktree", "add", "--detach", target, full], { stdio: "ignore" });
  } else {
    const head = execFileSync("git", ["-C", target, "rev-parse", "HEAD"], { encoding: "utf8" }).trim();
    if (head !== full) throw new Error(`${target} is at ${head}, not ${full}: remove it (git worktree remove --force ${target}) or pass --baseline-dir`);
  }
  const modules = path.join(target, "node_modules");
  if (!existsSync(modules)) symlinkSync(realpathSync(path.join(repoRoot, "node_modules")), modules, "dir");
  if (!existsSync(path.join(target, "build", "server", "index.js"))) {
    log("baseline: building (once)");
    await runToEnd("baseline build", process.execPath, [path.join(target, "node_modules", "@react-router", "dev", "bin.js"), "build"], {
      cwd: target,
      timeoutMs: 600_000,
    });
  }
  // A commit from ADR 032 on runs its bundled server (build/bin/main.mjs), which its `npm run build` makes after the app's build.
  const bundler = path.join(target, "scripts", "server-bundle.ts");
  if (existsSync(bundler) && !existsSync(path.join(target, "build", "bin", "main.mjs"))) {
    log("baseline: bundling the server (once)");
    await runToEnd("baseline server bundle", process.execPath, ["--import", "tsx", bundler], { cwd: target, timeoutMs: 600_000 });
  }
  return target;
}
