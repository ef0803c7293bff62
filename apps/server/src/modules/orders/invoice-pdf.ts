import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage } from 'pdf-lib';
import { formatEuro } from '@spesa/shared/common/money';
import type { Order } from '@spesa/shared/orders/order.contract';

interface Billing {
  companyName: string;
  vatNumber: string | null;
  fiscalCode: string;
  address1: string;
  addressNumber: string;
  city: string;
  province: string;
  postalCode: string;
}

// The standard fonts speak WinAnsi: Italian letters and € are there; anything else becomes '?'.
const WIN_ANSI_EXTRA = '€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ';
function printable(text: string): string {
  return [...text.normalize('NFC')]
    .map((c) => (c.charCodeAt(0) < 256 || WIN_ANSI_EXTRA.includes(c) ? c : '?'))
    .join('');
}

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

function writeHeading(w: Writer, brandName: string, order: Order) {
  w.write(brandName, 50, { size: 18, f: w.bold });
  w.line(26);
  w.write(`Fattura dell'ordine n. ${order.orderId}`, 50, { size: 13, f: w.bold });
  w.line();
  w.write(
    `Data ordine: ${new Date(order.date).toLocaleDateString('it-IT', { timeZone: 'Europe/Rome' })}`,
    50,
  );
  w.line();
  w.write(`Consegna: ${order.timeslot.date} ${order.timeslot.name}`, 50);
  w.line(20);
}

function writeHolder(w: Writer, order: Order, billing: Billing | null) {
  w.write('Intestatario', 50, { f: w.bold });
  w.line();
  if (billing) {
    w.write(billing.companyName, 50);
    w.line();
    w.write(`C.F. ${billing.fiscalCode}${billing.vatNumber ? ` – P.IVA ${billing.vatNumber}` : ''}`, 50);
    w.line();
    w.write(
      `${billing.address1} ${billing.addressNumber}, ${billing.postalCode} ${billing.city} (${billing.province})`,
      50,
    );
  } else {
    const a = order.shippingAddress;
    w.write(`${a.address1} ${a.addressNumber}, ${a.postalcode} ${a.city} (${a.province})`, 50);
  }
  w.line(24);
}

function writeLines(w: Writer, order: Order) {
  w.write('Prodotto', 50, { f: w.bold });
  w.write('Quantità', 330, { f: w.bold });
  w.write('Prezzo', 410, { f: w.bold });
  w.write('Totale', 490, { f: w.bold });
  w.line(16);
  for (const item of order.orderItems) {
    w.write(item.product.name.slice(0, 55), 50);
    w.write(item.quantityDisplay, 330);
    w.write(formatEuro(item.unitPrice), 410);
    w.write(formatEuro(item.grossTotal), 490);
    w.line();
  }
  w.line(10);
}

function writeTotals(w: Writer, order: Order) {
  const totals: [string, number][] = [
    ['Totale prodotti', order.totalPrice],
    ['Buoni sconto', -order.giftTotal],
    ['Sacchetti e imballaggi', order.packageTotal],
    ['Spese di consegna', order.deliveryFee],
  ];
  for (const [label, amount] of totals) {
    w.write(label, 330);
    w.write(formatEuro(amount), 490);
    w.line();
  }
  w.write('Totale', 330, { f: w.bold, size: 12 });
  w.write(formatEuro(order.grossTotal), 490, { f: w.bold, size: 12 });
  w.line(24);
  w.write(`Pagamento: ${order.paymentTypeDescr}`, 50);
}

/** The invoice of an order as real PDF bytes (A4, one or more pages). */
export async function renderInvoicePdf(input: {
  brandName: string;
  order: Order;
  billing: Billing | null;
}): Promise<Uint8Array> {
  const { order, billing } = input;
  const pdf = await PDFDocument.create();
  pdf.setTitle(`Fattura ordine ${order.orderId}`);
  pdf.setAuthor(printable(input.brandName));
  pdf.setLanguage('it-IT');
  const w = pageWriter(
    pdf,
    await pdf.embedFont(StandardFonts.Helvetica),
    await pdf.embedFont(StandardFonts.HelveticaBold),
  );
  writeHeading(w, input.brandName, order);
  writeHolder(w, order, billing);
  writeLines(w, order);
  writeTotals(w, order);
  return pdf.save();
}
