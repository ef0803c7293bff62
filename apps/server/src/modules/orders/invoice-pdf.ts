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
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  let page: PDFPage = pdf.addPage([595.28, 841.89]);
  let y = 800;
  const write = (text: string, x: number, options: { size?: number; f?: PDFFont } = {}) => {
    page.drawText(printable(text), {
      x,
      y,
      size: options.size ?? 10,
      font: options.f ?? font,
      color: rgb(0.1, 0.1, 0.1),
    });
  };
  const line = (dy = 14) => {
    y -= dy;
    if (y < 60) {
      page = pdf.addPage([595.28, 841.89]);
      y = 800;
    }
  };

  write(input.brandName, 50, { size: 18, f: bold });
  line(26);
  write(`Fattura dell'ordine n. ${order.orderId}`, 50, { size: 13, f: bold });
  line();
  write(`Data ordine: ${new Date(order.date).toLocaleDateString('it-IT', { timeZone: 'Europe/Rome' })}`, 50);
  line();
  write(`Consegna: ${order.timeslot.date} ${order.timeslot.name}`, 50);
  line(20);
  write('Intestatario', 50, { f: bold });
  line();
  if (billing) {
    write(billing.companyName, 50);
    line();
    write(`C.F. ${billing.fiscalCode}${billing.vatNumber ? ` – P.IVA ${billing.vatNumber}` : ''}`, 50);
    line();
    write(
      `${billing.address1} ${billing.addressNumber}, ${billing.postalCode} ${billing.city} (${billing.province})`,
      50,
    );
  } else {
    const a = order.shippingAddress;
    write(`${a.address1} ${a.addressNumber}, ${a.postalcode} ${a.city} (${a.province})`, 50);
  }
  line(24);
  write('Prodotto', 50, { f: bold });
  write('Quantità', 330, { f: bold });
  write('Prezzo', 410, { f: bold });
  write('Totale', 490, { f: bold });
  line(16);
  for (const item of order.orderItems) {
    write(item.product.name.slice(0, 55), 50);
    write(item.quantityDisplay, 330);
    write(formatEuro(item.unitPrice), 410);
    write(formatEuro(item.grossTotal), 490);
    line();
  }
  line(10);
  const totals: [string, number][] = [
    ['Totale prodotti', order.totalPrice],
    ['Buoni sconto', -order.giftTotal],
    ['Sacchetti e imballaggi', order.packageTotal],
    ['Spese di consegna', order.deliveryFee],
  ];
  for (const [label, amount] of totals) {
    write(label, 330);
    write(formatEuro(amount), 490);
    line();
  }
  write('Totale', 330, { f: bold, size: 12 });
  write(formatEuro(order.grossTotal), 490, { f: bold, size: 12 });
  line(24);
  write(`Pagamento: ${order.paymentTypeDescr}`, 50);
  return pdf.save();
}
