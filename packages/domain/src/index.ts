// Business rules shared by the app, the components and the mock. Pure TypeScript, no React.
export * from './area';
export * from './constants';
export * from './contact';
export * from './enums';
export * from './externalSystems';
export * from './format';
export * from './messages';
export * from './officeContract';
export * from './password';
export * from './reports';
export * from './search';
export * from './users';
