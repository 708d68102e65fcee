import type { PaymentCheck } from '@balance/api-client';
import { describe, expect, it } from 'vitest';
import { canPay, defaultMethodId, waitForPayment } from './payment';

const check = (status: PaymentCheck['status']): PaymentCheck => ({
  invoiceId: 5107,
  status,
  payoutStatus: status === 'Paid' ? 'Pending' : 'Not Started',
  amountDue: status === 'Paid' ? 0 : 535.5,
  lastPayment: null,
});

describe('paying an invoice', () => {
  it('offers Pay Now only for an open invoice with something due and no payment under way', () => {
    const open = { id: 5107, status: 'Open' as const, amountDue: 535.5 };
    expect(canPay(open, new Set())).toBe(true);
    expect(canPay(open, new Set([5107]))).toBe(false);
    expect(canPay({ ...open, status: 'Paid' }, new Set())).toBe(false);
    expect(canPay({ ...open, amountDue: 0 }, new Set())).toBe(false);
  });

  it('starts with the default payment method, else the first', () => {
    const card = {
      id: 'pm_1',
      type: 'card' as const,
      label: 'Visa ending 4242',
      last4: '4242',
      isDefault: false,
    };
    const bank = {
      id: 'pm_2',
      type: 'bank_account' as const,
      label: 'Checking',
      last4: '6789',
      isDefault: true,
    };
    expect(defaultMethodId([card, bank])).toBe('pm_2');
    expect(defaultMethodId([card])).toBe('pm_1');
    expect(defaultMethodId([])).toBeNull();
  });

  it('polls checkforpayment until the invoice reads Paid', async () => {
    const replies = [check('Open'), check('Open'), check('Paid')];
    let calls = 0;
    const result = await waitForPayment(async () => replies[calls++]!, { intervalMs: 1 });
    expect(result.status).toBe('Paid');
    expect(calls).toBe(3);
  });

  it('gives up after the attempts and returns the last answer', async () => {
    let calls = 0;
    const result = await waitForPayment(
      async () => {
        calls += 1;
        return check('Open');
      },
      { attempts: 3, intervalMs: 1 },
    );
    expect(result.status).toBe('Open');
    expect(calls).toBe(3);
  });

  it('stops waiting when aborted', async () => {
    const controller = new AbortController();
    const waiting = waitForPayment(async () => check('Open'), { intervalMs: 50, signal: controller.signal });
    controller.abort();
    await expect(waiting).rejects.toThrow('Aborted');
  });
});
