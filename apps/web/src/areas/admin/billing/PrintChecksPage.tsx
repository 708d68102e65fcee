// Print Checks: the office's approved payouts as a disbursement batch. The PDF has one check stub per
// payee; "Mark Paid" (confirmed) turns the chosen payouts Paid Out under one batch number and date.
import { useState } from 'react';
import { formatCurrency, formatDate, paidDateError } from '@balance/domain';
import { Button, ConfirmDialog, DatePicker } from '@balance/ui';
import { useApiClient } from '../../../api/ApiClientProvider';
import { unwrap } from '../../../api/client';
import { useApiQuery } from '../../../api/useApiQuery';
import { FormMessage, readSaveError, useSaveForm } from '../../../app/forms';
import { OfficePage } from '../manage/OfficePages';
import manage from '../manage/manage.module.css';
import { toCalendar } from '../manage/officeContractForm';
import { fetchChecksPdf, fetchPayouts, payoutsKey, showBlob, useBillingRefresh } from './billingApi';
import { localToday } from './localToday';
import { netToAgents, payoutCount, PayoutSelection } from './PayoutSelection';

export function PrintChecksPage() {
  return (
    <OfficePage
      title="Print Checks"
      description="Approved payouts as a printable disbursement batch, one check stub per payee."
    >
      {(id) => <PrintChecks key={id} officeId={id} />}
    </OfficePage>
  );
}

type Pay = { contractIds: number[]; paidDate: string };

function PrintChecks({ officeId }: { officeId: number }) {
  const api = useApiClient();
  const refresh = useBillingRefresh();
  const list = useApiQuery(payoutsKey(officeId, 'Pending'), (signal) =>
    fetchPayouts(api, officeId, 'Pending', signal),
  );
  const [selected, setSelected] = useState<Set<number> | null>(null);
  const [paidDate, setPaidDate] = useState(localToday);
  const [asking, setAsking] = useState(false);
  const [pdf, setPdf] = useState<{ busy: boolean; error: string | null }>({ busy: false, error: null });
  const pay = useSaveForm({
    fields: ['paidDate'],
    validate: (values: Pay) => {
      const problem = paidDateError(values.paidDate, localToday());
      return problem ? { paidDate: problem } : {};
    },
    save: async (body: Pay) =>
      unwrap(
        await api.POST('/Office/billing/{id}/payouts/pay', { params: { path: { id: officeId } }, body }),
      ),
    failure: 'The payouts could not be marked paid. Try again.',
    onSaved: () => {
      setSelected(null);
      refresh();
    },
  });
  const rows = list.data?.rows ?? [];
  // Every approved payout is in the batch until the admin leaves some out.
  const chosenIds = selected ?? new Set(rows.map((r) => r.contractId));
  const chosen = rows.filter((r) => chosenIds.has(r.contractId));
  const net = netToAgents(chosen);

  async function openPdf(batch: string | null) {
    const tab = window.open('', '_blank');
    setPdf({ busy: true, error: null });
    try {
      showBlob(tab, await fetchChecksPdf(api, officeId, batch));
      setPdf({ busy: false, error: null });
    } catch (error) {
      tab?.close();
      const text = readSaveError(error, [], 'The PDF could not be opened. Try again.').formError;
      setPdf({ busy: false, error: text });
    }
  }

  return (
    <section className={manage.card} aria-labelledby="checks-title">
      <h2 id="checks-title" className={manage.cardTitle}>
        Approved payouts
      </h2>
      {pay.saved && (
        <FormMessage tone="success">
          {pay.saved.message} on {formatDate(pay.saved.paidDate)}.{' '}
          <Button size="sm" onPress={() => void openPdf(pay.saved?.batchNumber ?? null)}>
            Reprint Batch {pay.saved.batchNumber}
          </Button>
        </FormMessage>
      )}
      {pay.formError && <FormMessage tone="error">{pay.formError}</FormMessage>}
      {pdf.error && <FormMessage tone="error">{pdf.error}</FormMessage>}
      <PayoutSelection
        list={list}
        what="approved payouts"
        empty={{
          title: 'No approved payouts to print',
          description: 'Approve closed contracts in the Queue first.',
        }}
        caption={(data) => `${data.officeName}: approved payouts`}
        selected={chosenIds}
        onSelectedChange={setSelected}
        chosen={chosen}
        chosenWord="in the batch"
      >
        <Button onPress={() => void openPdf(null)} isPending={pdf.busy}>
          Open Checks PDF
        </Button>
        <DatePicker
          label="Paid date"
          value={toCalendar(paidDate)}
          onChange={(value) => {
            setPaidDate(value ? value.toString() : '');
            pay.edited(['paidDate']);
          }}
          isInvalid={pay.errors.paidDate !== undefined}
          errorMessage={pay.errors.paidDate}
        />
        <Button
          variant="primary"
          isDisabled={chosen.length === 0}
          isPending={pay.isPending}
          onPress={() => setAsking(true)}
        >
          {`Mark Paid (${chosen.length})`}
        </Button>
      </PayoutSelection>
      <ConfirmDialog
        isOpen={asking}
        onOpenChange={setAsking}
        title={`Mark ${payoutCount(chosen.length)} paid?`}
        confirmLabel="Mark Paid"
        onConfirm={() => {
          setAsking(false);
          pay.submit({ contractIds: chosen.map((r) => r.contractId), paidDate });
        }}
      >
        {formatCurrency(net)} to agents, paid {paidDate ? formatDate(paidDate) : 'on no date'}. They get one
        batch number and show as Paid Out to the agents.
      </ConfirmDialog>
    </section>
  );
}
