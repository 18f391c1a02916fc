import type { Route } from "./+types/billing-document";
import { z } from "~/lib/zod";
import { requireUser } from "~/features/auth/session.server";
import { requireSiteAccess } from "~/features/admin-kit/current-site.server";
import { creditNoteDocument, invoiceDocument } from "~/features/billing/invoices.server";
import { creditNotePdf, invoicePdf } from "~/features/billing/invoice-pdf.server";

const documentId = z.uuid();

/**
 * GET /admin/facturation/document?facture=<id> or ?avoir=<id>: an invoice or a credit
 * note as its PDF, drawn from the stored rows. An admin reads any; anyone else only those of the
 * session's site (another site's id is not found: 404, as any other site's row).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireUser(request, context);
  const siteId = user.role === "admin" ? undefined : (await requireSiteAccess(request, context)).site.id;
  const query = new URL(request.url).searchParams;
  const invoiceId = documentId.safeParse(query.get("facture"));
  const creditNoteId = documentId.safeParse(query.get("avoir"));
  const notFound = () => new Response("Document introuvable.", { status: 404, headers: { "Content-Type": "text/plain; charset=utf-8" } });
  let pdf: Buffer;
  let number: string;
  if (invoiceId.success) {
    const document = await invoiceDocument(context.db, invoiceId.data, siteId);
    if (!document) return notFound();
    pdf = await invoicePdf(document, context.config.billing);
    number = document.invoice.number;
  } else if (creditNoteId.success) {
    const document = await creditNoteDocument(context.db, creditNoteId.data, siteId);
    if (!document) return notFound();
    pdf = await creditNotePdf(document, context.config.billing);
    number = document.creditNote.number;
  } else {
    return notFound();
  }
  return new Response(new Uint8Array(pdf), {
    headers: {
      "Content-Type": "application/pdf",
      // Opened in the browser's viewer; saved under its number.
      "Content-Disposition": `inline; filename="${number}.pdf"`,
      "Cache-Control": "private, no-store",
    },
  });
}
