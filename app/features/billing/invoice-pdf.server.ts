/**
 * The PDF of an invoice or a credit note (ADR 033), drawn on demand from the stored rows
 * with pdfkit: A4, French, every mention French law asks of an invoice between businesses (Code
 * de commerce L441-9, CGI art. 242 nonies A): seller and buyer with their SIREN and VAT numbers,
 * number, date of issue, the period of the service, each line before VAT, totals before VAT, the
 * VAT at 20 % and with VAT, the due date, no discount for early payment, the late-payment rate and
 * the 40 € recovery indemnity (L441-10, D441-5), and how to pay (the transfer, the number as
 * reference).
 *
 * The seller printed is the one copied on the invoice when it was issued; only the bank details
 * and the billing e-mail come from the current configuration (`seller`). The same rows always
 * draw the same document: payments are not printed (the screens show them).
 *
 * Font: pdfkit's built-in Helvetica, in WinAnsi encoding, which has the accents of French, « », the
 * € sign, œ and the typographic quotes (checked by reading the PDF back, tests/integration). It has
 * no narrow no-break space, which Intl puts between thousands: `pdfText` makes it a no-break space,
 * and any other character outside WinAnsi its letter without accent (or '?'), so a name typed in
 * another script never breaks the document.
 */
import PDFDocument from "pdfkit";
import type { BillingConfig } from "~/lib/config.server";
import { PLAN_LABELS } from "~/features/plans/plans";
import { formatSiren, formatSiret } from "~/features/legal/legal-identifiers";
import { formatEuros } from "~/features/billing/billing-amounts";
import { frenchBillingDate, frenchPeriod, parisDate } from "~/features/billing/billing-calendar";
import type { CreditNoteDocument, InvoiceDocument } from "~/features/billing/invoices.server";
import { transferPaymentMethod } from "~/features/billing/payment-method";

/** The mentions of late payment every invoice carries (Code de commerce L441-10 and D441-5). */
export const LATE_PAYMENT_MENTION =
  "Pas d'escompte pour paiement anticipé. En cas de retard de paiement, des pénalités sont exigibles au taux de trois fois le taux d'intérêt légal, ainsi qu'une indemnité forfaitaire pour frais de recouvrement de 40\u00a0€ (articles L441-10 et D441-5 du Code de commerce).";

/** Characters of WinAnsiEncoding beyond Latin-1 (its 0x80–0x9F range). */
const WIN_ANSI_EXTRA = new Set("€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ");

/** Text Helvetica can draw: WinAnsi characters kept, the narrow no-break space widened, others folded. */
export function pdfText(text: string): string {
  let out = "";
  for (const char of text.replace(/\u202f/g, "\u00a0")) {
    const code = char.codePointAt(0) ?? 0;
    if (char === "\n" || (code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff) || WIN_ANSI_EXTRA.has(char)) out += char;
    else {
      const base = char.normalize("NFD").replace(/[\u0300-\u036f]/g, "");
      out += base.length > 0 && [...base].every((c) => (c.codePointAt(0) ?? 0) < 0x100) ? base : "?";
    }
  }
  return out;
}

const PAGE = { width: 595.28, height: 841.89, margin: 50 };
const CONTENT_WIDTH = PAGE.width - 2 * PAGE.margin;
const GREY = "#57534e";
const LIGHT = "#f5f5f4";
const RULE = "#d6d3d1";
const INK = "#1c1917";

type Doc = PDFKit.PDFDocument;

/** Draws into a buffer: resolves when pdfkit has written the whole file. */
function render(title: string, issuedAt: Date, draw: (doc: Doc) => void): Promise<Buffer> {
  const doc = new PDFDocument({
    size: "A4",
    margin: PAGE.margin,
    lang: "fr-FR",
    info: { Title: pdfText(title), Author: "Vitrine", Creator: "Vitrine", CreationDate: issuedAt },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on("data", (chunk: Buffer) => chunks.push(chunk));
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
  });
  doc.fillColor(INK);
  draw(doc);
  doc.end();
  return done;
}

function write(
  doc: Doc,
  text: string,
  x: number,
  y: number,
  options: PDFKit.Mixins.TextOptions & { bold?: boolean; size?: number; color?: string } = {},
): number {
  const { bold, size, color, ...rest } = options;
  doc
    .font(bold ? "Helvetica-Bold" : "Helvetica")
    .fontSize(size ?? 9.5)
    .fillColor(color ?? INK);
  doc.text(pdfText(text), x, y, { lineGap: 1.5, ...rest });
  return doc.y;
}

type Party = { label: string; name: string; lines: string[] };

/** The seller at the top left, the document's title and dates at the top right; returns where the next block starts. */
function header(doc: Doc, seller: Party, title: string, facts: [string, string][]): number {
  let y = write(doc, seller.name, PAGE.margin, PAGE.margin, { bold: true, size: 14, width: 280 });
  y = write(doc, seller.lines.join("\n"), PAGE.margin, y + 4, { width: 280, color: GREY });
  const right = PAGE.margin + CONTENT_WIDTH - 220;
  let ry = write(doc, title, right, PAGE.margin, { bold: true, size: 22, width: 220, align: "right" });
  ry += 6;
  for (const [label, value] of facts) {
    write(doc, label, right, ry, { width: 110, color: GREY });
    ry = write(doc, value, right + 110, ry, { width: 110, align: "right", bold: true });
    ry += 2;
  }
  return Math.max(y, ry) + 24;
}

