// One commission plan (/main/companies/plans/:planId, or `new?companyId=`): its terms in a form (read
// only for an Office Admin), the plan's actions, and the agents on it, each of whose plan opens here.
import { useQueryClient } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { useEffect } from 'react';
import { Link, useLocation, useSearch } from 'wouter';
import { planErrors } from '@balance/domain';
import { StatusPill } from '@balance/ui';
import { unwrap } from '../../../api/client';
import type { CommissionPlan, CommissionPlanInput } from '../../../api/types';
import { idParam, paths } from '../../../app/paths';
import { SaveForm } from '../../../app/forms';
import { sessionState } from '../../../states/sessionState';
import { ChooseFirst, ManagePage } from '../manage/ManagePage';
import { PartLoad } from '../manage/PartLoad';
import { usePartEditor } from '../resources/usePartEditor';
import { PlanActions } from './PlanActions';
import { PlanAgents } from './PlanAgents';
import { PlanFields } from './PlanFields';
import { blankPlan, PLAN_FAMILY, planFieldErrors, planKeys, readPlan, toPlanInput } from './planModel';
import styles from './plans.module.css';

export const PLAN_SAVED = 'Plan saved';

export function PlanPage({ planParam }: { planParam: string | undefined }) {
  const companyId = idParam(new URLSearchParams(useSearch()).get('companyId') ?? undefined);
  const planId = idParam(planParam);
  const isNew = planParam === 'new';
  const back = <Link href={paths.companyPlans.build(companyId ?? undefined)}>All plans of the company</Link>;
  if (!isNew && planId === null)
    return (
      <ManagePage section="companies" title="Plan not found">
        <ChooseFirst>There is no plan at this address. {back}</ChooseFirst>
      </ManagePage>
    );
  if (isNew && companyId === null)
    return (
      <ManagePage section="companies" title="New Plan">
        <ChooseFirst>Choose the company in Plan Setup first. {back}</ChooseFirst>
      </ManagePage>
    );
  return (
    <ManagePage
      section="companies"
      title={isNew ? 'New Plan' : 'Commission Plan'}
      description="Split tiers, the cap and when its year starts, and the fees taken from each deal."
      context={back}
    >
      <PlanEditor key={planId ?? `new-${companyId}`} planId={planId} companyId={companyId ?? 0} />
    </ManagePage>
  );
}

type Draft = { plan: CommissionPlanInput | null };

const newRecord = (companyId: number): CommissionPlan => ({
  ...blankPlan(companyId),
  id: 0,
  status: 'Active',
  agentCount: 0,
  updatedAt: null,
  updatedByName: null,
});

function PlanEditor({ planId, companyId }: { planId: number | null; companyId: number }) {
  const [, navigate] = useLocation();
  const queryClient = useQueryClient();
  const mayEdit = useAtomValue(sessionState)?.user.role === 'Super Admin';
  const editor = usePartEditor<CommissionPlan, Draft>({
    key: planId === null ? ['plan-new', companyId] : planKeys.one(planId),
    read: async (api, signal) => (planId === null ? newRecord(companyId) : readPlan(api, planId, signal)),
    draftKey: planId === null ? `plan-new:${companyId}` : `plan:${planId}`,
    emptyDraft: { plan: null },
    validate: (draft, part) => planErrors(draft.plan ?? toPlanInput(part)),
    save: async (api, draft, part) => {
      const body = draft.plan ?? toPlanInput(part);
      return planId === null
        ? unwrap(await api.POST('/plans', { body }))
        : unwrap(await api.PUT('/plans/{id}', { params: { path: { id: planId } }, body }));
    },
    failure: 'The plan could not be saved. Try again.',
    readFieldErrors: planFieldErrors,
  });
  const saved = editor.form.saved;
  useEffect(() => {
    if (!saved) return;
    for (const queryKey of PLAN_FAMILY) void queryClient.invalidateQueries({ queryKey: [...queryKey] });
    if (planId === null) navigate(paths.companyPlan.build(saved.id));
  }, [saved, planId, navigate, queryClient]);
  return (
    <PartLoad query={editor.part} what="plan">
      {(plan) => {
        const values = editor.draft.values.plan ?? toPlanInput(plan);
        const change = (patch: Partial<CommissionPlanInput>) => {
          editor.change({ plan: { ...values, ...patch } }, { typed: true });
          // A list's messages sit under `tiers.1.from` etc.: an edit of the list clears them too.
          const touched = Object.keys(patch);
          editor.form.edited(
            Object.keys(editor.form.errors).filter((k) =>
              touched.some((t) => k === t || k.startsWith(`${t}.`)),
            ),
          );
        };
        const fields = (
          <PlanFields values={values} errors={editor.form.errors} change={change} readOnly={!mayEdit} />
        );
        return (
          <div className={styles.stack}>
            {planId !== null && (
              <div className={styles.header}>
                <span className={styles.planName}>
                  <strong>{plan.name}</strong>
                  <StatusPill status={plan.status} tone={plan.status === 'Active' ? 'success' : 'neutral'} />
                  <span className={styles.muted}>
                    {plan.agentCount} {plan.agentCount === 1 ? 'agent' : 'agents'} on this plan
                  </span>
                </span>
                {mayEdit && <PlanActions plan={plan} onChanged={(next) => editor.part.setData(next)} />}
              </div>
            )}
            {mayEdit ? (
              <SaveForm
                label={planId === null ? 'New plan' : 'Plan terms'}
                className={styles.card}
                form={editor.form}
                values={editor.draft.values}
                submitLabel={planId === null ? 'Add Plan' : 'Save Plan'}
                successMessage={PLAN_SAVED}
                restoredDraft={editor.draft.wasRestored}
              >
                {fields}
              </SaveForm>
            ) : (
              <section className={styles.card} aria-label="Plan terms">
                {fields}
              </section>
            )}
            {planId !== null && <PlanAgents planId={planId} />}
          </div>
        );
      }}
    </PartLoad>
  );
}
