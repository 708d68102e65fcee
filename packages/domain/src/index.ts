// Business rules shared by the app, the components and the mock. Pure TypeScript, no React.
// Agent management rules are imported from '@balance/domain/agents': kept out of this index so the
// login page's first load does not carry them.
export * from './area';
export * from './commissionPlan';
export * from './commissionPricing';
export * from './constants';
export * from './contact';
export * from './dealSearch';
export * from './contractBreakdown';
export * from './contractStatus';
export * from './enums';
export * from './externalSystems';
export * from './format';
export * from './messages';
export * from './officeContract';
export * from './palette';
export * from './password';
export * from './payouts';
export * from './reports';
export * from './search';
export * from './users';
