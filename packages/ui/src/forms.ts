export { FieldGroup, FormActions, FormLayout } from './Form/Form';
export type { FieldGroupProps, FormActionsProps, FormLayoutProps } from './Form/Form';
