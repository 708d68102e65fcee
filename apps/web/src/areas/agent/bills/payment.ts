// Paying an invoice: who may pay, and waiting for the processor to confirm.
import type { Invoice, PaymentCheck, PaymentMethod } from '@balance/api-client';

/** Whether the Pay Now button is offered: open, something due, and no payment already under way. */
export function canPay(
  invoice: Pick<Invoice, 'id' | 'status' | 'amountDue'>,
  pendingIds: ReadonlySet<number>,
): boolean {
  return invoice.status === 'Open' && invoice.amountDue > 0 && !pendingIds.has(invoice.id);
}

/** The method a payment starts with: the default one, else the first. */
export function defaultMethodId(methods: readonly PaymentMethod[]): string | null {
  return (methods.find((method) => method.isDefault) ?? methods[0])?.id ?? null;
}

export type WaitOptions = { attempts?: number; intervalMs?: number; signal?: AbortSignal };

const sleep = (ms: number, signal?: AbortSignal) =>
  new Promise<void>((resolve, reject) => {
    if (signal?.aborted) {
      reject(new DOMException('Aborted', 'AbortError'));
      return;
    }
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener('abort', () => {
      clearTimeout(timer);
      reject(new DOMException('Aborted', 'AbortError'));
    });
  });

/**
 * Polls `checkforpayment` until the invoice reads Paid (the processor confirmed), or gives up after
 * `attempts` tries; returns the last check.
 */
export async function waitForPayment(
  check: (signal?: AbortSignal) => Promise<PaymentCheck>,
  { attempts = 6, intervalMs = 700, signal }: WaitOptions = {},
): Promise<PaymentCheck> {
  let last = await check(signal);
  for (let attempt = 1; attempt < attempts && last.status !== 'Paid'; attempt += 1) {
    await sleep(intervalMs, signal);
    last = await check(signal);
  }
  return last;
}
