// Contract rows of signing in and the password: log in, refresh, change, the reset e-mail and link,
// the terms to accept, and the role list.
import { MESSAGES } from '@balance/domain';
import type { Case, CaseCtx } from './cases.ts';
import { get, send } from './caseHelpers.ts';
import { expectData, expectFieldMessage, expectMessage } from './expectations.ts';

/** The hash of the newest reset link (the rows before asked for one). */
function lastResetHash(ctx: CaseCtx): string {
  const hash = ctx.store.db.resetTokens.at(-1)?.hash;
  if (!hash) throw new Error('no reset token');
  return hash;
}

export const authCases: Case[] = [
  {
    op: 'login',
    name: 'super user logs in',
    as: 'none',
    request: send('POST', '/Auth', { userName: 'superuser', password: 'Balance#2026', area: 'admin' }),
    status: 200,
  },
  {
    op: 'login',
    name: 'user name is case-insensitive',
    as: 'none',
    request: send('POST', '/Auth', { userName: 'AGENT', password: 'Balance#2026', area: 'agent' }),
    status: 200,
  },
  {
    op: 'login',
    name: 'missing user name',
    as: 'none',
    request: send('POST', '/Auth', { password: 'x' }),
    status: 400,
  },
  {
    op: 'login',
    name: 'wrong password',
    as: 'none',
    request: send('POST', '/Auth', { userName: 'superuser', password: 'nope' }),
    status: 401,
    expectBody: (b) => expectMessage(b, MESSAGES.loginFailed),
  },
  {
    op: 'login',
    name: 'office without agent-level access',
    as: 'none',
    request: send('POST', '/Auth', { userName: 'noaccess', password: 'Balance#2026', area: 'agent' }),
    status: 401,
    expectBody: (b) => expectMessage(b, MESSAGES.noAgentLevelAccess),
  },
  {
    op: 'login',
    name: 'malformed JSON',
    as: 'none',
    request: () => ({ method: 'POST', path: '/Auth', rawBody: '{"userName": ' }),
    status: 400,
  },
  { op: 'refreshToken', name: 'fresh token', request: send('POST', '/auth/token', {}), status: 200 },
  {
    op: 'changePassword',
    name: 'weak password refused',
    as: 'officeadmin',
    request: send('POST', '/user/changepassword', {
      userName: 'officeadmin',
      currentPassword: 'Balance#2026',
      newPassword: 'short',
      confirmNewPassword: 'short',
    }),
    status: 400,
    expectBody: (b) => expectFieldMessage(b, 'newPassword', MESSAGES.passwordRule),
  },
  {
    op: 'changePassword',
    name: 'common password refused',
    as: 'officeadmin',
    request: send('POST', '/user/changepassword', {
      userName: 'officeadmin',
      currentPassword: 'Balance#2026',
      newPassword: 'Password123!',
      confirmNewPassword: 'Password123!',
    }),
    status: 400,
  },
  {
    op: 'changePassword',
    name: 'changed',
    as: 'officeadmin',
    request: send('POST', '/user/changepassword', {
      userName: 'officeadmin',
      currentPassword: 'Balance#2026',
      newPassword: 'Harbor!View2027',
      confirmNewPassword: 'Harbor!View2027',
    }),
    status: 200,
    expectBody: (b) => expectData(b, { message: MESSAGES.passwordChanged }),
  },
  {
    op: 'requestPasswordReset',
    name: 'reset requested',
    as: 'none',
    request: send('POST', '/user/resetpassword', { userName: 'agent', recaptchaToken: '03AGdBq24' }),
    status: 200,
  },
  {
    op: 'requestPasswordReset',
    name: 'reCAPTCHA failed',
    as: 'none',
    request: send('POST', '/user/resetpassword', { userName: 'agent' }),
    status: 400,
    expectBody: (b) => expectMessage(b, MESSAGES.recaptchaFailed),
  },
  {
    op: 'requestPasswordReset',
    name: 'user name missing',
    as: 'none',
    request: send('POST', '/user/resetpassword', { recaptchaToken: 'x' }),
    status: 400,
  },
  {
    op: 'checkResetToken',
    name: 'valid link',
    as: 'none',
    request: (ctx) => ({ path: `/user/${lastResetHash(ctx)}` }),
    status: 200,
  },
  {
    op: 'checkResetToken',
    name: 'unknown link',
    as: 'none',
    request: get(`/user/${'0'.repeat(32)}`),
    status: 404,
  },
  {
    op: 'resetPasswordWithToken',
    name: 'weak new password',
    as: 'none',
    request: (ctx) => ({
      method: 'POST',
      path: `/user/${lastResetHash(ctx)}`,
      json: { newPassword: 'abc', confirmNewPassword: 'abc' },
    }),
    status: 400,
  },
  {
    op: 'resetPasswordWithToken',
    name: 'password set',
    as: 'none',
    request: (ctx) => ({
      method: 'POST',
      path: `/user/${lastResetHash(ctx)}`,
      json: { newPassword: 'Harbor!View2027', confirmNewPassword: 'Harbor!View2027' },
    }),
    status: 200,
  },
  {
    op: 'resetPasswordWithToken',
    name: 'link used twice',
    as: 'none',
    request: (ctx) => ({
      method: 'POST',
      path: `/user/${lastResetHash(ctx)}`,
      json: { newPassword: 'Harbor!View2028', confirmNewPassword: 'Harbor!View2028' },
    }),
    status: 404,
  },
  {
    op: 'getTermsAndPasswordStatus',
    name: 'terms status',
    request: get('/user/checktermandpasswordchange'),
    status: 200,
  },
  {
    op: 'acceptTermsAndChangePassword',
    name: 'not agreed',
    request: send('POST', '/user/checktermandpasswordchange', {
      agreeToTerms: false,
      termsVersion: '2026-01',
    }),
    status: 400,
    expectBody: (b) => expectMessage(b, MESSAGES.mustAgreeToTerms),
  },
  {
    op: 'acceptTermsAndChangePassword',
    name: 'accepted',
    request: send('POST', '/user/checktermandpasswordchange', {
      agreeToTerms: true,
      termsVersion: '2026-01',
    }),
    status: 200,
  },
  { op: 'getRoles', name: 'roles', request: get('/user/populateRoles'), status: 200 },
];
