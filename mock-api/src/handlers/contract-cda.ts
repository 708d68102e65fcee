// The commission disbursement authorization of a closed contract (pdf-lib, loaded only when asked
// for): what title or escrow pays from the commission to each agent, to the royalties and to the
// office. Its lines add up to the gross commission, the figures the contract page shows.
import type { AdminContract } from '@balance/api-client';
import { CONTRACT_SIDE_LABELS, formatCurrency, formatDate } from '@balance/domain';
import { fit, newPdf, pdfSafe } from './pdf.ts';

/** Who is paid what, in the order the CDA lists them; the amounts sum to the gross commission. */
export function cdaLines(c: AdminContract): Array<{ payee: string; memo: string; amount: number }> {
  return [
    ...c.commission.agents.map((a) => ({
      payee: a.name,
      memo: `Agent, ${a.sharePercent}% of the side (net of split and fees)`,
      amount: a.net,
    })),
    ...c.commission.royalties.map((r) => ({ payee: r.label, memo: 'Office royalty', amount: r.amount })),
    {
      payee: `${c.companyName} — ${c.officeName}`,
      memo: 'Company dollar and fees, less royalties',
      amount: c.commission.total.companyRetains,
    },
  ];
}

export async function cdaPdf(c: AdminContract): Promise<Uint8Array> {
  const { pdf, font, bold, ink, muted } = await newPdf(
    `Commission Disbursement Authorization ${c.contractId}`,
    c.companyName,
    new Date(`${c.closingDate ?? c.contractDate}T12:00:00Z`),
  );
  const page = pdf.addPage([612, 792]);
  let y = 740;
  const text = (value: string, x: number, o: { size?: number; bold?: boolean; right?: boolean } = {}) => {
    const size = o.size ?? 10;
    const f = o.bold ? bold : font;
    const safe = pdfSafe(value);
    const width = f.widthOfTextAtSize(safe, size);
    page.drawText(safe, { x: o.right ? x - width : x, y, size, font: f, color: ink });
  };
  const rule = () => page.drawLine({ start: { x: 50, y: y + 10 }, end: { x: 562, y: y + 10 }, color: muted });
  text(fit(c.companyName, 60), 50, { size: 16, bold: true });
  y -= 20;
  text('COMMISSION DISBURSEMENT AUTHORIZATION', 50, { size: 12, bold: true });
  y -= 30;
  const facts: Array<[string, string]> = [
    ['Contract', String(c.contractId)],
    ['Property', fit(`${c.propertyAddress}, ${c.city}, ${c.state} ${c.zip}`, 80)],
    ['Side', CONTRACT_SIDE_LABELS[c.side]],
    ['Final price', formatCurrency(c.salePrice)],
    ['Closing date', c.closingDate ? formatDate(c.closingDate) : '—'],
    ['Gross commission', formatCurrency(c.commission.total.gross)],
    ['Title / escrow', fit(c.contacts.find((p) => p.type === 'Title')?.company ?? '—', 70)],
  ];
  for (const [label, value] of facts) {
    text(label, 50, { bold: true });
    text(value, 170);
    y -= 16;
  }
  y -= 20;
  text('Pay to', 50, { bold: true });
  text('For', 280, { bold: true });
  text('Amount', 562, { bold: true, right: true });
  y -= 8;
  rule();
  y -= 14;
  const lines = cdaLines(c);
  for (const line of lines.slice(0, 30)) {
    text(fit(line.payee, 40), 50);
    text(fit(line.memo, 44), 280);
    text(formatCurrency(line.amount), 562, { right: true });
    y -= 16;
  }
  rule();
  y -= 6;
  text('Total disbursed', 420, { bold: true, right: true });
  text(formatCurrency(lines.reduce((sum, l) => sum + l.amount, 0)), 562, { bold: true, right: true });
  y -= 60;
  text(
    'Authorized by the office of record. Title or escrow: pay the amounts above from the commission.',
    50,
    {
      size: 8,
    },
  );
  return pdf.save();
}
