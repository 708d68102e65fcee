// The plan form's fields: name and basis, the tiers editor, the cap and its year, and the fees editor.
// Every field carries the name the rules and the server use (`tiers.1.from`), so messages land on it.
import { Plus, Trash2 } from 'lucide-react';
import {
  CAP_YEAR_STARTS,
  PLAN_BASES,
  PLAN_FEE_KINDS,
  PLAN_FEE_STAGES,
  PLAN_LIMITS,
  type PlanErrors,
} from '@balance/domain';
import { Button, IconButton, NumberField, Select, TextField } from '@balance/ui';
import type { CommissionPlanInput } from '../../../api/types';
import { MONTH_NAMES } from './planModel';
import styles from './plans.module.css';

type Tier = CommissionPlanInput['tiers'][number];
type Fee = CommissionPlanInput['fees'][number];

const items = (values: readonly string[]) => values.map((v) => ({ id: v, label: v }));
const num = (n: number): number => (Number.isNaN(n) ? 0 : n);

export type PlanFieldsProps = {
  values: CommissionPlanInput;
  errors: Partial<PlanErrors>;
  change: (patch: Partial<CommissionPlanInput>) => void;
  readOnly?: boolean;
};

export function PlanFields({ values, errors, change, readOnly = false }: PlanFieldsProps) {
  const setTier = (index: number, patch: Partial<Tier>) =>
    change({ tiers: values.tiers.map((t, i) => (i === index ? { ...t, ...patch } : t)) });
  const setFee = (index: number, patch: Partial<Fee>) =>
    change({ fees: values.fees.map((f, i) => (i === index ? { ...f, ...patch } : f)) });
  const lastFrom = values.tiers[values.tiers.length - 1]?.from ?? 0;
  const lastSplit = values.tiers[values.tiers.length - 1]?.agentSplit ?? 70;
  return (
    <>
      <div className={styles.grid}>
        <TextField
          label="Plan name"
          name="name"
          isRequired
          maxLength={PLAN_LIMITS.nameMax}
          value={values.name}
          onChange={(name) => change({ name })}
          isReadOnly={readOnly}
        />
        <Select
          label="Tiers measured by"
          name="basis"
          items={items(PLAN_BASES)}
          selectedKey={values.basis}
          onSelectionChange={(key) => key && change({ basis: key === 'GCI' ? 'GCI' : 'Company dollar' })}
          description="What the tier thresholds are measured in, from the start of the cap year."
          isDisabled={readOnly}
        />
      </div>

      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>Split tiers</legend>
        {errors.tiers && (
          <p className={styles.fieldError} role="alert">
            {errors.tiers}
          </p>
        )}
        {values.tiers.map((tier, i) => (
          <div key={i} className={styles.row}>
            <NumberField
              label={`Tier ${i + 1} starts at`}
              name={`tiers.${i}.from`}
              value={tier.from}
              minValue={0}
              formatOptions={{ style: 'currency', currency: 'USD', maximumFractionDigits: 0 }}
              onChange={(from) => setTier(i, { from: num(from) })}
              isReadOnly={readOnly}
            />
            <NumberField
              label={`Tier ${i + 1} agent split (%)`}
              name={`tiers.${i}.agentSplit`}
              value={tier.agentSplit}
              minValue={0}
              maxValue={100}
              onChange={(agentSplit) => setTier(i, { agentSplit: num(agentSplit) })}
              isReadOnly={readOnly}
            />
            {!readOnly && (
              <IconButton
                label={`Remove tier ${i + 1}`}
                icon={<Trash2 size={16} />}
                isDisabled={values.tiers.length <= 1}
                onPress={() => change({ tiers: values.tiers.filter((_, k) => k !== i) })}
              />
            )}
          </div>
        ))}
        {!readOnly && (
          <div className={styles.actions}>
            <Button
              icon={<Plus size={16} />}
              isDisabled={values.tiers.length >= PLAN_LIMITS.tiersMax}
              onPress={() =>
                change({
                  tiers: [
                    ...values.tiers,
                    { from: lastFrom + 50_000, agentSplit: Math.min(100, lastSplit + 10) },
                  ],
                })
              }
            >
              Add Tier
            </Button>
          </div>
        )}
      </fieldset>

      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>Cap</legend>
        <div className={styles.grid}>
          <NumberField
            label="Cap (company dollar)"
            name="capAmount"
            value={values.capAmount ?? Number.NaN}
            minValue={0}
            formatOptions={{ style: 'currency', currency: 'USD', maximumFractionDigits: 0 }}
            description="Leave empty for no cap."
            onChange={(cap) => change({ capAmount: Number.isNaN(cap) ? null : cap })}
            isReadOnly={readOnly}
          />
          <Select
            label="Cap year starts"
            name="capYearStart"
            items={[
              { id: 'Calendar', label: 'Calendar year (1 January)' },
              { id: 'Anniversary', label: "Agent's anniversary" },
              { id: 'Set date', label: 'A set date' },
            ]}
            selectedKey={values.capYearStart}
            onSelectionChange={(key) => {
              const start = CAP_YEAR_STARTS.find((s) => s === key);
              if (start)
                change({
                  capYearStart: start,
                  capStartMonth: start === 'Set date' ? (values.capStartMonth ?? 1) : null,
                  capStartDay: start === 'Set date' ? (values.capStartDay ?? 1) : null,
                });
            }}
            isDisabled={readOnly}
          />
          {values.capYearStart === 'Set date' && (
            <>
              <Select
                label="Month"
                name="capStartMonth"
                items={MONTH_NAMES.map((m, i) => ({ id: String(i + 1), label: m }))}
                selectedKey={values.capStartMonth === null ? null : String(values.capStartMonth)}
                onSelectionChange={(key) => change({ capStartMonth: key === null ? null : Number(key) })}
                isDisabled={readOnly}
              />
              <NumberField
                label="Day"
                name="capStartDay"
                value={values.capStartDay ?? Number.NaN}
                minValue={1}
                maxValue={31}
                onChange={(day) => change({ capStartDay: Number.isNaN(day) ? null : day })}
                isReadOnly={readOnly}
              />
            </>
          )}
        </div>
      </fieldset>

      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>Fees per deal</legend>
        {errors.fees && (
          <p className={styles.fieldError} role="alert">
            {errors.fees}
          </p>
        )}
        {values.fees.length === 0 && <p className={styles.muted}>No fees.</p>}
        {values.fees.map((fee, i) => (
          <div key={i} className={styles.feeRow}>
            <Select
              label={`Fee ${i + 1}`}
              items={items(PLAN_FEE_KINDS)}
              selectedKey={fee.kind}
              onSelectionChange={(key) => {
                const kind = PLAN_FEE_KINDS.find((k) => k === key);
                if (kind) setFee(i, { kind });
              }}
              isDisabled={readOnly}
            />
            <Select
              label={`Fee ${i + 1} taken`}
              items={items(PLAN_FEE_STAGES)}
              selectedKey={fee.stage}
              onSelectionChange={(key) => {
                const stage = PLAN_FEE_STAGES.find((s) => s === key);
                if (stage) setFee(i, { stage });
              }}
              isDisabled={readOnly}
            />
            <NumberField
              label={`Fee ${i + 1} flat amount`}
              name={`fees.${i}.flatAmount`}
              value={fee.flatAmount}
              minValue={0}
              formatOptions={{ style: 'currency', currency: 'USD' }}
              onChange={(flatAmount) => setFee(i, { flatAmount: num(flatAmount) })}
              isReadOnly={readOnly}
            />
            <NumberField
              label={`Fee ${i + 1} percent of gross`}
              name={`fees.${i}.percent`}
              value={fee.percent}
              minValue={0}
              maxValue={100}
              onChange={(percent) => setFee(i, { percent: num(percent) })}
              isReadOnly={readOnly}
            />
            {!readOnly && (
              <IconButton
                label={`Remove fee ${i + 1}`}
                icon={<Trash2 size={16} />}
                onPress={() => change({ fees: values.fees.filter((_, k) => k !== i) })}
              />
            )}
          </div>
        ))}
        {!readOnly && (
          <div className={styles.actions}>
            <Button
              icon={<Plus size={16} />}
              isDisabled={values.fees.length >= PLAN_LIMITS.feesMax}
              onPress={() =>
                change({
                  fees: [
                    ...values.fees,
                    { kind: 'Transaction fee', stage: 'Post-split', flatAmount: 0, percent: 0 },
                  ],
                })
              }
            >
              Add Fee
            </Button>
          </div>
        )}
      </fieldset>
    </>
  );
}
