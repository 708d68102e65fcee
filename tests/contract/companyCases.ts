// Contract rows of the companies: list, create, update, read, the active list and the search.
import type { Case } from './cases.ts';
import { get, send } from './caseHelpers.ts';

export const companyCases: Case[] = [
  {
    op: 'listCompanies',
    name: 'first page of five',
    request: get('/companies', { pageNumber: 1, pageSize: 5 }),
    status: 200,
  },
  {
    op: 'listCompanies',
    name: 'office admin sees their company',
    as: 'officeadmin',
    request: get('/companies'),
    status: 200,
  },
  {
    op: 'createCompany',
    name: 'added',
    request: send('POST', '/companies', {
      name: 'Summit Ridge Homes',
      active: true,
      address: '88 Alpine Way',
      city: 'Bend',
      state: 'OR',
      zip: '97701',
      country: 'US',
      mainPhone: '5415550190',
      mainEmail: 'hello@summitridge.example.com',
    }),
    status: 200,
  },
  {
    op: 'createCompany',
    name: 'same name twice',
    request: send('POST', '/companies', { name: 'summit ridge homes', active: true }),
    status: 400,
  },
  {
    op: 'createCompany',
    name: 'name missing',
    request: send('POST', '/companies', { active: true }),
    status: 400,
  },
  {
    op: 'createCompany',
    name: 'office admin may not add',
    as: 'officeadmin',
    request: send('POST', '/companies', { name: 'X Realty', active: true }),
    status: 403,
  },
  {
    op: 'updateCompany',
    name: 'updated',
    request: send('PUT', '/companies', { id: 1, name: 'Harbor & Pine Realty Group', active: true }),
    status: 200,
  },
  {
    op: 'updateCompany',
    name: 'wrong types',
    request: send('PUT', '/companies', { id: '1', name: 5, active: 'yes' }),
    status: 400,
  },
  {
    op: 'updateCompany',
    name: 'unknown company',
    request: send('PUT', '/companies', { id: 99999, name: 'Nobody', active: true }),
    status: 404,
  },
  {
    op: 'updateCompany',
    name: 'another company',
    as: 'officeadmin',
    request: send('PUT', '/companies', { id: 2, name: 'Taken Over', active: true }),
    status: 403,
  },
  { op: 'getCompany', name: 'one company', request: get('/companies/1'), status: 200 },
  { op: 'getCompany', name: 'agent may not', as: 'agent', request: get('/companies/1'), status: 403 },
  { op: 'getCompany', name: 'unknown', request: get('/companies/99999'), status: 404 },
  { op: 'getCompany', name: 'not a number', request: get('/companies/abc'), status: 404 },
  { op: 'getActiveCompanies', name: 'dropdown', request: get('/companies/getactivecompanies'), status: 200 },
  {
    op: 'searchCompaniesBy',
    name: 'by name',
    request: get('/companies/getCompaniesBy', { SearchField: 'Company_Name', SearchText: 'REALTY' }),
    status: 200,
  },
  {
    op: 'searchCompaniesBy',
    name: 'field missing',
    request: get('/companies/getCompaniesBy', { SearchText: 'x' }),
    status: 400,
  },
  {
    op: 'searchCompaniesBy',
    name: 'unknown field',
    request: get('/companies/getCompaniesBy', { SearchField: 'Nope' }),
    status: 400,
  },
  {
    op: 'searchCompaniesBy',
    name: 'nothing matches',
    request: get('/companies/getCompaniesBy', { SearchField: 'Company_Name', SearchText: 'zzqqxx' }),
    status: 404,
  },
];
