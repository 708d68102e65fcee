import { Plus, Trash2 } from 'lucide-react';
import { Button, IconButton, NumberField, TextField } from '@balance/ui';
import { unwrap } from '../../../api/client';
import type { OfficeRoyalties } from '../../../api/types';
import { SaveForm, type FormErrors } from '../../../app/forms';
import { usePartEditor } from '../resources/usePartEditor';
import { OfficePage } from './OfficePages';
import { PartLoad } from './PartLoad';
import styles from './manage.module.css';

type Rules = OfficeRoyalties['royalties'];

/** Each rule's name is required; its message sits at that rule's Name field. */
function validateRules({ rules }: { rules: Rules | null }, royalties: OfficeRoyalties): FormErrors<string> {
  const errors: FormErrors<string> = {};
  (rules ?? royalties.royalties).forEach((rule, index) => {
    if (rule.name.trim() === '') errors[`rule-${index}-name`] = 'Name is required';
  });
  return errors;
}

/** Royalties In Contracts: the office's royalty rules, edited as a list (PUT /Office/royalties/{id}). */
export function RoyaltiesPage() {
  return (
    <OfficePage
      title="Royalties In Contracts"
      description="What the office takes from each contract: a percent, a flat fee, or both, up to an optional cap."
    >
      {(id) => <Royalties key={id} id={id} />}
    </OfficePage>
  );
}

function Royalties({ id }: { id: number }) {
  const editor = usePartEditor<OfficeRoyalties, { rules: Rules | null }>({
    key: ['office-royalties', id],
    read: async (api, signal) =>
      unwrap(await api.GET('/Office/royalties/{id}', { params: { path: { id } }, signal })),
    draftKey: `office-royalties:${id}`,
    emptyDraft: { rules: null },
    validate: validateRules,
    save: async (api, draft, royalties) =>
      unwrap(
        await api.PUT('/Office/royalties/{id}', {
          params: { path: { id } },
          body: { officeId: id, royalties: draft.rules ?? royalties.royalties },
        }),
      ),
    failure: 'The royalties could not be saved. Try again.',
  });
  return (
    <PartLoad query={editor.part} what="royalties">
      {(royalties) => {
        const rules = editor.draft.values.rules ?? royalties.royalties;
        const setRules = (next: Rules) => editor.change({ rules: next });
        return (
          <SaveForm
            label="Royalties"
            className={styles.card}
            form={editor.form}
            values={editor.draft.values}
            submitLabel="Save Royalties"
            successMessage="Royalties saved"
            actions={
              <Button
                icon={<Plus size={16} />}
                onPress={() =>
                  setRules([
                    ...rules,
                    {
                      id: null,
                      name: '',
                      percent: 0,
                      flatFee: 0,
                      capAmount: null,
                      appliesTo: ['LIST', 'SELL'],
                    },
                  ])
                }
              >
                Add Rule
              </Button>
            }
          >
            {rules.length === 0 && <p className={styles.muted}>No royalty rules. Add one below.</p>}
            {rules.map((rule, index) => {
              const change = (patch: Partial<typeof rule>) =>
                setRules(rules.map((item, position) => (position === index ? { ...item, ...patch } : item)));
              return (
                <div key={rule.id ?? `new-${index}`} className={styles.royaltyRow}>
                  <TextField
                    label="Name"
                    value={rule.name}
                    onChange={(name) => change({ name })}
                    name={`rule-${index}-name`}
                  />
                  <NumberField
                    label="Percent"
                    value={rule.percent}
                    minValue={0}
                    maxValue={100}
                    step={0.5}
                    onChange={(percent) => change({ percent: Number.isNaN(percent) ? 0 : percent })}
                  />
                  <NumberField
                    label="Flat fee"
                    value={rule.flatFee}
                    minValue={0}
                    formatOptions={{ style: 'currency', currency: 'USD' }}
                    onChange={(flatFee) => change({ flatFee: Number.isNaN(flatFee) ? 0 : flatFee })}
                  />
                  <NumberField
                    label="Cap"
                    value={rule.capAmount ?? Number.NaN}
                    minValue={0}
                    formatOptions={{ style: 'currency', currency: 'USD' }}
                    onChange={(cap) => change({ capAmount: Number.isNaN(cap) ? null : cap })}
                  />
                  <IconButton
                    label={`Remove ${rule.name || 'rule'}`}
                    icon={<Trash2 size={16} />}
                    onPress={() => setRules(rules.filter((_, position) => position !== index))}
                  />
                </div>
              );
            })}
          </SaveForm>
        );
      }}
    </PartLoad>
  );
}
