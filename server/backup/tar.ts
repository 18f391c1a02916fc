/**
 * The small part of the tar format backups need (POSIX ustar, with a pax header for a path too
 * long for ustar): regular files and directories, written as a stream and read back as one.
 * Archives are readable by GNU tar and bsdtar (`tar -tzvf vitrine-….tar.gz`).
 *
 * Written by hand rather than taken from npm: about 200 lines, no dependency to keep current on a
 * path that must keep working for years-old archives.
 */
import { createReadStream } from "node:fs";
import fs from "node:fs/promises";
import path from "node:path";

const BLOCK = 512;
const ZEROS = Buffer.alloc(BLOCK * 2);

export type TarEntry =
  | { type: "directory"; name: string; mode: number; mtime: Date }
  /** `size` is fixed when the entry is written: a file that grew is cut, one that shrank padded with zeros. */
  | { type: "file"; name: string; mode: number; mtime: Date; size: number; source: string | Buffer };

// ---------------------------------------------------------------------------------------------
// Writing

/** The archive's bytes, entry by entry, ending with the two zero blocks. */
export async function* tarStream(entries: AsyncIterable<TarEntry> | Iterable<TarEntry>): AsyncGenerator<Buffer> {
  for await (const entry of entries) {
    const name = entry.type === "directory" && !entry.name.endsWith("/") ? `${entry.name}/` : entry.name;
    const size = entry.type === "file" ? entry.size : 0;
    yield* headerBlocks(name, entry.type, entry.mode, size, entry.mtime);
    if (entry.type === "file") {
      let written = 0;
      if (Buffer.isBuffer(entry.source)) {
        written = Math.min(size, entry.source.length);
        yield entry.source.subarray(0, written);
      } else if (size > 0) {
        for await (const chunk of createReadStream(entry.source, { start: 0, end: size - 1 }) as AsyncIterable<Buffer>) {
          written += chunk.length;
          yield chunk;
        }
      }
      // A PostgreSQL file that shrank while it was read: zeros, as pg_basebackup does (WAL replay
      // rewrites whatever changed during the copy).
      if (written < size) yield Buffer.alloc(size - written);
      const pad = (BLOCK - (size % BLOCK)) % BLOCK;
      if (pad) yield ZEROS.subarray(0, pad);
    }
  }
  yield ZEROS;
}

function* headerBlocks(name: string, type: "file" | "directory", mode: number, size: number, mtime: Date): Generator<Buffer> {
  const split = splitUstarName(name);
  if (!split) {
    // pax extended header: "<length> path=<name>\n", the length counting itself.
    const body = paxRecord("path", name);
    yield header({ name: "PaxHeader", prefix: "", type: "x", mode: 0o644, size: body.length, mtime });
    yield body;
    const pad = (BLOCK - (body.length % BLOCK)) % BLOCK;
    if (pad) yield ZEROS.subarray(0, pad);
  }
  const short = split ?? { prefix: "", name: name.slice(-100).replace(/^\/+/, "") };
  yield header({ ...short, type: type === "file" ? "0" : "5", mode, size, mtime });
}

function paxRecord(key: string, value: string): Buffer {
  const base = Buffer.byteLength(` ${key}=${value}\n`);
  // The decimal length counts its own digits.
  let length = base + String(base).length;
  if (String(length).length !== String(base).length) length = base + String(length).length;
  return Buffer.from(`${length} ${key}=${value}\n`);
}

/** ustar keeps up to 100 bytes of name plus a 155-byte prefix cut at a slash. */
function splitUstarName(name: string): { prefix: string; name: string } | null {
  if (Buffer.byteLength(name) <= 100) return { prefix: "", name };
  for (let i = name.indexOf("/"); i > 0; i = name.indexOf("/", i + 1)) {
    const prefix = name.slice(0, i);
    const rest = name.slice(i + 1);
    if (Buffer.byteLength(prefix) <= 155 && Buffer.byteLength(rest) <= 100 && rest !== "") return { prefix, name: rest };
  }
  return null;
}

function header(h: { name: string; prefix: string; type: string; mode: number; size: number; mtime: Date }): Buffer {
  const block = Buffer.alloc(BLOCK);
  block.write(h.name, 0, 100, "utf8");
  writeOctal(block, h.mode & 0o7777, 100, 8);
  writeOctal(block, 0, 108, 8); // uid
  writeOctal(block, 0, 116, 8); // gid
  writeOctal(block, h.size, 124, 12);
  writeOctal(block, Math.floor(h.mtime.getTime() / 1000), 136, 12);
  block.write("        ", 148, 8, "ascii"); // checksum, counted as spaces
  block.write(h.type, 156, 1, "ascii");
  block.write("ustar\0", 257, 6, "ascii");
  block.write("00", 263, 2, "ascii");
  block.write(h.prefix, 345, 155, "utf8");
  let sum = 0;
  for (const byte of block) sum += byte;
  writeOctal(block, sum, 148, 7);
  block[155] = 0x20;
  return block;
}

function writeOctal(block: Buffer, value: number, offset: number, length: number): void {
  const digits = value.toString(8);
  if (digits.length > length - 1) throw new Error(`tar: ${value} does not fit in ${length - 1} octal digits`);
  block.write(digits.padStart(length - 1, "0") + "\0", offset, length, "ascii");
}

// ---------------------------------------------------------------------------------------------
// Reading

export type ReadEntry = { type: "file" | "directory"; name: string; mode: number; mtime: Date; size: number };

export type EntryHandler = {
  /** Called for each entry; for a file, return where its bytes go (or null to skip them). */
  entry(entry: ReadEntry): Promise<((chunk: Buffer) => Promise<void>) | null>;
  /** After a file's last byte. */
  end?(entry: ReadEntry): Promise<void>;
};

