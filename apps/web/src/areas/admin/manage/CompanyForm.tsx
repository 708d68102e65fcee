import { useState, type FormEvent } from 'react';
import { Button, Checkbox, TextField } from '@balance/ui';
import type { CompanyInput } from '../../../api/types';
import { emailError, phoneDigits, phoneError, readSaveError, zipError, type FormErrors } from './formErrors';
import { FormMessage } from './ManagePage';
import styles from './manage.module.css';

export type CompanyFormValues = Required<CompanyInput>;
type Field = keyof CompanyFormValues;
const FIELDS: readonly Field[] = [
  'name',
  'active',
  'address',
  'city',
  'state',
  'zip',
  'country',
  'mainPhone',
  'mainEmail',
];

export const EMPTY_COMPANY: CompanyFormValues = {
  name: '',
  active: true,
  address: '',
  city: '',
  state: '',
  zip: '',
  country: 'US',
  mainPhone: '',
  mainEmail: '',
};

export function validateCompany(values: CompanyFormValues): FormErrors<Field> {
  const errors: FormErrors<Field> = {};
  if (values.name.trim() === '') errors.name = 'Name is required';
  const email = emailError(values.mainEmail, 'office@example.com');
  if (email) errors.mainEmail = email;
  const phone = phoneError(values.mainPhone);
  if (phone) errors.mainPhone = phone;
  const zip = zipError(values.zip);
  if (zip) errors.zip = zip;
  return errors;
}

export type CompanyFormProps = {
  values: CompanyFormValues;
  onChange: (patch: Partial<CompanyFormValues>) => void;
  /** Saves; rejects with the API error on failure (the typed values stay). */
  onSubmit: (values: CompanyFormValues) => Promise<void>;
  submitLabel: string;
  successMessage: string;
  onCancel?: () => void;
  /** Shown above the form when a draft from an expired session was restored. */
  restoredDraft?: boolean;
};

/** The company fields (Profile edit and Add Company), with inline errors and a kept draft. */
export function CompanyForm({
  values,
  onChange,
  onSubmit,
  submitLabel,
  successMessage,
  onCancel,
  restoredDraft,
}: CompanyFormProps) {
  const [errors, setErrors] = useState<FormErrors<Field>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const [isPending, setPending] = useState(false);

  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    setSaved(false);
    const next = validateCompany(values);
    setErrors(next);
    setFormError(null);
    if (Object.keys(next).length > 0) return;
    setPending(true);
    try {
      await onSubmit({ ...values, name: values.name.trim(), mainPhone: phoneDigits(values.mainPhone) });
      setSaved(true);
    } catch (error) {
      const { fieldErrors, formError: message } = readSaveError(
        error,
        FIELDS,
        'The company could not be saved. Try again.',
      );
      setErrors(fieldErrors);
      setFormError(message);
    } finally {
      setPending(false);
    }
  }

  const field = (
    name: Exclude<Field, 'active'>,
    label: string,
    extra: { isRequired?: boolean; type?: string; autoComplete?: string } = {},
  ) => (
    <TextField
      label={label}
      name={name}
      value={values[name]}
      onChange={(value) => {
        onChange({ [name]: value });
        setSaved(false);
        if (errors[name]) setErrors({ ...errors, [name]: undefined });
      }}
      isInvalid={Boolean(errors[name])}
      errorMessage={errors[name]}
      validationBehavior="aria"
      {...extra}
    />
  );

  return (
    <form noValidate className={styles.form} onSubmit={handleSubmit} aria-label="Company">
      {restoredDraft && <FormMessage tone="success">Your unsaved changes were restored.</FormMessage>}
      <div className={styles.grid}>
        <div className={styles.wide}>{field('name', 'Name', { isRequired: true })}</div>
        {field('address', 'Address', { autoComplete: 'street-address' })}
        {field('city', 'City')}
        {field('state', 'State')}
        {field('zip', 'Zip', { autoComplete: 'postal-code' })}
        {field('country', 'Country')}
        {field('mainPhone', 'Main Phone', { type: 'tel' })}
        {field('mainEmail', 'Main Email', { type: 'email' })}
        <Checkbox isSelected={values.active} onChange={(active) => onChange({ active })}>
          Active
        </Checkbox>
      </div>
      {formError && <FormMessage tone="error">{formError}</FormMessage>}
      {saved && <FormMessage tone="success">{successMessage}</FormMessage>}
      <div className={styles.actions}>
        <Button type="submit" variant="primary" isPending={isPending}>
          {submitLabel}
        </Button>
        {onCancel && <Button onPress={onCancel}>Cancel</Button>}
      </div>
    </form>
  );
}
