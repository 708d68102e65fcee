// Sample records for the detail card's stories and tests (shaped like the contract's examples).
import type { CompanyDetailData, OfficeDetailData } from './DetailCard';

export const COMPANY: CompanyDetailData = {
  id: 1001,
  name: 'Harbor & Pine Realty',
  active: true,
  dateCreated: '2014-03-09T16:20:00Z',
  createdByName: 'Avery Nguyen',
  officeCount: 12,
};

export const OFFICE: OfficeDetailData & { id: number; companyId: number } = {
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
