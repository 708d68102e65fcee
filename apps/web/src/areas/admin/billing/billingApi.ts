// The office billing calls and their cache keys, so the Queue, Print Checks and a contract's payout
// refresh one another after a change.
import { useQueryClient } from '@tanstack/react-query';
import { toApiError } from '@balance/api-client';
import { unwrap, type AppApiClient } from '../../../api/client';
import type { PayoutList } from '../../../api/types';

export type QueueStatus = 'Not Started' | 'Pending';

/** Everything billing caches starts with this, so one invalidation refreshes every billing view. */
export const BILLING_KEY = 'office-billing';

export const payoutsKey = (officeId: number, status: QueueStatus) => [
  BILLING_KEY,
  'payouts',
  officeId,
  status,
];
export const contractPayoutKey = (contractId: number) => [BILLING_KEY, 'contract', contractId];
export const expensesKey = (officeId: number, filter: string, page: number) => [
  BILLING_KEY,
  'expenses',
  officeId,
  filter,
  page,
];

export async function fetchPayouts(
  api: AppApiClient,
  officeId: number,
  status: QueueStatus,
  signal: AbortSignal,
): Promise<PayoutList> {
  return unwrap(
    await api.GET('/Office/billing/{id}/payouts', {
      params: { path: { id: officeId }, query: { status } },
      signal,
    }),
  );
}

/** The checks PDF: the approved payouts, or a paid batch when its number is given. */
export async function fetchChecksPdf(
  api: AppApiClient,
  officeId: number,
  batch: string | null,
): Promise<Blob> {
  const result = await api.GET('/Office/billing/{id}/checks', {
    params: { path: { id: officeId }, query: batch ? { batch } : {} },
    parseAs: 'blob',
  });
  if (result.data !== undefined) return result.data;
  throw toApiError(result.error, result.response.status);
}

/** Opens a blob in a tab opened at the click, so no popup blocker interferes. */
export function showBlob(tab: Window | null, blob: Blob): void {
  const url = URL.createObjectURL(blob);
  if (tab && !tab.closed) tab.location.href = url;
  else window.open(url, '_blank', 'noopener');
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

export function useBillingRefresh(): () => void {
  const queryClient = useQueryClient();
  return () => void queryClient.invalidateQueries({ queryKey: [BILLING_KEY] });
}
