// The invoice as a real PDF (pdf-lib, loaded only when a PDF is asked for).
import type { Invoice } from '@balance/api-client';
import { HttpResponse } from 'msw';
import { formatCurrency, formatDate } from '@balance/domain';

const WIN_ANSI_EXTRA = new Set([...'–—‘’“”•…€™']);

/** Standard PDF fonts encode WinAnsi only: strip accents, and replace what is left over. */
export function pdfSafe(text: string): string {
  let out = '';
  for (const ch of text) {
    const code = ch.codePointAt(0) ?? 63;
    if ((code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff) || WIN_ANSI_EXTRA.has(ch)) out += ch;
    else {
      const base = ch.normalize('NFKD').replace(/[\u0300-\u036f]/g, '');
      out += base && [...base].every((c) => (c.codePointAt(0) ?? 0) < 0x7f) ? base : '?';
    }
  }
  return out;
}

/** A PDF answer, shown inline under this file name. */
export function pdfResponse(bytes: Uint8Array, fileName: string): HttpResponse<ArrayBuffer> {
  const body = new ArrayBuffer(bytes.byteLength);
  new Uint8Array(body).set(bytes);
  return new HttpResponse(body, {
    status: 200,
    headers: { 'Content-Type': 'application/pdf', 'Content-Disposition': `inline; filename="${fileName}"` },
  });
}

/** A one-author document of the mock, dated `created`, with the two fonts and two inks every PDF here uses. */
export async function newPdf(title: string, author: string, created: Date) {
  const { PDFDocument, StandardFonts, rgb } = await import('pdf-lib');
  const pdf = await PDFDocument.create();
  pdf.setTitle(title);
  pdf.setAuthor(pdfSafe(author));
  pdf.setProducer('Balance mock backend');
  pdf.setCreator('Balance mock backend');
  pdf.setCreationDate(created);
  pdf.setModificationDate(created);
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  return { pdf, font, bold, ink: rgb(0.12, 0.14, 0.18), muted: rgb(0.4, 0.43, 0.48) };
}

export function fit(text: string, max: number): string {
  const safe = pdfSafe(text);
  return safe.length > max ? `${safe.slice(0, max - 1)}…` : safe;
}

export async function invoicePdf(
  invoice: Invoice,
  issuer: { company: string; office: string; address: string },
): Promise<Uint8Array> {
  const { PDFDocument, StandardFonts, rgb } = await import('pdf-lib');
  const pdf = await PDFDocument.create();
  const created = new Date(`${invoice.issueDate}T12:00:00Z`);
  pdf.setTitle(`Invoice ${invoice.invoiceNumber}`);
  pdf.setAuthor(pdfSafe(issuer.company));
  pdf.setSubject(`Invoice ${invoice.invoiceNumber} for ${pdfSafe(invoice.agentName ?? invoice.officeName)}`);
  pdf.setProducer('Balance mock backend');
  pdf.setCreator('Balance mock backend');
  pdf.setCreationDate(created);
  pdf.setModificationDate(created);
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const ink = rgb(0.12, 0.14, 0.18);
  const muted = rgb(0.4, 0.43, 0.48);
  // Lines stop above this; the footer (page number, contact line) sits below it on every page.
  const bottom = 90;
  let page = pdf.addPage([612, 792]);
  let y = 740;
  const text = (
    value: string,
    x: number,
    options: { size?: number; bold?: boolean; color?: ReturnType<typeof rgb>; right?: boolean } = {},
  ): void => {
    const size = options.size ?? 10;
    const f = options.bold ? bold : font;
    const safe = pdfSafe(value);
    const width = f.widthOfTextAtSize(safe, size);
    page.drawText(safe, { x: options.right ? x - width : x, y, size, font: f, color: options.color ?? ink });
  };
  const rule = (from: number, at: number, thickness: number): void =>
    page.drawLine({ start: { x: from, y: at }, end: { x: 562, y: at }, thickness, color: muted });
  const tableHeader = (): void => {
    rule(50, y + 12, 0.8);
    text('Description', 50, { bold: true });
    text('Category', 300, { bold: true });
    text('Qty', 420, { bold: true, right: true });
    text('Unit price', 490, { bold: true, right: true });
    text('Amount', 562, { bold: true, right: true });
    y -= 8;
    rule(50, y, 0.5);
    y -= 14;
  };
  /** A further page: the issuer and invoice number again, so a loose page still says what it is. */
  const nextPage = (withTable: boolean): void => {
    page = pdf.addPage([612, 792]);
    y = 740;
    text(fit(issuer.company, 60), 50, { size: 12, bold: true });
    text(`INVOICE ${invoice.invoiceNumber} (continued)`, 562, { right: true, color: muted });
    y -= 36;
    if (withTable) tableHeader();
  };
  text(fit(issuer.company, 60), 50, { size: 16, bold: true });
  text('INVOICE', 562, { size: 16, bold: true, right: true });
  y -= 18;
  text(fit(`${issuer.office} — ${issuer.address}`, 90), 50, { color: muted });
  text(invoice.invoiceNumber, 562, { right: true, color: muted });
  y -= 36;
  text('Bill to', 50, { bold: true });
  text('Issued', 380, { bold: true });
  text(formatDate(invoice.issueDate), 562, { right: true });
  y -= 14;
  text(fit(invoice.agentName ?? invoice.officeName, 55), 50);
  text('Due', 380, { bold: true });
  text(formatDate(invoice.dueDate), 562, { right: true });
  y -= 14;
  text(`Agent ID ${invoice.agentId ?? '—'}`, 50, { color: muted });
  text('Status', 380, { bold: true });
  text(invoice.status, 562, { right: true });
  y -= 36;
  tableHeader();
  for (const line of invoice.lines) {
    if (y < bottom) nextPage(true);
    text(fit(line.description, 44), 50);
    text(fit(line.category, 20), 300);
    text(String(line.quantity), 420, { right: true });
    text(formatCurrency(line.unitPrice), 490, { right: true });
    text(formatCurrency(line.amount), 562, { right: true });
    y -= 16;
  }
  const totals: Array<[string, number]> = [
    ['Total', invoice.total],
    ['Paid', invoice.amountPaid],
    ['Amount due', invoice.amountDue],
  ];
  // The totals stay together, after the last line.
  if (y - 6 - totals.length * 16 < bottom - 16) nextPage(false);
  y -= 6;
  rule(350, y + 10, 0.5);
  for (const [label, amount] of totals) {
    text(label, 420, { bold: label === 'Amount due', right: true });
    text(formatCurrency(amount), 562, { bold: label === 'Amount due', right: true });
    y -= 16;
  }
  const pages = pdf.getPages();
  pages.forEach((each, index) => {
    page = each;
    y = 60;
    text('Questions about this invoice? Contact your office administrator.', 50, { size: 8, color: muted });
    text(`Page ${index + 1} of ${pages.length}`, 562, { size: 8, color: muted, right: true });
  });
  return pdf.save();
}
