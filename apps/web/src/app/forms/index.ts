export { FormFrame, type FormFrameProps } from './FormFrame';
export { FormMessage } from './FormMessage';
export { SaveForm, type SaveFormProps } from './SaveForm';
export { readSaveError, SESSION_EXPIRED_MESSAGE, type FormErrors } from './saveError';
export { useSaveForm, type ReadError, type SaveFormOptions, type SaveFormState } from './useSaveForm';
