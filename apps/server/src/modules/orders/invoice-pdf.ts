import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage } from 'pdf-lib';
import { formatEuro } from '@spesa/shared/common/money';
import type { InvoiceDocument } from './invoices/invoice-document.js';

// The standard fonts speak WinAnsi: Italian letters and € are there; anything else becomes '?'.
const WIN_ANSI_EXTRA = '€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ';
function printable(text: string): string {
  return [...text.normalize('NFC')]
    .map((c) => (c.charCodeAt(0) < 256 || WIN_ANSI_EXTRA.includes(c) ? c : '?'))
    .join('');
}

const euro = (cents: number) => formatEuro(cents / 100);
const italianDate = (iso: string) => iso.split('-').reverse().join('/');

type Writer = ReturnType<typeof pageWriter>;

/** Writes lines of text down the pages, opening a new A4 page when one is full. */
function pageWriter(pdf: PDFDocument, font: PDFFont, bold: PDFFont) {
  let page: PDFPage = pdf.addPage([595.28, 841.89]);
  let y = 800;
  return {
    bold,
    write(text: string, x: number, options: { size?: number; f?: PDFFont } = {}) {
      page.drawText(printable(text), {
        x,
        y,
        size: options.size ?? 10,
        font: options.f ?? font,
        color: rgb(0.1, 0.1, 0.1),
      });
    },
    line(dy = 14) {
      y -= dy;
      if (y < 60) {
        page = pdf.addPage([595.28, 841.89]);
        y = 800;
      }
    },
  };
}

/** The title of the document: the invoice with its number, or the documento commerciale. */
export function documentTitle(doc: InvoiceDocument): string {
  return doc.number
    ? `Fattura n. ${doc.number} del ${italianDate(doc.date)}`
    : `Documento commerciale del ${italianDate(doc.date)}`;
}

function writeHeading(w: Writer, doc: InvoiceDocument) {
  const s = doc.seller;
  w.write(s.companyName, 50, { size: 16, f: w.bold });
  w.line(18);
  w.write(
    `${s.address.street} ${s.address.number}, ${s.address.postalCode} ${s.address.city} (${s.address.province})`,
    50,
  );
  w.line();
  w.write(`P.IVA ${s.vatNumber} – C.F. ${s.fiscalCode} – REA ${s.rea.office}-${s.rea.number}`, 50);
  w.line(26);
  w.write(documentTitle(doc), 50, { size: 13, f: w.bold });
  w.line();
  w.write(`Ordine n. ${doc.orderNumber}`, 50);
  w.line(20);
}

function writeHolder(w: Writer, doc: InvoiceDocument) {
  const buyer = doc.invoice?.buyer;
  if (!buyer) return;
  w.write('Intestatario', 50, { f: w.bold });
  w.line();
  w.write(buyer.companyName, 50);
  w.line();
  w.write(`C.F. ${buyer.fiscalCode}${buyer.vatNumber ? ` – P.IVA ${buyer.vatNumber}` : ''}`, 50);
  w.line();
  w.write(
    `${buyer.address1} ${buyer.addressNumber}, ${buyer.postalCode} ${buyer.city} (${buyer.province})`,
    50,
  );
  w.line();
  w.write(buyer.sdiCode ? `Codice destinatario ${buyer.sdiCode}` : `PEC ${buyer.pec ?? ''}`, 50);
  w.line(24);
}

function writeLines(w: Writer, doc: InvoiceDocument) {
  w.write('Descrizione', 50, { f: w.bold });
  w.write('Q.tà', 300, { f: w.bold });
  w.write('IVA', 350, { f: w.bold });
  w.write('Imponibile', 400, { f: w.bold });
  w.write('Totale', 490, { f: w.bold });
  w.line(16);
  for (const line of doc.lines) {
    w.write(line.description.slice(0, 45), 50);
    w.write(String(line.quantity), 300);
    w.write(`${line.vatPct}%`, 350);
    w.write(euro(line.taxableCents), 400);
    w.write(euro(line.grossCents), 490);
    w.line();
  }
  w.line(10);
}

function writeTotals(w: Writer, doc: InvoiceDocument) {
  w.write('Aliquota', 250, { f: w.bold });
  w.write('Imponibile', 330, { f: w.bold });
  w.write('IVA', 410, { f: w.bold });
  w.write('Totale', 490, { f: w.bold });
  w.line();
  for (const rate of doc.vat) {
    w.write(`${rate.vatPct}%`, 250);
    w.write(euro(rate.taxableCents), 330);
    w.write(euro(rate.vatCents), 410);
    w.write(euro(rate.grossCents), 490);
    w.line();
  }
  w.line(6);
  w.write('Totale documento', 330, { f: w.bold, size: 12 });
  w.write(euro(doc.totalCents), 490, { f: w.bold, size: 12 });
  w.line(24);
  w.write(`Pagamento: ${doc.paymentDescr}`, 50);
}

/** A delivered order's invoice or documento commerciale as real PDF bytes (A4, one or more pages). */
export async function renderInvoicePdf(doc: InvoiceDocument): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(documentTitle(doc));
  pdf.setAuthor(printable(doc.seller.companyName));
  pdf.setLanguage('it-IT');
  const w = pageWriter(
    pdf,
    await pdf.embedFont(StandardFonts.Helvetica),
    await pdf.embedFont(StandardFonts.HelveticaBold),
  );
  writeHeading(w, doc);
  writeHolder(w, doc);
  writeLines(w, doc);
  writeTotals(w, doc);
  return pdf.save();
}