export class TarFormatError extends Error {}

/**
 * Reads an archive's (decompressed) bytes. Names are checked: relative, no `..`, no empty part;
 * links, devices and other types are refused — backups only hold files and directories.
 */
export async function readTar(source: AsyncIterable<Buffer>, handler: EntryHandler): Promise<number> {
  let buffered: Buffer = Buffer.alloc(0);
  const iterator = source[Symbol.asyncIterator]();
  let done = false;
  async function fill(n: number): Promise<boolean> {
    while (buffered.length < n && !done) {
      const next = await iterator.next();
      if (next.done) done = true;
      else buffered = buffered.length === 0 ? next.value : Buffer.concat([buffered, next.value]);
    }
    return buffered.length >= n;
  }
  function take(n: number): Buffer {
    const out = buffered.subarray(0, n);
    buffered = buffered.subarray(n);
    return out;
  }

  let count = 0;
  let paxPath: string | null = null;
  for (;;) {
    if (!(await fill(BLOCK))) throw new TarFormatError("archive tronquée (bloc d'en-tête incomplet)");
    const block = take(BLOCK);
    if (block.every((b) => b === 0)) return count;
    verifyChecksum(block);
    const type = String.fromCharCode(block[156] || 0x30);
    const size = readOctal(block, 124, 12);
    const mode = readOctal(block, 100, 8);
    const mtime = new Date(readOctal(block, 136, 12) * 1000);
    const prefix = readString(block, 345, 155);
    const rawName = paxPath ?? (prefix ? `${prefix}/${readString(block, 0, 100)}` : readString(block, 0, 100));
    paxPath = null;
    const padded = size + ((BLOCK - (size % BLOCK)) % BLOCK);

    if (type === "x") {
      if (!(await fill(padded))) throw new TarFormatError("archive tronquée (en-tête pax)");
      paxPath = parsePax(take(padded).subarray(0, size)).path ?? null;
      continue;
    }
    if (type !== "0" && type !== "5") throw new TarFormatError(`type d'entrée non pris en charge (${type}) pour ${rawName}`);
    const name = checkName(rawName);
    const entry: ReadEntry = { type: type === "5" ? "directory" : "file", name, mode, mtime, size: type === "5" ? 0 : size };
    const sink = await handler.entry(entry);
    if (entry.type === "file") {
      let left = size;
      while (left > 0) {
        if (!(await fill(1))) throw new TarFormatError(`archive tronquée dans ${name}`);
        const part = take(Math.min(left, buffered.length));
        left -= part.length;
        if (sink) await sink(part);
      }
      const pad = padded - size;
      if (pad) {
        if (!(await fill(pad))) throw new TarFormatError(`archive tronquée après ${name}`);
        take(pad);
      }
      await handler.end?.(entry);
    }
    count++;
  }
}

function verifyChecksum(block: Buffer): void {
  const stored = readOctal(block, 148, 8);
  let sum = 0;
  for (let i = 0; i < BLOCK; i++) sum += i >= 148 && i < 156 ? 0x20 : block[i];
  if (sum !== stored) throw new TarFormatError("archive abîmée (somme de contrôle d'un en-tête tar fausse)");
}

function readString(block: Buffer, offset: number, length: number): string {
  const raw = block.subarray(offset, offset + length);
  const end = raw.indexOf(0);
  return raw.subarray(0, end === -1 ? length : end).toString("utf8");
}

function readOctal(block: Buffer, offset: number, length: number): number {
  const text = readString(block, offset, length).trim();
  return text === "" ? 0 : parseInt(text, 8);
}

function parsePax(data: Buffer): Record<string, string> {
  const out: Record<string, string> = {};
  let rest = data;
  while (rest.length > 0) {
    const space = rest.indexOf(0x20);
    const length = Number.parseInt(rest.subarray(0, space).toString("ascii"), 10);
    if (space <= 0 || !Number.isInteger(length) || length <= space) break;
    const record = rest
      .subarray(space + 1, length)
      .toString("utf8")
      .replace(/\n$/, "");
    const eq = record.indexOf("=");
    if (eq > 0) out[record.slice(0, eq)] = record.slice(eq + 1);
    rest = rest.subarray(length);
  }
  return out;
}

function checkName(raw: string): string {
  const name = raw.replace(/\/+$/, "");
  const parts = name.split("/");
  if (name === "" || path.isAbsolute(name) || parts.some((p) => p === "" || p === "." || p === "..")) {
    throw new TarFormatError(`nom d'entrée refusé dans l'archive\u00a0: ${JSON.stringify(raw)}`);
  }
  return name;
}

/** Every file and directory under `root`, depth first, as archive names below `prefix`. */
export async function* walk(root: string, prefix: string, skip: (relative: string, isDirectory: boolean) => boolean = () => false): AsyncGenerator<TarEntry> {
  const stat = await fs.stat(root);
  yield { type: "directory", name: prefix, mode: stat.mode, mtime: stat.mtime };
  const names = (await fs.readdir(root)).sort();
  for (const entryName of names) {
    const full = path.join(root, entryName);
    const relative = `${prefix}/${entryName}`;
    // A file may disappear while a running PostgreSQL is copied (a dropped table, a temp file).
    const st = await fs.lstat(full).catch(() => null);
    if (!st) continue;
    if (st.isDirectory()) {
      if (skip(relative, true)) {
        yield { type: "directory", name: relative, mode: st.mode, mtime: st.mtime };
        continue;
      }
      yield* walk(full, relative, skip);
    } else if (st.isFile()) {
      if (skip(relative, false)) continue;
      yield { type: "file", name: relative, mode: st.mode, mtime: st.mtime, size: st.size, source: full };
    }
    // Sockets, links and the like have no place in a backup.
  }
}
