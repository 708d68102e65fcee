export { DialogTrigger, Modal } from './Modal/Modal';
export type { ModalProps, ModalSize } from './Modal/Modal';
export { ConfirmDialog } from './ConfirmDialog/ConfirmDialog';
export type { ConfirmDialogProps } from './ConfirmDialog/ConfirmDialog';
export { UserDefaultSettingsModal } from './UserDefaultSettingsModal/UserDefaultSettingsModal';
export type {
  UserDefaultSettings,
  UserDefaultSettingsModalProps,
} from './UserDefaultSettingsModal/UserDefaultSettingsModal';
