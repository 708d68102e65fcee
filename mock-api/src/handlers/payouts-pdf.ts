// The disbursement batch as a real PDF: a summary of the batch, then one check stub per payee with
// each contract it pays (pdf-lib, loaded only when a PDF is asked for).
import type { PayoutRow } from '@balance/api-client';
import { formatCurrency, formatDate } from '@balance/domain';
import { newPdf, pdfSafe } from './pdf.ts';

const fit = (text: string, max: number): string => {
  const safe = pdfSafe(text);
  return safe.length > max ? `${safe.slice(0, max - 1)}…` : safe;
};

type Issuer = { company: string; office: string; address: string; batchNumber: string | null; date: string };

export async function checksPdf(rows: readonly PayoutRow[], issuer: Issuer): Promise<Uint8Array> {
  const title = issuer.batchNumber
    ? `Disbursement batch ${issuer.batchNumber}`
    : 'Disbursement batch (approved)';
  const { pdf, font, bold, ink, muted } = await newPdf(
    title,
    issuer.company,
    new Date(`${issuer.date}T12:00:00Z`),
  );
  let page = pdf.addPage([612, 792]);
  let y = 740;
  const text = (
    value: string,
    x: number,
    o: { size?: number; bold?: boolean; right?: boolean; muted?: boolean } = {},
  ) => {
    const size = o.size ?? 10;
    const f = o.bold ? bold : font;
    const safe = pdfSafe(value);
    const width = f.widthOfTextAtSize(safe, size);
    page.drawText(safe, { x: o.right ? x - width : x, y, size, font: f, color: o.muted ? muted : ink });
  };
  const rule = (at: number) =>
    page.drawLine({ start: { x: 50, y: at }, end: { x: 562, y: at }, thickness: 0.6, color: muted });
  const ensure = (room: number) => {
    if (y - room >= 80) return;
    page = pdf.addPage([612, 792]);
    y = 740;
    text(`${fit(issuer.company, 50)} — ${title} (continued)`, 50, { muted: true });
    y -= 30;
  };

  text(fit(issuer.company, 60), 50, { size: 16, bold: true });
  text('DISBURSEMENTS', 562, { size: 16, bold: true, right: true });
  y -= 18;
  text(fit(`${issuer.office} — ${issuer.address}`, 90), 50, { muted: true });
  text(issuer.batchNumber ?? 'Not yet paid', 562, { right: true, muted: true });
  y -= 16;
  text(`Date ${formatDate(issuer.date)}`, 562, { right: true, muted: true });
  y -= 28;

  const payees = new Map<number, PayoutRow[]>();
  for (const r of rows) payees.set(r.agentId, [...(payees.get(r.agentId) ?? []), r]);
  let grand = 0;
  for (const [agentId, mine] of payees) {
    const total = mine.reduce((s, r) => s + Math.round(r.netToAgent * 100), 0);
    grand += total;
    ensure(60 + mine.length * 14);
    rule(y + 12);
    text(`Pay to the order of ${fit(mine[0]?.agentName ?? '', 50)}`, 50, { bold: true });
    text(formatCurrency(total / 100), 562, { bold: true, right: true });
    y -= 14;
    text(`Agent ID ${agentId} — ${mine.length} contract${mine.length === 1 ? '' : 's'}`, 50, { muted: true });
    y -= 16;
    for (const r of mine) {
      ensure(14);
      text(formatDate(r.closingDate), 60);
      text(fit(r.propertyAddress, 40), 140);
      text(`Contract ${r.contractId}`, 400, { muted: true });
      text(formatCurrency(r.netToAgent), 562, { right: true });
      y -= 14;
    }
    y -= 14;
  }
  ensure(30);
  rule(y + 12);
  text(
    `${payees.size} payee${payees.size === 1 ? '' : 's'}, ${rows.length} contract${rows.length === 1 ? '' : 's'}`,
    50,
    {
      bold: true,
    },
  );
  text(`Total ${formatCurrency(grand / 100)}`, 562, { bold: true, right: true });
  const pages = pdf.getPages();
  pages.forEach((each, index) => {
    page = each;
    y = 50;
    text('Net to agent after the office split and fees, as on the agent’s Closed Deals (Cash).', 50, {
      size: 8,
      muted: true,
    });
    text(`Page ${index + 1} of ${pages.length}`, 562, { size: 8, muted: true, right: true });
  });
  return pdf.save();
}