/** The buyer's block, on the right half. */
function buyerBlock(doc: Doc, buyer: Party, y: number): number {
  const x = PAGE.margin + CONTENT_WIDTH / 2;
  const width = CONTENT_WIDTH / 2;
  write(doc, buyer.label, x, y, { size: 8.5, color: GREY, width });
  let by = write(doc, buyer.name, x, doc.y + 2, { bold: true, size: 11, width });
  by = write(doc, buyer.lines.join("\n"), x, by + 2, { width });
  return by + 20;
}

type Row = { description: string; quantity: string; unit: string; total: string };

const COLUMNS = { description: 270, quantity: 40, unit: 92.28, total: 92.28 };

function table(doc: Doc, rows: Row[], y: number): number {
  const x0 = PAGE.margin;
  const xs = {
    description: x0,
    quantity: x0 + COLUMNS.description,
    unit: x0 + COLUMNS.description + COLUMNS.quantity,
    total: x0 + COLUMNS.description + COLUMNS.quantity + COLUMNS.unit,
  };
  doc.rect(x0, y, CONTENT_WIDTH, 20).fill(LIGHT);
  const head = y + 6;
  write(doc, "Désignation", xs.description + 6, head, { bold: true, size: 8.5, width: COLUMNS.description - 12 });
  write(doc, "Qté", xs.quantity, head, { bold: true, size: 8.5, width: COLUMNS.quantity - 6, align: "right" });
  write(doc, "Prix unitaire HT", xs.unit, head, { bold: true, size: 8.5, width: COLUMNS.unit - 6, align: "right" });
  write(doc, "Total HT", xs.total, head, { bold: true, size: 8.5, width: COLUMNS.total - 6, align: "right" });
  let rowY = y + 26;
  for (const row of rows) {
    const end = write(doc, row.description, xs.description + 6, rowY, { width: COLUMNS.description - 12 });
    write(doc, row.quantity, xs.quantity, rowY, { width: COLUMNS.quantity - 6, align: "right" });
    write(doc, row.unit, xs.unit, rowY, { width: COLUMNS.unit - 6, align: "right" });
    write(doc, row.total, xs.total, rowY, { width: COLUMNS.total - 6, align: "right" });
    rowY = end + 6;
    doc
      .moveTo(x0, rowY - 3)
      .lineTo(x0 + CONTENT_WIDTH, rowY - 3)
      .lineWidth(0.5)
      .strokeColor(RULE)
      .stroke();
  }
  return rowY + 8;
}

/** Total HT, TVA, Total TTC, right-aligned; the last one bold. */
function totals(doc: Doc, lines: [string, string][], y: number): number {
  const width = 230;
  const x = PAGE.margin + CONTENT_WIDTH - width;
  let ty = y;
  lines.forEach(([label, value], i) => {
    const last = i === lines.length - 1;
    if (last) doc.rect(x, ty - 4, width, 20).fill(LIGHT);
    write(doc, label, x + 6, ty, { width: 130, bold: last });
    ty = write(doc, value, x + 130, ty, { width: width - 136, align: "right", bold: last }) + 6;
  });
  return ty + 12;
}

function paragraph(doc: Doc, title: string, text: string, y: number, size = 9): number {
  write(doc, title, PAGE.margin, y, { bold: true, size: 9.5, width: CONTENT_WIDTH });
  return write(doc, text, PAGE.margin, doc.y + 3, { size, width: CONTENT_WIDTH, color: INK }) + 14;
}

function footer(doc: Doc, seller: { name: string; siren: string; vatNumber: string }): void {
  const text = `${seller.name} · SIREN ${formatSiren(seller.siren)} · TVA intracommunautaire ${seller.vatNumber}`;
  write(doc, text, PAGE.margin, PAGE.height - PAGE.margin - 12, { size: 7.5, color: GREY, width: CONTENT_WIDTH, align: "center", lineBreak: false });
}

type InvoiceSellerRow = Pick<InvoiceDocument["invoice"], "sellerName" | "sellerAddress" | "sellerSiren" | "sellerVatNumber" | "sellerLegal">;

function sellerParty(invoice: InvoiceSellerRow, seller: Pick<BillingConfig, "email">): Party {
  return {
    label: "Émise par",
    name: invoice.sellerName,
    lines: [
      ...(invoice.sellerLegal ? [invoice.sellerLegal] : []),
      ...invoice.sellerAddress.split("\n"),
      `SIREN ${formatSiren(invoice.sellerSiren)}`,
      `TVA intracommunautaire ${invoice.sellerVatNumber}`,
      seller.email,
    ],
  };
}

