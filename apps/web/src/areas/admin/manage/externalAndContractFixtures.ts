// Records and handlers of the External Company, DTR Contact Mapping and office Contract stories.
import { http, HttpResponse } from 'msw';
import { api } from '../../../test/storyApp';
import type { DtrContactMapping, ExternalCompany, OfficeContract } from './externalAndContractTypes';

export const EXTERNAL: ExternalCompany = {
  companyId: 1,
  mlsBoard: 'RMLS (Portland)',
  mlsOfficeId: 'HPR01',
  stateLicenseNumber: '200312044',
  accountingSystem: 'QuickBooks Online',
  accountingId: 'QBO-10001',
  dtrSystem: 'SkySlope',
  dtrCompanyId: 'SKY-448201',
  syncEnabled: true,
  syncStatus: 'Synced',
  lastSyncAt: '2026-02-10T06:00:00Z',
  lastSyncMessage: 'Synced 41 agents and 2 offices.',
  updatedAt: '2025-09-14T17:30:00Z',
  updatedByName: 'Jordan Blake',
};
export const NOT_LINKED: ExternalCompany = {
  ...EXTERNAL,
  mlsBoard: '',
  mlsOfficeId: '',
  stateLicenseNumber: '',
  accountingSystem: 'None',
  accountingId: '',
  dtrSystem: 'None',
  dtrCompanyId: '',
  syncEnabled: false,
  syncStatus: 'Never synced',
  lastSyncAt: null,
  lastSyncMessage: null,
  updatedAt: null,
  updatedByName: null,
};
export const MAPPING: DtrContactMapping = {
  companyId: 1,
  dtrSystem: 'SkySlope',
  rules: [
    {
      contactType: 'Buyer',
      dtrRole: 'Buyer',
      sync: 'Both',
      required: true,
      defaultCompany: null,
      defaultEmail: null,
    },
    {
      contactType: 'Seller',
      dtrRole: 'Seller',
      sync: 'Both',
      required: true,
      defaultCompany: null,
      defaultEmail: null,
    },
    {
      contactType: 'Co-op',
      dtrRole: 'Cooperating Agent',
      sync: 'Import',
      required: false,
      defaultCompany: null,
      defaultEmail: null,
    },
    {
      contactType: 'Lender',
      dtrRole: 'Loan Officer',
      sync: 'Off',
      required: false,
      defaultCompany: null,
      defaultEmail: null,
    },
    {
      contactType: 'Title',
      dtrRole: 'Title / Escrow Officer',
      sync: 'Import',
      required: true,
      defaultCompany: 'Pacific Title & Escrow',
      defaultEmail: 'orders@pacifictitle.example.com',
    },
  ],
  updatedAt: '2025-09-14T17:35:00Z',
  updatedByName: 'Jordan Blake',
};
export const CONTRACT: OfficeContract = {
  officeId: 1,
  contractNumber: 'FR-2021-0001',
  contractType: 'Franchise',
  status: 'Active',
  startDate: '2021-03-01',
  endDate: '2031-02-28',
  renewalNoticeDate: '2030-08-31',
  autoRenew: true,
  feePlan: 'Capped',
  royaltyPercent: 6,
  royaltyCapAnnual: 18000,
  marketingFeeMonthly: 250,
  signedByName: 'Priya Shah',
  notes: "Ten-year franchise term; renewal needs 180 days' notice.",
  termMonths: 120,
  updatedAt: '2025-09-14T17:40:00Z',
  updatedByName: 'Jordan Blake',
};

export const recordHandlers = [
  http.get(api('/companies/external/:id'), () => HttpResponse.json({ data: EXTERNAL })),
  http.get(api('/companies/dtrContactMapping/:id'), () => HttpResponse.json({ data: MAPPING })),
  http.get(api('/Office/contract/:id'), () => HttpResponse.json({ data: CONTRACT })),
];
export const forbidden = () =>
  HttpResponse.json({ message: 'You do not have permission to do this.' }, { status: 403 });
export const serverError = () => HttpResponse.json({ message: 'The server failed.' }, { status: 500 });

export const EXTERNAL_ROUTE = '/main/companies/membership/external-company?companyId=1';
export const DTR_ROUTE = '/main/companies/membership/dtr-contact?companyId=1';
export const CONTRACT_ROUTE = '/main/offices/profile/contract?officeId=1';
