// Business rules shared by the app, the components and the mock. Filled by later issues.
export const APP_NAME = 'Balance';