function buyerParty(invoice: InvoiceDocument["invoice"], label: string): Party {
  const siret = invoice.buyerSiret;
  return {
    label,
    name: invoice.buyerName,
    lines: [
      ...(invoice.buyerLegalForm ? [invoice.buyerLegalForm] : []),
      ...(invoice.buyerAddress ? invoice.buyerAddress.split("\n") : []),
      ...(siret ? [`SIREN ${formatSiren(siret.slice(0, 9))} · SIRET ${formatSiret(siret)}`] : []),
      ...(invoice.buyerVatNumber ? [`TVA intracommunautaire ${invoice.buyerVatNumber}`] : []),
      ...(invoice.buyerEmail ? [invoice.buyerEmail] : []),
    ],
  };
}

const percent = (rate: number) => `${rate}\u00a0%`;

/** The invoice as a PDF (A4). `seller`: BILLING_* now, for the bank details and the billing address. */
export function invoicePdf(document: Pick<InvoiceDocument, "invoice" | "lines">, seller: BillingConfig): Promise<Buffer> {
  const { invoice, lines } = document;
  return render(`Facture ${invoice.number}`, invoice.issuedAt, (doc) => {
    let y = header(doc, sellerParty(invoice, seller), "Facture", [
      ["Numéro", invoice.number],
      ["Date d'émission", frenchBillingDate(parisDate(invoice.issuedAt))],
      ["Date d'échéance", frenchBillingDate(invoice.dueOn)],
    ]);
    y = buyerBlock(doc, buyerParty(invoice, "Facturé à"), y);
    y =
      write(
        doc,
        `Abonnement Vitrine, formule ${PLAN_LABELS[invoice.plan]}. Période de service\u00a0: ${frenchPeriod(invoice.periodStart, invoice.periodEnd)}.`,
        PAGE.margin,
        y,
        { width: CONTENT_WIDTH },
      ) + 12;
    y = table(
      doc,
      lines.map((line) => ({
        description: line.description,
        quantity: String(line.quantity),
        unit: formatEuros(line.unitHt),
        total: formatEuros(line.totalHt),
      })),
      y,
    );
    y = totals(
      doc,
      [
        ["Total HT", formatEuros(invoice.totalHt)],
        [`TVA ${percent(invoice.vatRate)}`, formatEuros(invoice.vat)],
        ["Total TTC", formatEuros(invoice.totalTtc)],
      ],
      y,
    );
    const instructions = transferPaymentMethod(seller).instructions({
      id: invoice.id,
      number: invoice.number,
      totalTtc: invoice.totalTtc,
      dueOn: invoice.dueOn,
      buyerEmail: invoice.buyerEmail,
    });
    y = paragraph(
      doc,
      "Paiement",
      [
        `À régler au plus tard le ${frenchBillingDate(invoice.dueOn)}, soit ${formatEuros(invoice.totalTtc)} TTC, par ${instructions.title.toLowerCase()}\u00a0:`,
        ...instructions.details.map((d) => `${d.label}\u00a0: ${d.value}`),
      ].join("\n"),
      y,
    );
    paragraph(doc, "Conditions", LATE_PAYMENT_MENTION, y, 8.5);
    footer(doc, { name: invoice.sellerName, siren: invoice.sellerSiren, vatNumber: invoice.sellerVatNumber });
  });
}

/** The credit note as a PDF (A4): the invoice it corrects, why, and the amounts credited. */
export function creditNotePdf(document: CreditNoteDocument, seller: BillingConfig): Promise<Buffer> {
  const { creditNote, invoice } = document;
  return render(`Avoir ${creditNote.number}`, creditNote.issuedAt, (doc) => {
    let y = header(doc, sellerParty(invoice, seller), "Avoir", [
      ["Numéro", creditNote.number],
      ["Date d'émission", frenchBillingDate(parisDate(creditNote.issuedAt))],
      ["Facture d'origine", invoice.number],
    ]);
    y = buyerBlock(doc, buyerParty(invoice, "Au bénéfice de"), y);
    y =
      write(
        doc,
        `Avoir sur la facture ${invoice.number} du ${frenchBillingDate(parisDate(invoice.issuedAt))} (période ${frenchPeriod(invoice.periodStart, invoice.periodEnd)}, ${formatEuros(invoice.totalTtc)} TTC).`,
        PAGE.margin,
        y,
        { width: CONTENT_WIDTH },
      ) + 12;
    y = table(
      doc,
      [{ description: `Motif\u00a0: ${creditNote.reason}`, quantity: "1", unit: formatEuros(creditNote.totalHt), total: formatEuros(creditNote.totalHt) }],
      y,
    );
    y = totals(
      doc,
      [
        ["Total HT", formatEuros(creditNote.totalHt)],
        [`TVA ${percent(creditNote.vatRate)}`, formatEuros(creditNote.vat)],
        ["Total TTC de l'avoir", formatEuros(creditNote.totalTtc)],
      ],
      y,
    );
    paragraph(
      doc,
      "Imputation",
      `Ce montant est déduit de la facture ${invoice.number}\u00a0; s'il dépasse ce qui reste à payer sur elle, la différence vous est remboursée par virement. Pour toute question\u00a0: ${seller.email}.`,
      y,
    );
    footer(doc, { name: invoice.sellerName, siren: invoice.sellerSiren, vatNumber: invoice.sellerVatNumber });
  });
}
