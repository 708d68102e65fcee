import { DetailList, StatusPill } from '@balance/ui';
import type { CommissionPlan } from '../../../api/types';
import { capText, capYearText, feeText, tiersText } from './planModel';
import styles from './plans.module.css';

/** A plan's terms read aloud: split tiers, cap, cap year and per-deal fees. */
export function PlanTerms({ plan }: { plan: CommissionPlan }) {
  return (
    <DetailList
      items={[
        {
          label: 'Plan',
          value: (
            <span className={styles.planName}>
              <span>{plan.name}</span>
              {plan.status === 'Retired' && <StatusPill status="Retired" tone="neutral" />}
            </span>
          ),
        },
        {
          label:
            plan.basis === 'GCI' ? 'Split (by GCI this cap year)' : 'Split (by company dollar this cap year)',
          value: (
            <ul className={styles.plainList}>
              {tiersText(plan).map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
          ),
        },
        { label: 'Cap', value: capText(plan) },
        { label: 'Cap year', value: capYearText(plan) },
        {
          label: 'Fees per deal',
          value:
            plan.fees.length === 0 ? (
              'None'
            ) : (
              <ul className={styles.plainList}>
                {plan.fees.map((fee, i) => (
                  <li key={`${fee.kind}-${i}`}>{feeText(fee)}</li>
                ))}
              </ul>
            ),
        },
      ]}
    />
  );
}
