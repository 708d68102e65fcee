import { useEffect } from 'react';
import { useAtom } from 'jotai';
import { useSearch } from 'wouter';
import { Select } from '@balance/ui';
import { useApi } from '../../../api/DataLayer';
import {
  selectedAgentIdState,
  selectedCompanyIdState,
  selectedOfficeIdState,
} from '../../../states/selectedRecordState';

function idFromQuery(search: string, name: string): number | null {
  const value = Number(new URLSearchParams(search).get(name));
  return Number.isInteger(value) && value > 0 ? value : null;
}

/** The record a page works on: ?{name}= (which also becomes the remembered one), else the remembered one. */
export function useRecordId(name: string, remembered: typeof selectedCompanyIdState) {
  const search = useSearch();
  const [selected, setSelected] = useAtom(remembered);
  const fromQuery = idFromQuery(search, name);
  useEffect(() => {
    if (fromQuery !== null && fromQuery !== selected) setSelected(fromQuery);
  }, [fromQuery, selected, setSelected]);
  return [fromQuery ?? selected, setSelected] as const;
}

/** The company a management page works on: ?companyId= or the one last selected in the grid. */
export const useCompanyId = () => useRecordId('companyId', selectedCompanyIdState);

/** The office a management page works on: ?officeId= or the one last selected in the grid. */
export const useOfficeId = () => useRecordId('officeId', selectedOfficeIdState);

/** The agent a profile page works on: ?agentId= or the one last selected in the grid. */
export const useAgentId = () => useRecordId('agentId', selectedAgentIdState);

/** The active companies (pickers and the new office's company); refreshed after a company is saved. */
export function useActiveCompanies() {
  return useApi().useQuery('get', '/companies/getactivecompanies', {}, { select: (reply) => reply.data });
}

/** Chooses the company the page works on (active companies). */
export function CompanyPicker({ value, onChange }: { value: number | null; onChange: (id: number) => void }) {
  const companies = useActiveCompanies();
  return (
    <Select
      label="Company"
      items={(companies.data ?? []).map((company) => ({ id: String(company.id), label: company.name }))}
      selectedKey={value === null ? null : String(value)}
      onSelectionChange={(key) => key && onChange(Number(key))}
      placeholder={companies.isPending ? 'Loading…' : 'Choose a company'}
      description={companies.isError ? 'Companies could not be loaded.' : undefined}
    />
  );
}

/** Chooses the office the page works on. */
export function OfficePicker({ value, onChange }: { value: number | null; onChange: (id: number) => void }) {
  const offices = useApi().useQuery('get', '/office/GetOffices', {}, { select: (reply) => reply.data });
  return (
    <Select
      label="Office"
      items={(offices.data ?? []).map((office) => ({
        id: String(office.id),
        label: `${office.officeNum} · ${office.called}`,
      }))}
      selectedKey={value === null ? null : String(value)}
      onSelectionChange={(key) => key && onChange(Number(key))}
      placeholder={offices.isPending ? 'Loading…' : 'Choose an office'}
      description={offices.isError ? 'Offices could not be loaded.' : undefined}
    />
  );
}
