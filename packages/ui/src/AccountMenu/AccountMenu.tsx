import { ChevronDown, KeyRound, LogOut, UserRound } from 'lucide-react';
import type { Key } from 'react-aria-components';
import { Button, Header, Menu, MenuItem, MenuSection, MenuTrigger, Popover } from 'react-aria-components';
import { useDeferredOpen } from '../overlays/useDeferredOpen';
import styles from './AccountMenu.module.css';

export type AccountAction = 'reset-password' | 'logout';

export type AccountMenuProps = {
  userName: string;
  /** Display role, e.g. "Super Admin", "Office Admin", "Agent". */
  userRole: string;
  onAction: (action: AccountAction) => void;
  /** While the session is being read the trigger shows a skeleton and cannot open. */
  isLoading?: boolean;
  isDisabled?: boolean;
};

const ACTIONS: ReadonlyArray<{ id: AccountAction; label: string; icon: typeof LogOut }> = [
  { id: 'reset-password', label: 'Reset Password', icon: KeyRound },
  { id: 'logout', label: 'Logout', icon: LogOut },
];

function isAccountAction(key: Key): key is AccountAction {
  return key === 'reset-password' || key === 'logout';
}

/** The account dropdown of the top bar: user name and role; Reset Password and Logout. */
export function AccountMenu({
  userName,
  userRole,
  onAction,
  isLoading = false,
  isDisabled = false,
}: AccountMenuProps) {
  const open = useDeferredOpen({});
  if (isLoading) {
    return (
      <span className={styles.skeleton} role="status">
        <span className={styles.skeletonAvatar} aria-hidden />
        <span className={styles.skeletonLines} aria-hidden>
          <span />
          <span />
        </span>
        <span className="visually-hidden">Loading account…</span>
      </span>
    );
  }
  return (
    <MenuTrigger isOpen={open.isOpen} onOpenChange={open.onOpenChange}>
      {/* Named by its own (hidden) text, not an aria-label: the name and role it shows must be part
          of its accessible name (WCAG 2.5.3, label in name), also on phones where it shows neither. */}
      <Button className={styles.trigger} isDisabled={isDisabled}>
        <span className={styles.avatar} aria-hidden>
          <UserRound size={16} />
        </span>
        <span className="visually-hidden">{`Account: ${userName}, ${userRole}`}</span>
        <span className={styles.who} aria-hidden>
          <span className={styles.name}>{userName}</span>
          <span className={styles.role}>{userRole}</span>
        </span>
        <ChevronDown size={16} aria-hidden className={styles.chevron} />
      </Button>
      <Popover className={styles.popover} placement="bottom end" offset={6}>
        <Menu
          className={styles.menu}
          aria-label="Account"
          onAction={(key) => {
            if (isAccountAction(key)) onAction(key);
          }}
        >
          <MenuSection>
            <Header className={styles.header}>
              <span className={styles.headerName}>{userName}</span>
              <span className={styles.headerRole}>{userRole}</span>
            </Header>
            {ACTIONS.map(({ id, label, icon: Icon }) => (
              <MenuItem key={id} id={id} className={styles.item} textValue={label}>
                <Icon size={16} aria-hidden />
                {label}
              </MenuItem>
            ))}
          </MenuSection>
        </Menu>
      </Popover>
    </MenuTrigger>
  );
}
