// Companies: the brokerage companies, searched under /main/companies, edited on their profile page
// (PUT /companies) and added on Add Company (POST /companies).
import { useLocation } from 'wouter';
import { MESSAGES } from '@balance/domain';
import { Button } from '@balance/ui';
import { unwrap } from '../../../api/client';
import type { Company, CompanyInput } from '../../../api/types';
import type { FormErrors } from '../../../app/forms';
import { paths } from '../../../app/paths';
import { emailError, phoneDigits, phoneError, zipError } from '../manage/formErrors';
import { CompanyPicker, useCompanyId } from '../manage/recordContext';
import type { Resource } from './resource';

export type CompanyValues = Required<CompanyInput>;

const EMPTY: CompanyValues = {
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

export function validateCompany(values: CompanyValues): FormErrors<keyof CompanyValues> {
  const errors: FormErrors<keyof CompanyValues> = {};
  if (values.name.trim() === '') errors.name = 'Name is required';
  const email = emailError(values.mainEmail, 'office@example.com');
  if (email) errors.mainEmail = email;
  const phone = phoneError(values.mainPhone);
  if (phone) errors.mainPhone = phone;
  const zip = zipError(values.zip);
  if (zip) errors.zip = zip;
  return errors;
}

/** What PUT and POST /companies take: the name trimmed, the phone as digits. */
function toInput(values: CompanyValues): CompanyInput {
  return { ...values, name: values.name.trim(), mainPhone: phoneDigits(values.mainPhone) };
}

function OpenProfile({ id }: { id: number }) {
  const [, navigate] = useLocation();
  return (
    <Button size="sm" variant="ghost" onPress={() => navigate(paths.companyMembership.build('profile', id))}>
      Open its profile
    </Button>
  );
}

export const companyResource: Resource<Company, CompanyValues> = {
  name: 'companies',
  noun: 'Company',
  idOf: (company) => company.id,
  title: (company) => company.name,
  detail: (company) => [
    { label: 'Company ID', value: String(company.id) },
    { label: 'Name', value: company.name },
    { label: 'Active', value: company.active, format: 'boolean' },
    { label: 'Date Created', value: company.dateCreated, format: 'date' },
    { label: 'Created By', value: company.createdByName },
    { label: 'Offices', value: company.officeCount, format: 'number' },
    { label: 'Address', value: company.address },
    { label: 'City', value: company.city },
    { label: 'State', value: company.state },
    { label: 'Zip', value: company.zip },
    { label: 'Country', value: company.country },
    { label: 'Main Phone', value: company.mainPhone, format: 'phone' },
    { label: 'Main Email', value: company.mainEmail, format: 'email' },
  ],
  page: { href: (id) => paths.companyMembership.build('profile', id), linkLabel: 'Open company profile' },
  read: async (api, id, signal) =>
    unwrap(await api.GET('/companies/{id}', { params: { path: { id } }, signal })),
  update: async (api, id, values) =>
    unwrap(await api.PUT('/companies', { body: { ...toInput(values), id } })),
  create: async (api, values) => unwrap(await api.POST('/companies', { body: toInput(values) })),
  form: {
    empty: EMPTY,
    fromRecord: (company) => ({
      name: company.name,
      active: company.active,
      address: company.address,
      city: company.city,
      state: company.state,
      zip: company.zip,
      country: company.country,
      mainPhone: company.mainPhone,
      mainEmail: company.mainEmail,
    }),
    fields: [
      { kind: 'text', name: 'name', label: 'Name', isRequired: true, wide: true },
      { kind: 'text', name: 'address', label: 'Address', autoComplete: 'street-address' },
      { kind: 'text', name: 'city', label: 'City' },
      { kind: 'text', name: 'state', label: 'State' },
      { kind: 'text', name: 'zip', label: 'Zip', autoComplete: 'postal-code' },
      { kind: 'text', name: 'country', label: 'Country' },
      { kind: 'text', name: 'mainPhone', label: 'Main Phone', type: 'tel' },
      { kind: 'text', name: 'mainEmail', label: 'Main Email', type: 'email' },
      { kind: 'checkbox', name: 'active', label: 'Active' },
    ],
    validate: validateCompany,
    failure: 'The company could not be saved. Try again.',
  },
  messages: { updated: MESSAGES.companyUpdated, created: MESSAGES.newCompanySaved },
  createPage: {
    title: 'Add Company',
    description: 'A new brokerage company. Its offices are added afterwards.',
    label: 'New company',
    submitLabel: 'Save Company',
    created: (company) => (
      <>
        {MESSAGES.newCompanySaved} <OpenProfile id={company.id} />
      </>
    ),
  },
  context: {
    useId: useCompanyId,
    Picker: CompanyPicker,
    chooseFirst: 'Choose a company above, or select one in the companies grid.',
  },
  lists: [['active-companies'], ['company-offices']],
};
