// The invoice PDF carries every line: a long invoice runs onto more pages, each repeating the table
// header, and the totals come after the last line.
import type { Invoice } from '@balance/api-client';
import { PDFArray, PDFDocument, PDFRawStream, decodePDFRawStream } from 'pdf-lib';
import { describe, expect, test } from 'vitest';
import { invoicePdf } from './pdf.ts';

const ISSUER = { company: 'Balance Realty', office: 'Pearl District', address: '1 Main St, Portland' };

function invoiceWith(lineCount: number): Invoice {
  const lines = Array.from({ length: lineCount }, (_, i) => ({
    id: i + 1,
    description: `Line item ${String(i + 1).padStart(3, '0')}`,
    category: 'Fees',
    quantity: 1,
    unitPrice: 10,
    amount: 10,
    contractId: null,
  }));
  return {
    id: 1,
    invoiceNumber: 'INV-0001',
    officeId: 1,
    officeName: 'Pearl District',
    agentId: 7,
    agentName: 'Nora Quill',
    issueDate: '2026-06-01',
    dueDate: '2026-06-30',
    status: 'Open',
    payoutStatus: 'Pending',
    total: lineCount * 10,
    amountPaid: 0,
    amountDue: lineCount * 10,
    lines,
  };
}

/** The text drawn on each page (pdf-lib writes standard-font text as hex strings). */
async function pageTexts(bytes: Uint8Array): Promise<string[][]> {
  const pdf = await PDFDocument.load(bytes);
  return pdf.getPages().map((page) => {
    const contents = page.node.Contents();
    const refs = contents instanceof PDFArray ? contents.asArray() : contents ? [contents] : [];
    const streams = refs
      .map((ref) => pdf.context.lookup(ref))
      .filter((s): s is PDFRawStream => s instanceof PDFRawStream);
    const ops = streams
      .map((s) => new TextDecoder('latin1').decode(decodePDFRawStream(s).decode()))
      .join('\n');
    return [...ops.matchAll(/<([0-9A-Fa-f]*)> Tj/g)].map((m) =>
      (m[1]?.match(/../g) ?? []).map((h) => String.fromCharCode(parseInt(h, 16))).join(''),
    );
  });
}

describe('invoice PDF pages', () => {
  test('a short invoice fits on one page with its totals', async () => {
    const pages = await pageTexts(await invoicePdf(invoiceWith(3), ISSUER));
    expect(pages).toHaveLength(1);
    expect(pages[0]).toEqual(expect.arrayContaining(['Line item 001', 'Line item 003', 'Amount due']));
  });

  test('a long invoice keeps every line, repeats the header on each page, totals at the end', async () => {
    const count = 150;
    const pages = await pageTexts(await invoicePdf(invoiceWith(count), ISSUER));
    expect(pages.length).toBeGreaterThan(2);
    const drawn = pages.flat().filter((t) => t.startsWith('Line item '));
    expect(drawn).toEqual(invoiceWith(count).lines.map((l) => l.description));
    for (const [index, texts] of pages.entries()) {
      if (texts.some((t) => t.startsWith('Line item '))) expect(texts).toContain('Description');
      expect(texts.some((t) => t.includes('INV-0001'))).toBe(true);
      expect(texts).toContain(`Page ${index + 1} of ${pages.length}`);
    }
    expect(pages.at(-1)).toContain('Amount due');
    expect(pages.slice(0, -1).flat()).not.toContain('Amount due');
  });
});
