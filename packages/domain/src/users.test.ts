import { describe, expect, it } from 'vitest';
import { mayGrantRole, newUserErrors, roleChangeError, USER_MESSAGES, userStatusText } from './users';

describe('users', () => {
  it('an Office Admin never grants Super Admin; a Super Admin grants every role', () => {
    expect(mayGrantRole('Office Admin', 'Super Admin')).toBe(false);
    expect(mayGrantRole('Office Admin', 'Office Admin')).toBe(true);
    expect(mayGrantRole('Office Admin', 'Agent')).toBe(true);
    expect(mayGrantRole('Super Admin', 'Super Admin')).toBe(true);
    expect(mayGrantRole('Agent', 'Office Admin')).toBe(false);
  });

  it("an agent's login keeps the Agent role; staff roles change freely", () => {
    expect(roleChangeError('Office Admin', 'Super Admin')).toBeNull();
    expect(roleChangeError('Agent', 'Office Admin')).toBe(USER_MESSAGES.agentRoleFixed);
    expect(roleChangeError('Office Admin', 'Agent')).toBe(USER_MESSAGES.agentRoleFixed);
  });

  it('a new user needs an office unless a Super Admin; a blank password means the e-mail', () => {
    const base = { userName: 'lnguyen', name: 'Linh', email: 'l@example.com', password: '' };
    expect(newUserErrors({ ...base, role: 'Super Admin', officeId: null })).toEqual({});
    expect(newUserErrors({ ...base, role: 'Agent', officeId: null })).toEqual({
      officeId: 'Office is required',
    });
    expect(Object.keys(newUserErrors({ ...base, role: '', officeId: 1, password: 'weak' }))).toEqual([
      'role',
      'password',
    ]);
  });

  it('a locked user reads Locked', () => {
    expect(userStatusText(false)).toBe('Locked');
    expect(userStatusText(true)).toBe('Active');
  });
});
