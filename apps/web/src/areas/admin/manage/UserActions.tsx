// The account actions of a user's profile, each confirmed first: lock / unlock, the password-reset
// e-mail (the documented /user/resetpassword, signed as staff) and the role. Only the roles the server
// lists for the caller are offered, so an Office Admin never sees Super Admin.
import { useState } from 'react';
import { useAtomValue } from 'jotai';
import { roleChangeError, USER_MESSAGES, type Role } from '@balance/domain';
import { Button, ConfirmDialog, Select } from '@balance/ui';
import { unwrap } from '../../../api/client';
import { FormMessage } from '../../../app/forms';
import { userSettingsState } from '../../../states/userSettingsState';
import { useRecord } from '../resources/controllers';
import { useRoles } from '../resources/userFields';
import { userResource } from '../resources/users';
import { useRecordAction } from '../resources/useRecordAction';
import styles from './manage.module.css';

type Pending = { kind: 'lock' | 'unlock' | 'reset' } | { kind: 'role'; role: Role } | null;

export function UserActions({ id }: { id: number }) {
  const me = useAtomValue(userSettingsState);
  const record = useRecord(userResource, id);
  const roles = useRoles();
  const action = useRecordAction(userResource, id);
  const [pending, setPending] = useState<Pending>(null);
  const [newRole, setNewRole] = useState<Role | null>(null);
  const user = record.data;
  if (!user) return null;
  const isSelf = me?.userID === user.userId;
  const roleChoices = (roles.data ?? []).filter(
    (role) => role.name !== user.role && roleChangeError(user.role, role.name) === null,
  );

  const confirm = async () => {
    if (!pending) return;
    const ok =
      pending.kind === 'reset'
        ? await action.run(
            async (api) => {
              unwrap(await api.POST('/user/resetpassword', { body: { userName: user.userName } }));
              return null;
            },
            { success: USER_MESSAGES.resetSent, failure: 'The reset e-mail could not be sent. Try again.' },
          )
        : pending.kind === 'role'
          ? await action.run(
              async (api) =>
                unwrap(
                  await api.PUT('/Users/{id}/role', {
                    params: { path: { id } },
                    body: { role: pending.role },
                  }),
                ),
              { success: USER_MESSAGES.roleChanged, failure: 'The role could not be changed. Try again.' },
            )
          : await action.run(
              async (api) =>
                unwrap(
                  await api.PUT('/Users/{id}/lock', {
                    params: { path: { id } },
                    body: { locked: pending.kind === 'lock' },
                  }),
                ),
              {
                success: pending.kind === 'lock' ? USER_MESSAGES.userLocked : USER_MESSAGES.userUnlocked,
                failure: 'The user could not be changed. Try again.',
              },
            );
    setPending(null);
    if (ok && pending.kind === 'role') setNewRole(null);
  };

  return (
    <section className={styles.card} aria-labelledby="user-actions-title">
      <h2 id="user-actions-title" className={styles.cardTitle}>
        Account
      </h2>
      {action.outcome && <FormMessage tone={action.outcome.tone}>{action.outcome.text}</FormMessage>}
      {isSelf ? (
        <p className={styles.description}>This is your own user: another admin changes its role or lock.</p>
      ) : (
        <>
          <div className={`${styles.actions} ${styles.actionRow}`}>
            {user.active ? (
              <Button variant="secondary" onPress={() => setPending({ kind: 'lock' })}>
                Lock user
              </Button>
            ) : (
              <Button variant="secondary" onPress={() => setPending({ kind: 'unlock' })}>
                Unlock user
              </Button>
            )}
            <Button
              variant="secondary"
              isDisabled={!user.active}
              onPress={() => setPending({ kind: 'reset' })}
            >
              Send password reset e-mail
            </Button>
          </div>
          {!user.active && (
            <p className={styles.description}>A locked user gets no reset e-mail; unlock them first.</p>
          )}
          <div className={`${styles.actions} ${styles.actionRow}`}>
            <Select
              label="New role"
              items={roleChoices.map((role) => ({ id: role.name, label: role.name }))}
              selectedKey={newRole}
              onSelectionChange={(key) => setNewRole(key ? (String(key) as Role) : null)}
              placeholder={roles.isPending ? 'Loading…' : 'Choose a role'}
              isDisabled={roleChoices.length === 0}
              description={
                roles.isError
                  ? 'Roles could not be loaded.'
                  : roleChoices.length === 0
                    ? user.role === 'Agent'
                      ? USER_MESSAGES.agentRoleFixed
                      : 'No other role can be granted to this user by you.'
                    : undefined
              }
            />
            <Button
              variant="secondary"
              isDisabled={newRole === null}
              onPress={() => newRole && setPending({ kind: 'role', role: newRole })}
            >
              Change role
            </Button>
          </div>
        </>
      )}
      <ConfirmDialog
        isOpen={pending !== null}
        onOpenChange={(open) => !open && !action.isRunning && setPending(null)}
        title={confirmTitle(pending)}
        confirmLabel={confirmLabel(pending)}
        variant={pending?.kind === 'lock' ? 'danger' : 'default'}
        isConfirming={action.isRunning}
        onConfirm={() => void confirm()}
      >
        {confirmText(pending, user.name, user.email)}
      </ConfirmDialog>
    </section>
  );
}

function confirmTitle(pending: Pending): string {
  if (!pending) return '';
  if (pending.kind === 'lock') return 'Lock this user?';
  if (pending.kind === 'unlock') return 'Unlock this user?';
  if (pending.kind === 'reset') return 'Send a password reset e-mail?';
  return 'Change the role?';
}

function confirmLabel(pending: Pending): string {
  if (!pending) return 'Confirm';
  if (pending.kind === 'lock') return 'Lock user';
  if (pending.kind === 'unlock') return 'Unlock user';
  if (pending.kind === 'reset') return 'Send e-mail';
  return 'Change role';
}

function confirmText(pending: Pending, name: string, email: string): string {
  if (!pending) return '';
  if (pending.kind === 'lock') return `${name} will no longer be able to log in until unlocked.`;
  if (pending.kind === 'unlock') return `${name} will be able to log in again.`;
  if (pending.kind === 'role')
    return `${name} becomes ${pending.role}. The server applies it at once; their menus follow at their next login.`;
  return `A link to set a new password goes to ${email}. It is valid for one hour.`;
}
