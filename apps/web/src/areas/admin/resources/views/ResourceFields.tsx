import { Fragment } from 'react';
import { Checkbox, TextField } from '@balance/ui';
import type { FieldSpec } from '../resource';
import formStyles from '../../../../app/forms/forms.module.css';

export type ResourceFieldsProps<Values> = {
  fields: readonly FieldSpec<Values>[];
  values: Values;
  change: (patch: Partial<Values>) => void;
  isNew: boolean;
};

/**
 * The declared fields of a resource form, laid out in the form grid. Messages reach the fields through
 * the surrounding Form's validationErrors, by field name.
 */
export function ResourceFields<Values>({ fields, values, change, isNew }: ResourceFieldsProps<Values>) {
  return (
    <div className={formStyles.grid}>
      {fields.map((field) => {
        if (field.kind === 'custom')
          return field.onCreateOnly && !isNew ? null : (
            <Fragment key={field.name}>{field.render({ values, change })}</Fragment>
          );
        if (field.kind === 'checkbox')
          return (
            <Checkbox
              key={field.name}
              name={field.name}
              isSelected={Boolean(values[field.name])}
              onChange={(isSelected) => change({ [field.name]: isSelected } as Partial<Values>)}
            >
              {field.label}
            </Checkbox>
          );
        const input = (
          <TextField
            key={field.name}
            label={field.label}
            name={field.name}
            value={String(values[field.name] ?? '')}
            onChange={(value) => change({ [field.name]: value } as Partial<Values>)}
            isRequired={field.isRequired}
            isReadOnly={field.fixedAfterCreate && !isNew}
            {...(field.type ? { type: field.type } : {})}
            {...(field.autoComplete ? { autoComplete: field.autoComplete } : {})}
          />
        );
        return field.wide ? (
          <div key={field.name} className={formStyles.wide}>
            {input}
          </div>
        ) : (
          input
        );
      })}
    </div>
  );
}
