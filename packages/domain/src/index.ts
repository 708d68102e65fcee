// Business rules shared by the app, the components and the mock. Pure TypeScript, no React.
export * from './area';
export * from './constants';
export * from './enums';
export * from './format';
export * from './messages';
export * from './password';
export * from './search';
