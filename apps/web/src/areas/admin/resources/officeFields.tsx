// The office form's choices loaded from the API: company (new offices only), country, and the
// country's states. Messages reach them through the form's validationErrors, by name.
import { Select } from '@balance/ui';
import { useApiClient } from '../../../api/ApiClientProvider';
import { unwrap } from '../../../api/client';
import { useApiQuery } from '../../../api/useApiQuery';
import { useActiveCompanies } from '../manage/recordContext';
import type { CustomFieldProps } from './resource';

export type OfficeChoiceValues = { companyId: number | null; country: string; state: string };

export function CompanyChoice<Values extends OfficeChoiceValues>({
  values,
  change,
}: CustomFieldProps<Values>) {
  const companies = useActiveCompanies();
  return (
    <Select
      label="Company"
      name="companyId"
      isRequired
      items={(companies.data ?? []).map((company) => ({ id: String(company.id), label: company.name }))}
      selectedKey={values.companyId === null ? null : String(values.companyId)}
      onSelectionChange={(key) => key && change({ companyId: Number(key) } as Partial<Values>)}
      placeholder={companies.isPending ? 'Loading…' : 'Choose a company'}
    />
  );
}

export function CountryChoice<Values extends OfficeChoiceValues>({
  values,
  change,
}: CustomFieldProps<Values>) {
  const api = useApiClient();
  const countries = useApiQuery(['countries'], async (signal) =>
    unwrap(await api.GET('/office/getcountries', { signal })),
  );
  return (
    <Select
      label="Country"
      name="country"
      isRequired
      items={(countries.data ?? []).map((country) => ({ id: country.code, label: country.name }))}
      selectedKey={values.country || null}
      onSelectionChange={(key) =>
        key && key !== values.country && change({ country: key, state: '' } as Partial<Values>)
      }
      placeholder={countries.status === 'loading' ? 'Loading…' : 'Choose a country'}
      description={countries.status === 'error' ? 'Countries could not be loaded.' : undefined}
    />
  );
}

export function StateChoice<Values extends OfficeChoiceValues>({ values, change }: CustomFieldProps<Values>) {
  const api = useApiClient();
  const { country } = values;
  const subdivisions = useApiQuery(country ? ['subdivisions', country] : null, async (signal) =>
    unwrap(await api.GET('/office/getsubdivisions', { params: { query: { country } }, signal })),
  );
  const items = (subdivisions.data ?? []).map((item) => ({ id: item.code, label: item.name }));
  // A state the list does not know (typed elsewhere) stays choosable rather than vanishing.
  const known = items.some((item) => item.id === values.state);
  return (
    <Select
      label="State"
      name="state"
      isRequired
      items={known || !values.state ? items : [...items, { id: values.state, label: values.state }]}
      selectedKey={values.state || null}
      onSelectionChange={(key) => key && change({ state: key } as Partial<Values>)}
      placeholder={subdivisions.status === 'loading' ? 'Loading…' : 'Choose a state'}
      emptyText="Choose a country first"
    />
  );
}
