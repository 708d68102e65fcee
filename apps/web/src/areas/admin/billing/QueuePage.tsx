// Queue: the office's closed contracts whose payout has not started, with totals per agent and in
// all; chosen rows are approved in one confirmed batch and move on to Print Checks.
import { useState } from 'react';
import { formatCurrency } from '@balance/domain';
import { Button, ConfirmDialog, Link } from '@balance/ui';
import { useApiClient } from '../../../api/ApiClientProvider';
import { unwrap } from '../../../api/client';
import { useApiQuery } from '../../../api/useApiQuery';
import { FormMessage, useSaveForm } from '../../../app/forms';
import { paths } from '../../../app/paths';
import { OfficePage } from '../manage/OfficePages';
import manage from '../manage/manage.module.css';
import { fetchPayouts, payoutsKey, useBillingRefresh } from './billingApi';
import { netToAgents, payoutCount, PayoutSelection } from './PayoutSelection';

export function QueuePage() {
  return (
    <OfficePage
      title="Queue"
      description="Closed contracts waiting for payout. Approve them to print their checks."
    >
      {(id) => <Queue key={id} officeId={id} />}
    </OfficePage>
  );
}

function Queue({ officeId }: { officeId: number }) {
  const api = useApiClient();
  const refresh = useBillingRefresh();
  const list = useApiQuery(payoutsKey(officeId, 'Not Started'), (signal) =>
    fetchPayouts(api, officeId, 'Not Started', signal),
  );
  const [selected, setSelected] = useState<Set<number>>(new Set());
  const [asking, setAsking] = useState(false);
  const approve = useSaveForm({
    fields: [],
    save: async (contractIds: number[]) =>
      unwrap(
        await api.POST('/Office/billing/{id}/payouts/approve', {
          params: { path: { id: officeId } },
          body: { contractIds },
        }),
      ),
    failure: 'The payouts could not be approved. Try again.',
    onSaved: () => {
      setSelected(new Set());
      refresh();
    },
  });
  const chosen = (list.data?.rows ?? []).filter((r) => selected.has(r.contractId));
  const net = netToAgents(chosen);
  return (
    <section className={manage.card} aria-labelledby="queue-title">
      <h2 id="queue-title" className={manage.cardTitle}>
        Awaiting payout
      </h2>
      {approve.saved && (
        <FormMessage tone="success">
          {approve.saved.message}.{' '}
          <Link href={paths.officeBilling.build('print-checks', officeId)}>Go to Print Checks</Link>
        </FormMessage>
      )}
      {approve.formError && <FormMessage tone="error">{approve.formError}</FormMessage>}
      <PayoutSelection
        list={list}
        what="queue"
        empty={{
          title: 'No closed contracts are waiting for payout',
          description: 'Contracts appear here when they close.',
        }}
        caption={(data) => `${data.officeName}: closed contracts waiting for payout`}
        selected={selected}
        onSelectedChange={setSelected}
        chosen={chosen}
        chosenWord="selected"
      >
        <Button
          variant="primary"
          isDisabled={chosen.length === 0}
          isPending={approve.isPending}
          onPress={() => setAsking(true)}
        >
          {chosen.length === 0 ? 'Approve Selected' : `Approve Selected (${chosen.length})`}
        </Button>
      </PayoutSelection>
      <ConfirmDialog
        isOpen={asking}
        onOpenChange={setAsking}
        title={`Approve ${payoutCount(chosen.length)}?`}
        confirmLabel="Approve"
        onConfirm={() => {
          setAsking(false);
          approve.submit(chosen.map((r) => r.contractId));
        }}
      >
        {formatCurrency(net)} to agents. The approved payouts move to Print Checks.
      </ConfirmDialog>
    </section>
  );
}
