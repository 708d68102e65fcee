// Sample records for the detail card's stories and tests (shaped like the contract's examples), and
// the items a company or an office shows, as the app's record kinds declare them.
import type { DetailItem } from './DetailCard';

type Contact = {
  address?: string | null;
  city?: string | null;
  state?: string | null;
  zip?: string | null;
  country?: string | null;
  mainPhone?: string | null;
  mainEmail?: string | null;
};

export type SampleCompany = Contact & {
  id: number;
  name: string;
  active?: boolean | null;
  dateCreated?: string | null;
  createdByName?: string | null;
  officeCount?: number | null;
};

export type SampleOffice = Contact & {
  called: string;
  officeNum?: string | null;
  companyName?: string | null;
  mainFax?: string | null;
  activeInCompany?: boolean | null;
  agentCount?: number | null;
  staffCount?: number | null;
};

export const COMPANY: SampleCompany = {
  id: 1001,
  name: 'Harbor & Pine Realty',
  active: true,
  dateCreated: '2014-03-09T16:20:00Z',
  createdByName: 'Avery Nguyen',
  officeCount: 12,
};

export const OFFICE: SampleOffice & { id: number; companyId: number } = {
  id: 2042,
  companyId: 1001,
  officeNum: '1042',
  called: 'Pearl District',
  companyName: 'Harbor & Pine Realty',
  address: '1200 NW Marshall St, Suite 300',
  city: 'Portland',
  state: 'OR',
  zip: '97209',
  country: 'United States',
  mainPhone: '5035550142',
  mainFax: '5035550143',
  mainEmail: 'pearl@harborpine.example.com',
  activeInCompany: true,
  agentCount: 48,
  staffCount: 6,
};

const CONTACT_KEYS = ['address', 'city', 'state', 'zip', 'country', 'mainPhone', 'mainEmail'] as const;

function placeItems(record: Contact): DetailItem[] {
  return [
    { label: 'Address', value: record.address },
    { label: 'City', value: record.city },
    { label: 'State', value: record.state },
    { label: 'Zip', value: record.zip },
    { label: 'Country', value: record.country },
  ];
}

/** A company's items; its address and contact only when the record carries them (a grid row does not). */
export function companyItems(company: SampleCompany): DetailItem[] {
  const hasContact = CONTACT_KEYS.some((key) => company[key] !== undefined);
  return [
    { label: 'Company ID', value: String(company.id) },
    { label: 'Name', value: company.name },
    { label: 'Active', value: company.active, format: 'boolean' },
    { label: 'Date Created', value: company.dateCreated, format: 'date' },
    { label: 'Created By', value: company.createdByName },
    { label: 'Offices', value: company.officeCount, format: 'number' },
    ...(hasContact
      ? [
          ...placeItems(company),
          { label: 'Main Phone', value: company.mainPhone, format: 'phone' as const },
          { label: 'Main Email', value: company.mainEmail, format: 'email' as const },
        ]
      : []),
  ];
}

export function officeItems(office: SampleOffice): DetailItem[] {
  return [
    { label: 'Office Name', value: office.called },
    ...(office.officeNum ? [{ label: 'Office #', value: office.officeNum }] : []),
    ...(office.companyName ? [{ label: 'Company', value: office.companyName }] : []),
    ...placeItems(office),
    { label: 'Main Phone', value: office.mainPhone, format: 'phone' },
    { label: 'Main Fax', value: office.mainFax, format: 'phone' },
    { label: 'Main Email', value: office.mainEmail, format: 'email' },
    { label: 'Active in Company', value: office.activeInCompany, format: 'boolean' },
    { label: 'Agents', value: office.agentCount, format: 'number' },
    { label: 'Staff', value: office.staffCount, format: 'number' },
  ];
}
