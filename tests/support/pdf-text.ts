/**
 * The text of a PDF, read back with pdfjs-dist the way a reader's copy-and-paste would see it: the
 * items of every page joined by spaces, runs of spaces (no-break ones included) made one.
 *
 * pdfjs-dist 6 asks for Node 22 (Promise.withResolvers); on Node 20 the standard method is added
 * when missing, exactly as specified (a polyfill of the language, not a stub: nothing else changes,
 * and Node 22 keeps its own).
 */
type WithResolvers = <T>() => { promise: Promise<T>; resolve: (value: T | PromiseLike<T>) => void; reject: (reason?: unknown) => void };

function ensurePromiseWithResolvers(): void {
  const P = Promise as unknown as { withResolvers?: WithResolvers };
  if (typeof P.withResolvers === "function") return;
  Object.defineProperty(Promise, "withResolvers", {
    configurable: true,
    writable: true,
    value: function withResolvers<T>() {
      let resolve!: (value: T | PromiseLike<T>) => void;
      let reject!: (reason?: unknown) => void;
      const promise = new Promise<T>((res, rej) => {
        resolve = res;
        reject = rej;
      });
      return { promise, resolve, reject };
    },
  });
}

export async function pdfText(pdf: Buffer): Promise<{ text: string; pages: number }> {
  ensurePromiseWithResolvers();
  const { getDocument } = await import("pdfjs-dist/legacy/build/pdf.mjs");
  const task = getDocument({ data: new Uint8Array(pdf), useSystemFonts: false, verbosity: 0 });
  const document = await task.promise;
  const parts: string[] = [];
  for (let n = 1; n <= document.numPages; n++) {
    const page = await document.getPage(n);
    const content = await page.getTextContent();
    for (const item of content.items) if ("str" in item) parts.push(item.str);
  }
  const pages = document.numPages;
  await task.destroy();
  return { text: parts.join(" ").replace(/[\s\u00a0\u202f]+/g, " ").trim(), pages };
}
