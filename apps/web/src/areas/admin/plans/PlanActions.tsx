// A plan's actions for a Super Admin: copy (opens the copy), retire or reactivate, and delete (only
// offered while no agent is on the plan; the server refuses it otherwise). Each goes through the one
// save sequence, so a double press sends one request and a failure is told under the buttons.
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useLocation } from 'wouter';
import { Button, ConfirmDialog } from '@balance/ui';
import { useApiClient } from '../../../api/ApiClientProvider';
import { unwrap } from '../../../api/client';
import type { CommissionPlan } from '../../../api/types';
import { FormMessage, useSaveForm } from '../../../app/forms';
import { paths } from '../../../app/paths';
import { PLAN_FAMILY } from './planModel';
import styles from './plans.module.css';

type Action = 'copy' | 'retire' | 'reactivate' | 'delete';
type Done = { action: Action; plan: CommissionPlan | null };

const DONE: Record<Action, string> = {
  copy: 'Plan copied',
  retire: 'Plan retired: agents on it keep it, and it can no longer be assigned.',
  reactivate: 'Plan reactivated',
  delete: 'Plan deleted',
};

export function PlanActions({
  plan,
  onChanged,
}: {
  plan: CommissionPlan;
  onChanged: (p: CommissionPlan) => void;
}) {
  const api = useApiClient();
  const queryClient = useQueryClient();
  const [, navigate] = useLocation();
  const [asking, setAsking] = useState<Action | null>(null);
  const form = useSaveForm<Action, never, Done>({
    fields: [],
    save: async (action) => {
      const path = { params: { path: { id: plan.id } } };
      if (action === 'copy') return { action, plan: unwrap(await api.POST('/plans/{id}/copy', path)) };
      if (action === 'delete') {
        unwrap(await api.DELETE('/plans/{id}', path));
        return { action, plan: null };
      }
      const status = action === 'retire' ? 'Retired' : 'Active';
      return { action, plan: unwrap(await api.PUT('/plans/{id}/status', { ...path, body: { status } })) };
    },
    failure: 'The plan could not be changed. Try again.',
    onSaved: ({ action, plan: next }) => {
      for (const queryKey of PLAN_FAMILY) void queryClient.invalidateQueries({ queryKey: [...queryKey] });
      if (action === 'copy' && next) navigate(paths.companyPlan.build(next.id));
      else if (action === 'delete') navigate(paths.companyPlans.build(plan.companyId));
      else if (next) onChanged(next);
    },
  });
  const run = (action: Action) => form.submit(action);
  const confirm =
    asking === 'retire'
      ? {
          title: 'Retire this plan?',
          label: 'Retire Plan',
          text: `${plan.name} can no longer be assigned. The ${plan.agentCount} agents on it keep it until moved.`,
        }
      : {
          title: 'Delete this plan?',
          label: 'Delete Plan',
          text: `${plan.name} is deleted for good. No agent is on it.`,
        };
  return (
    <div className={styles.stack}>
      <div className={styles.actions}>
        <Button onPress={() => run('copy')} isPending={form.sending === 'copy'}>
          Copy Plan
        </Button>
        {plan.status === 'Active' ? (
          <Button onPress={() => setAsking('retire')} isPending={form.sending === 'retire'}>
            Retire Plan
          </Button>
        ) : (
          <Button onPress={() => run('reactivate')} isPending={form.sending === 'reactivate'}>
            Reactivate Plan
          </Button>
        )}
        {plan.agentCount === 0 && (
          <Button variant="danger" onPress={() => setAsking('delete')} isPending={form.sending === 'delete'}>
            Delete Plan
          </Button>
        )}
      </div>
      {form.formError && <FormMessage tone="error">{form.formError}</FormMessage>}
      {form.saved && form.saved.action !== 'copy' && form.saved.action !== 'delete' && (
        <FormMessage tone="success">{DONE[form.saved.action]}</FormMessage>
      )}
      <ConfirmDialog
        isOpen={asking !== null}
        onOpenChange={(open) => !open && setAsking(null)}
        title={confirm.title}
        confirmLabel={confirm.label}
        variant={asking === 'delete' ? 'danger' : 'default'}
        onConfirm={() => {
          const action = asking;
          setAsking(null);
          if (action) run(action);
        }}
      >
        {confirm.text}
      </ConfirmDialog>
    </div>
  );
}
