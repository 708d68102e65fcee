// The agent's commission plan on the agent profile: the terms, this cap year's progress, and (for a
// Super Admin) moving the agent to another active plan of their company, after a confirmation.
import { useQueryClient } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { formatDate } from '@balance/domain';
import { Button, CapProgress, ConfirmDialog, Select } from '@balance/ui';
import { useApiClient } from '../../../api/ApiClientProvider';
import { unwrap } from '../../../api/client';
import { useApiQuery } from '../../../api/useApiQuery';
import type { AgentPlan } from '../../../api/types';
import { FormFrame, FormMessage, useSaveForm } from '../../../app/forms';
import { sessionState } from '../../../states/sessionState';
import { PartLoad } from '../manage/PartLoad';
import { PLAN_FAMILY, planKeys, readAgentPlan } from './planModel';
import { PlanTerms } from './PlanTerms';
import styles from './plans.module.css';

export const PLAN_ASSIGNED = 'Plan assigned';
export const CHOOSE_PLAN = 'Choose the plan to move the agent to';

export function AgentPlanPanel({ agentId }: { agentId: number }) {
  const api = useApiClient();
  const plan = useApiQuery<AgentPlan>(planKeys.agentPlan(agentId), (signal) =>
    readAgentPlan(api, agentId, signal),
  );
  return (
    <section className={styles.card} aria-labelledby={`agent-plan-${agentId}`}>
      <h2 id={`agent-plan-${agentId}`} className={styles.cardTitle}>
        Commission plan
      </h2>
      <PartLoad query={plan} what="plan">
        {(data) => <AgentPlanBody data={data} onSaved={plan.setData} />}
      </PartLoad>
    </section>
  );
}

function AgentPlanBody({ data, onSaved }: { data: AgentPlan; onSaved: (next: AgentPlan) => void }) {
  const { cap } = data;
  const mayAssign = useAtomValue(sessionState)?.user.role === 'Super Admin';
  return (
    <div className={styles.stack}>
      <PlanTerms plan={data.plan} />
      <CapProgress
        label={
          cap.capAmount > 0
            ? `Cap progress since ${formatDate(data.capYearStart)}`
            : `No cap on this plan (cap year since ${formatDate(data.capYearStart)})`
        }
        paid={cap.paidTowardCap}
        cap={cap.capAmount}
        projectedCapDateText={
          cap.capAmount > 0
            ? cap.capped
              ? `Capped. The cap year restarts ${formatDate(cap.anniversaryDate)}.`
              : `${formatDate(cap.anniversaryDate)}: the cap year restarts.`
            : undefined
        }
      />
      {mayAssign && <AssignPlan data={data} onSaved={onSaved} />}
    </div>
  );
}

type Values = { planId: number | null };

function AssignPlan({ data, onSaved }: { data: AgentPlan; onSaved: (next: AgentPlan) => void }) {
  const api = useApiClient();
  const queryClient = useQueryClient();
  const [values, setValues] = useState<Values>({ planId: null });
  const [confirming, setConfirming] = useState(false);
  const form = useSaveForm<Values, 'planId', AgentPlan>({
    fields: ['planId'],
    validate: (v) => (v.planId === null ? { planId: CHOOSE_PLAN } : {}),
    save: async (v) =>
      unwrap(
        await api.PUT('/agents/{id}/plan', {
          params: { path: { id: data.agentId } },
          body: { planId: v.planId ?? 0 },
        }),
      ),
    failure: 'The plan could not be assigned. Try again.',
    onSaved: (saved) => {
      onSaved(saved);
      setValues({ planId: null });
      for (const queryKey of PLAN_FAMILY) void queryClient.invalidateQueries({ queryKey: [...queryKey] });
    },
  });
  const others = data.choices.filter((c) => c.id !== data.plan.id);
  const chosen = others.find((c) => c.id === values.planId);
  const ask = () => {
    if (values.planId === null) form.submit(values);
    else setConfirming(true);
  };
  return (
    <FormFrame label="Assign a plan" form={form} values={values} className={styles.assign}>
      <Select
        label="Move to plan"
        name="planId"
        items={others.map((c) => ({ id: String(c.id), label: c.name }))}
        selectedKey={values.planId === null ? null : String(values.planId)}
        onSelectionChange={(key) => {
          setValues({ planId: key === null ? null : Number(key) });
          form.edited(['planId']);
        }}
        placeholder="Choose a plan"
        emptyText="The company has no other active plan."
      />
      <div className={styles.actions}>
        <Button variant="primary" onPress={ask} isPending={form.isPending}>
          Assign Plan
        </Button>
      </div>
      {form.formError && <FormMessage tone="error">{form.formError}</FormMessage>}
      {form.saved !== null && <FormMessage tone="success">{PLAN_ASSIGNED}</FormMessage>}
      <ConfirmDialog
        isOpen={confirming}
        onOpenChange={setConfirming}
        title="Assign this plan?"
        confirmLabel="Assign Plan"
        onConfirm={() => {
          setConfirming(false);
          form.submit(values);
        }}
      >
        {data.agentName} moves from {data.plan.name} to {chosen?.name ?? 'the chosen plan'}. Their deals are
        priced by the new plan from now on, including cap progress and net income in Agent.EZ.
      </ConfirmDialog>
    </FormFrame>
  );
}
