/**
 * The archive format of `npm run backup` (server/backup/tar.ts, ADR 020): what is written is read
 * back byte for byte, GNU tar agrees, names that could escape DATA_DIR and entries that are not
 * files or directories are refused, and the retention keeps the newest archives only.
 */
import { spawnSync } from "node:child_process";
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readTar, tarStream, TarFormatError, type TarEntry } from "../../server/backup/tar";
import { applyRetention } from "../../server/backup/create-backup";
import { ARCHIVE_PATTERN, archiveName } from "../../server/backup/archive-format";

const mtime = new Date("2026-11-24T03:30:00Z");
const file = (name: string, data: string | Buffer, size?: number): TarEntry => {
  const source = Buffer.isBuffer(data) ? data : Buffer.from(data);
  return { type: "file", name, mode: 0o600, mtime, size: size ?? source.length, source };
};

async function bytesOf(entries: TarEntry[]): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of tarStream(entries)) chunks.push(chunk);
  return Buffer.concat(chunks);
}

async function* once(data: Buffer): AsyncGenerator<Buffer> {
  // In odd-sized pieces, as a gunzip stream hands them out.
  for (let i = 0; i < data.length; i += 700) yield data.subarray(i, i + 700);
}

async function read(data: Buffer): Promise<Array<{ type: string; name: string; mode: number; data: Buffer }>> {
  const out: Array<{ type: string; name: string; mode: number; data: Buffer }> = [];
  await readTar(once(data), {
    async entry(entry) {
      const item = { type: entry.type, name: entry.name, mode: entry.mode, data: Buffer.alloc(0) };
      out.push(item);
      return async (chunk) => {
        item.data = Buffer.concat([item.data, chunk]);
      };
    },
  });
  return out;
}

const long = `media/${"a".repeat(90)}/${"b".repeat(60)}.webp`; // over 100 bytes: ustar prefix
const veryLong = `media/${"c".repeat(120)}/${"d".repeat(140)}.webp`; // no ustar split: pax header

let dir: string;
beforeAll(async () => {
  dir = await fs.mkdtemp(path.join(os.tmpdir(), "vitrine-tar-test-"));
});
afterAll(async () => {
  await fs.rm(dir, { recursive: true, force: true });
});

describe("tar", () => {
  const entries: TarEntry[] = [
    { type: "directory", name: "postgres", mode: 0o700, mtime },
    file("postgres/PG_VERSION", "17\n"),
    file("postgres/empty", ""),
    file("postgres/block", Buffer.alloc(512, 7)),
    file(long, Buffer.alloc(1300, 1)),
    file(veryLong, "pax"),
    file("media/logos/é-café.webp", "utf-8 name"),
  ];

  it("reads back every entry, name, mode and byte", async () => {
    const data = await bytesOf(entries);
    expect(data.length % 512).toBe(0);
    const back = await read(data);
    expect(back.map((e) => [e.type, e.name, e.mode])).toEqual(entries.map((e) => [e.type, e.name, e.mode]));
    for (const [i, entry] of entries.entries()) {
      if (entry.type === "file") expect(back[i].data.equals(entry.source as Buffer)).toBe(true);
    }
  });

  it("is read the same way by GNU tar", async () => {
    const archive = path.join(dir, "a.tar");
    await fs.writeFile(archive, await bytesOf(entries));
    const listed = spawnSync("tar", ["-tf", archive], { encoding: "utf8" });
    expect(listed.status, listed.stderr).toBe(0);
    expect(listed.stdout.trim().split("\n")).toEqual(entries.map((e) => (e.type === "directory" ? `${e.name}/` : e.name)));
    const extracted = spawnSync("tar", ["-xOf", archive, veryLong], { encoding: "utf8" });
    expect(extracted.stdout).toBe("pax");
  });

  it("cuts a file that grew and pads one that shrank to the size it was given", async () => {
    const back = await read(await bytesOf([file("grew", "0123456789", 4), file("shrank", "ab", 5)]));
    expect(back[0].data.toString()).toBe("0123");
    expect([...back[1].data]).toEqual([0x61, 0x62, 0, 0, 0]);
  });

  it("refuses a name that leaves the folder, an absolute one, a link, a damaged header and a cut archive", async () => {
    for (const name of ["../etc/passwd", "media/../../x", "/etc/passwd", "media//x"]) {
      await expect(read(await bytesOf([file(name, "x")]))).rejects.toThrow(TarFormatError);
    }
    const link = await bytesOf([file("media/link", "x")]);
    link[156] = "2".charCodeAt(0); // symbolic link
    // Keep the header's checksum right, so the refusal is about the type.
    link.write("        ", 148, 8, "ascii");
    let sum = 0;
    for (let i = 0; i < 512; i++) sum += link[i];
    link.write(sum.toString(8).padStart(6, "0") + "\0 ", 148, 8, "ascii");
    await expect(read(link)).rejects.toThrow(/type d'entrée non pris en charge/);

    const damaged = await bytesOf([file("media/a", "x")]);
    damaged[10] ^= 0xff;
    await expect(read(damaged)).rejects.toThrow(/somme de contrôle/);

    const whole = await bytesOf([file("media/a", Buffer.alloc(2000, 3))]);
    await expect(read(whole.subarray(0, 1500))).rejects.toThrow(/tronquée/);
  });
});

describe("archive names and retention", () => {
  it("names archives by their UTC date, sorted by name as by date", () => {
    expect(archiveName(new Date("2026-11-24T03:30:05.123Z"))).toBe("vitrine-backup-20261124-033005.tar.gz");
    expect(archiveName(new Date("2026-11-24T03:30:05Z"), 2)).toBe("vitrine-backup-20261124-033005-2.tar.gz");
    expect(ARCHIVE_PATTERN.test("vitrine-backup-20261124-033005.tar.gz")).toBe(true);
    expect(ARCHIVE_PATTERN.test("vitrine-backup-20261124-033005.tar.gz.partial")).toBe(false);
  });

  it("keeps the newest N archives and never touches another file", async () => {
    const folder = path.join(dir, "backups");
    await fs.mkdir(folder);
    const names = [
      "vitrine-backup-20261120-033000.tar.gz",
      "vitrine-backup-20261121-033000.tar.gz",
      "vitrine-backup-20261122-033000.tar.gz",
      "vitrine-backup-20261122-033000-1.tar.gz",
      "vitrine-backup-20261123-033000.tar.gz",
      "notes.txt",
      ".vitrine-backup-20261124-033000.tar.gz.1a2b.partial",
    ];
    for (const name of names) await fs.writeFile(path.join(folder, name), name);
    const deleted = await applyRetention(folder, 3);
    expect(deleted.sort()).toEqual(["vitrine-backup-20261120-033000.tar.gz", "vitrine-backup-20261121-033000.tar.gz"]);
    expect((await fs.readdir(folder)).sort()).toEqual(
      [
        ".vitrine-backup-20261124-033000.tar.gz.1a2b.partial",
        "notes.txt",
        "vitrine-backup-20261122-033000-1.tar.gz",
        "vitrine-backup-20261122-033000.tar.gz",
        "vitrine-backup-20261123-033000.tar.gz",
      ].sort(),
    );
  });
});
