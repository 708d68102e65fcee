// Offices: searched under /main/offices, edited on Contact Info (POST /office with its id) and added
// on Add New Office (POST /office; the next number from /Office/GetNextOfficeNum; Super Admins only).
import { MESSAGES } from '@balance/domain';
import { StatusPill } from '@balance/ui';
import { unwrap } from '../../../api/client';
import type { OfficeDetail, OfficeInput } from '../../../api/types';
import type { FormErrors } from '../../../app/forms';
import { paths } from '../../../app/paths';
import { emailError, phoneDigits, phoneError, zipError } from '../manage/formErrors';
import { OfficePicker, useOfficeId } from '../manage/recordContext';
import { CompanyChoice, CountryChoice, StateChoice } from './officeFields';
import type { Resource } from './resource';
import styles from '../manage/manage.module.css';

export type OfficeValues = Omit<Required<OfficeInput>, 'id' | 'mainFax' | 'companyId'> & {
  companyId: number | null;
  mainFax: string;
};

const EMPTY: OfficeValues = {
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

const REQUIRED: [keyof OfficeValues, string][] = [
  ['officeNum', 'Office # is required'],
  ['called', 'Office Name is required'],
  ['address', 'Address is required'],
  ['city', 'City is required'],
  ['state', 'State is required'],
  ['country', 'Country is required'],
];

export function validateOffice(values: OfficeValues): FormErrors<keyof OfficeValues> {
  const errors: FormErrors<keyof OfficeValues> = {};
  if (values.companyId === null) errors.companyId = 'Company is required';
  for (const [name, message] of REQUIRED) if (String(values[name]).trim() === '') errors[name] = message;
  const zip = values.zip.trim() === '' ? 'Zip is required' : zipError(values.zip);
  if (zip) errors.zip = zip;
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
export function toOfficeInput(values: OfficeValues, id?: number): OfficeInput {
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

export const officeResource: Resource<OfficeDetail, OfficeValues> = {
  name: 'offices',
  noun: 'Office',
  idOf: (office) => office.id,
  title: (office) => office.called,
  heading: (office) => `${office.officeNum} · ${office.called}`,
  summary: (office) => (
    <p className={styles.statusLine}>
      Status <StatusPill status={office.activeText} />
    </p>
  ),
  detail: (office) => [
    { label: 'Office Name', value: office.called },
    ...(office.officeNum ? [{ label: 'Office #', value: office.officeNum }] : []),
    ...(office.companyName ? [{ label: 'Company', value: office.companyName }] : []),
    { label: 'Address', value: office.address },
    { label: 'City', value: office.city },
    { label: 'State', value: office.state },
    { label: 'Zip', value: office.zip },
    { label: 'Country', value: office.country },
    { label: 'Main Phone', value: office.mainPhone, format: 'phone' },
    { label: 'Main Fax', value: office.mainFax, format: 'phone' },
    { label: 'Main Email', value: office.mainEmail, format: 'email' },
    { label: 'Active in Company', value: office.activeInCompany, format: 'boolean' },
    { label: 'Agents', value: office.agentCount, format: 'number' },
    { label: 'Staff', value: office.staffCount, format: 'number' },
  ],
  page: { href: (id) => paths.officeProfile.build('contact-info', id), linkLabel: 'Open contact info' },
  read: async (api, id, signal) =>
    unwrap(await api.GET('/Office/byid/{id}', { params: { path: { id } }, signal })),
  update: async (api, id, values) => unwrap(await api.POST('/office', { body: toOfficeInput(values, id) })),
  create: async (api, values) => unwrap(await api.POST('/office', { body: toOfficeInput(values) })),
  mayCreate: (user) => user?.role === 'Super Admin',
  form: {
    empty: EMPTY,
    fromRecord: (office) => ({
      companyId: office.companyId,
      officeNum: office.officeNum,
      called: office.called,
      address: office.address,
      city: office.city,
      state: office.state,
      zip: office.zip,
      country: office.country,
      mainPhone: office.mainPhone,
      mainFax: office.mainFax ?? '',
      mainEmail: office.mainEmail,
      activeInCompany: office.activeInCompany,
    }),
    fields: [
      {
        kind: 'custom',
        name: 'companyId',
        onCreateOnly: true,
        render: (props) => <CompanyChoice {...props} />,
      },
      { kind: 'text', name: 'officeNum', label: 'Office #', isRequired: true, fixedAfterCreate: true },
      { kind: 'text', name: 'called', label: 'Office Name', isRequired: true },
      { kind: 'text', name: 'address', label: 'Address', isRequired: true, wide: true },
      { kind: 'text', name: 'city', label: 'City', isRequired: true },
      { kind: 'custom', name: 'country', render: (props) => <CountryChoice {...props} /> },
      { kind: 'custom', name: 'state', render: (props) => <StateChoice {...props} /> },
      { kind: 'text', name: 'zip', label: 'Zip', isRequired: true },
      { kind: 'text', name: 'mainPhone', label: 'Main Phone', isRequired: true, type: 'tel' },
      { kind: 'text', name: 'mainFax', label: 'Main Fax', type: 'tel' },
      { kind: 'text', name: 'mainEmail', label: 'Main Email', isRequired: true, type: 'email' },
      { kind: 'checkbox', name: 'activeInCompany', label: 'Active in company' },
    ],
    validate: validateOffice,
    failure: 'The office could not be saved. Try again.',
    prefill: {
      when: (values) => values.officeNum === '',
      after: ['companyId'],
      load: async (api, values) => {
        const next = unwrap(
          await api.GET('/Office/GetNextOfficeNum', {
            params: { query: values.companyId === null ? {} : { companyId: values.companyId } },
          }),
        );
        return { officeNum: next.officeNum } as Partial<OfficeValues>;
      },
    },
  },
  messages: { updated: MESSAGES.officeSaved, created: MESSAGES.officeSaved },
  createPage: {
    title: 'Add New Office',
    label: 'New office',
    submitLabel: 'Save Office',
    forbidden: MESSAGES.noPermissionNewOffice,
    created: (office) => `${MESSAGES.officeSaved} (${office.officeNum} · ${office.called})`,
  },
  context: {
    useId: useOfficeId,
    Picker: OfficePicker,
    chooseFirst: 'Choose an office above, or select one in the offices grid.',
  },
  lists: [['office-options'], ['company-offices']],
};
