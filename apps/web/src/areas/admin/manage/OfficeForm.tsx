import { useState, type FormEvent } from 'react';
import { Button, Checkbox, Select, TextField } from '@balance/ui';
import { useApiClient } from '../../../api/ApiClientProvider';
import { unwrap } from '../../../api/client';
import type { OfficeInput } from '../../../api/types';
import { useApiQuery } from '../../../api/useApiQuery';
import {
  clearedFor,
  emailError,
  phoneDigits,
  phoneError,
  readSaveError,
  zipError,
  type FormErrors,
} from './formErrors';
import { FormMessage } from './ManagePage';
import styles from './manage.module.css';

export type OfficeFormValues = Omit<Required<OfficeInput>, 'id' | 'mainFax' | 'companyId'> & {
  companyId: number | null;
  mainFax: string;
};
type Field = keyof OfficeFormValues;
const FIELDS: readonly Field[] = [
  'companyId',
  'officeNum',
  'called',
  'address',
  'city',
  'state',
  'zip',
  'country',
  'mainPhone',
  'mainFax',
  'mainEmail',
  'activeInCompany',
];

export const EMPTY_OFFICE: OfficeFormValues = {
  companyId: null,
  officeNum: '',
  called: '',
  address: '',
  city: '',
  state: '',
  zip: '',
  country: 'US',
  mainPhone: '',
  mainFax: '',
  mainEmail: '',
  activeInCompany: true,
};

export function validateOffice(values: OfficeFormValues): FormErrors<Field> {
  const errors: FormErrors<Field> = {};
  if (values.companyId === null) errors.companyId = 'Company is required';
  if (values.officeNum.trim() === '') errors.officeNum = 'Office # is required';
  if (values.called.trim() === '') errors.called = 'Office Name is required';
  if (values.address.trim() === '') errors.address = 'Address is required';
  if (values.city.trim() === '') errors.city = 'City is required';
  if (values.state.trim() === '') errors.state = 'State is required';
  const zip = values.zip.trim() === '' ? 'Zip is required' : zipError(values.zip);
  if (zip) errors.zip = zip;
  if (values.country.trim() === '') errors.country = 'Country is required';
  const phone =
    phoneDigits(values.mainPhone) === '' ? 'Main Phone is required' : phoneError(values.mainPhone);
  if (phone) errors.mainPhone = phone;
  const fax = phoneError(values.mainFax, 'fax');
  if (fax) errors.mainFax = fax;
  const email =
    values.mainEmail.trim() === ''
      ? 'Main Email is required'
      : emailError(values.mainEmail, 'office@example.com');
  if (email) errors.mainEmail = email;
  return errors;
}

/** The body of POST /office from the form (phones as digits, blank fax as null). */
export function toOfficeInput(values: OfficeFormValues, id?: number): OfficeInput {
  return {
    ...(id !== undefined ? { id } : {}),
    companyId: values.companyId ?? 0,
    officeNum: values.officeNum.trim(),
    called: values.called.trim(),
    address: values.address.trim(),
    city: values.city.trim(),
    state: values.state,
    zip: values.zip.trim(),
    country: values.country,
    mainPhone: phoneDigits(values.mainPhone),
    mainFax: values.mainFax.trim() ? phoneDigits(values.mainFax) : null,
    mainEmail: values.mainEmail.trim(),
    activeInCompany: values.activeInCompany,
  };
}

export type OfficeFormProps = {
  values: OfficeFormValues;
  onChange: (patch: Partial<OfficeFormValues>) => void;
  onSubmit: (values: OfficeFormValues) => Promise<void>;
  submitLabel: string;
  successMessage: string;
  onCancel?: () => void;
  restoredDraft?: boolean;
  /** Company and office number are chosen only for a new office. */
  isNew: boolean;
  /** Called when the company changes on a new office (to fetch its next office number). */
  onCompanyChange?: (companyId: number) => void;
};

