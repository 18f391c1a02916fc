/**
 * The text of a PDF, read back with pdfjs-dist the way a reader's copy-and-paste would see it: the
 * items of every page joined by spaces, runs of spaces (no-break ones included) made one.
 *
 * pdfjs-dist stays on 5.6 (its engines say Node 20.19+, the README's floor); 6 asks for Node 22.
 */
export async function pdfText(pdf: Buffer): Promise<{ text: string; pages: number }> {
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
  return {
    text: parts
      .join(" ")
      .replace(/[\s\u00a0\u202f]+/g, " ")
      .trim(),
    pages,
  };
}