/** The office fields (Contact Info edit and Add New Office) with countries and subdivisions lists. */
export function OfficeForm({
  values,
  onChange,
  onSubmit,
  submitLabel,
  successMessage,
  onCancel,
  restoredDraft,
  isNew,
  onCompanyChange,
}: OfficeFormProps) {
  const api = useApiClient();
  const [errors, setErrors] = useState<FormErrors<Field>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const [isPending, setPending] = useState(false);
  const countries = useApiQuery(['countries'], async (signal) =>
    unwrap(await api.GET('/office/getcountries', { signal })),
  );
  const subdivisions = useApiQuery(values.country ? ['subdivisions', values.country] : null, async (signal) =>
    unwrap(
      await api.GET('/office/getsubdivisions', { params: { query: { country: values.country } }, signal }),
    ),
  );
  const companies = useApiQuery(isNew ? ['active-companies'] : null, async (signal) =>
    unwrap(await api.GET('/companies/getactivecompanies', { signal })),
  );

  function change(patch: Partial<OfficeFormValues>) {
    onChange(patch);
    setSaved(false);
    setErrors(clearedFor(errors, patch));
  }

  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    setSaved(false);
    const next = validateOffice(values);
    setErrors(next);
    setFormError(null);
    if (Object.keys(next).length > 0) return;
    setPending(true);
    try {
      await onSubmit(values);
      setSaved(true);
    } catch (error) {
      const result = readSaveError(error, FIELDS, 'The office could not be saved. Try again.');
      setErrors(result.fieldErrors);
      setFormError(result.formError);
    } finally {
      setPending(false);
    }
  }

  const text = (
    name: Exclude<Field, 'activeInCompany' | 'companyId'>,
    label: string,
    extra: { isRequired?: boolean; type?: string; isReadOnly?: boolean } = {},
  ) => (
    <TextField
      label={label}
      name={name}
      value={values[name]}
      onChange={(value) => change({ [name]: value })}
      isInvalid={Boolean(errors[name])}
      errorMessage={errors[name]}
      validationBehavior="aria"
      {...extra}
    />
  );

  const subdivisionItems = (subdivisions.data ?? []).map((item) => ({ id: item.code, label: item.name }));
  const stateKnown = subdivisionItems.some((item) => item.id === values.state);

  return (
    <form noValidate className={styles.form} onSubmit={handleSubmit} aria-label="Office">
      {restoredDraft && <FormMessage tone="success">Your unsaved changes were restored.</FormMessage>}
      <div className={styles.grid}>
        {isNew && (
          <Select
            label="Company"
            isRequired
            items={(companies.data ?? []).map((company) => ({ id: String(company.id), label: company.name }))}
            selectedKey={values.companyId === null ? null : String(values.companyId)}
            onSelectionChange={(key) => {
              if (!key) return;
              change({ companyId: Number(key) });
              onCompanyChange?.(Number(key));
            }}
            isInvalid={Boolean(errors.companyId)}
            errorMessage={errors.companyId}
            validationBehavior="aria"
            placeholder={companies.status === 'loading' ? 'Loading…' : 'Choose a company'}
          />
        )}
        {text('officeNum', 'Office #', { isRequired: true, isReadOnly: !isNew })}
        {text('called', 'Office Name', { isRequired: true })}
        <div className={styles.wide}>{text('address', 'Address', { isRequired: true })}</div>
        {text('city', 'City', { isRequired: true })}
        <Select
          label="Country"
          isRequired
          items={(countries.data ?? []).map((country) => ({ id: country.code, label: country.name }))}
          selectedKey={values.country || null}
          onSelectionChange={(key) => key && key !== values.country && change({ country: key, state: '' })}
          isInvalid={Boolean(errors.country)}
          errorMessage={errors.country}
          validationBehavior="aria"
          placeholder={countries.status === 'loading' ? 'Loading…' : 'Choose a country'}
          description={countries.status === 'error' ? 'Countries could not be loaded.' : undefined}
        />
        <Select
          label="State"
          isRequired
          items={
            stateKnown || !values.state
              ? subdivisionItems
              : [...subdivisionItems, { id: values.state, label: values.state }]
          }
          selectedKey={values.state || null}
          onSelectionChange={(key) => key && change({ state: key })}
          isInvalid={Boolean(errors.state)}
          errorMessage={errors.state}
          validationBehavior="aria"
          placeholder={subdivisions.status === 'loading' ? 'Loading…' : 'Choose a state'}
          emptyText="Choose a country first"
        />
        {text('zip', 'Zip', { isRequired: true })}
        {text('mainPhone', 'Main Phone', { isRequired: true, type: 'tel' })}
        {text('mainFax', 'Main Fax', { type: 'tel' })}
        {text('mainEmail', 'Main Email', { isRequired: true, type: 'email' })}
        <Checkbox
          isSelected={values.activeInCompany}
          onChange={(activeInCompany) => change({ activeInCompany })}
        >
          Active in company
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
