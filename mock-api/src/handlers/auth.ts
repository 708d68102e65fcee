// Login, token refresh, passwords, terms and roles.
import type { AuthResult, RoleOption } from '@balance/api-client';
import { MESSAGES, ROLE_IDS, USER_MESSAGES, isCommonPassword, isPasswordValid } from '@balance/domain';
import { AGENT_MESSAGES } from '@balance/domain/agents';
import { signToken } from '../auth/jwt.ts';
import { TERMS_VERSION } from '../seed/generate.ts';
import type { Store } from '../store/store.ts';
import type { UserRec } from '../store/types.ts';
import { Check, readJson } from './http/checks.ts';
import { authenticate } from './http/auth.ts';
import { badRequest, forbidden, notFound } from './http/errors.ts';
import { makeRoute, type Deps } from './http/route.ts';
import { mayManageUser } from './http/scope.ts';

export const TERMS_TEXT =
  'By using Balance you agree to keep client and commission data confidential, to use the system only for ' +
  'the business of your office, and to report any suspected misuse to your office administrator.';
export const COMMON_PASSWORD_MESSAGE = 'This password is too common. Choose another.';
const RESET_TTL_MS = 60 * 60 * 1000;

export async function authResult(deps: Deps, store: Store, user: UserRec): Promise<AuthResult> {
  const officeId = user.officeId ?? 0;
  const { token, expiresAt } = await signToken(
    { userId: user.userId, role: user.role, officeId, userName: user.userName },
    { secret: deps.secret, now: store.clock() },
  );
  return {
    token,
    expiresAt: expiresAt.toISOString().replace(/\.\d{3}Z$/, 'Z'),
    settings: {
      officeID: officeId,
      role: user.role,
      securityLevel: ROLE_IDS[user.role],
      tax1099UserConsent: user.tax1099Consent,
      userID: user.userId,
      userName: user.userName,
    },
  };
}

/** Checks a new password (and its confirmation) against the shared rule; adds field errors to `check`. */
export function checkNewPassword(
  check: Check,
  fields: {
    newPassword: string | undefined;
    confirmNewPassword: string | undefined;
    currentPassword?: string;
  },
): void {
  const { newPassword, confirmNewPassword } = fields;
  if (newPassword === undefined || newPassword === '') return;
  if (!isPasswordValid(newPassword)) check.add('newPassword', MESSAGES.passwordRule);
  else if (isCommonPassword(newPassword)) check.add('newPassword', COMMON_PASSWORD_MESSAGE);
  else if (fields.currentPassword !== undefined && newPassword === fields.currentPassword) {
    check.add('newPassword', 'The new password must differ from the current one.');
  }
  if (confirmNewPassword !== undefined && confirmNewPassword !== '' && confirmNewPassword !== newPassword) {
    check.add('confirmNewPassword', MESSAGES.confirmMustMatch);
  }
}

/** Stores a one-hour reset token for the user and hands its link to the mock's "mailer". */
export function sendResetLink(deps: Deps, store: Store, user: UserRec): void {
  const hash = randomHash();
  store.db.resetTokens.push({
    hash,
    userId: user.userId,
    expiresAt: new Date(store.clock().getTime() + RESET_TTL_MS).toISOString().replace(/\.\d{3}Z$/, 'Z'),
    used: false,
  });
  store.changed();
  deps.onResetLink?.(user.userName, `/user/${hash}`);
}

function randomHash(): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return [...bytes].map((b) => b.toString(16).padStart(2, '0')).join('');
}

export function authHandlers(deps: Deps) {
  const { api } = deps;
  const { route, publicRoute } = makeRoute(deps);

  return [
    api.post(
      '/Auth',
      publicRoute({ strict: true }, async ({ request, response }, { store }) => {
        const check = new Check(await readJson(request));
        const userName = check.string('userName', { required: true, label: 'User Name', max: 200 });
        const password = check.string('password', { required: true, label: 'Password', max: 200 });
        check.oneOf('area', ['admin', 'agent'] as const);
        check.string('recaptchaToken', { max: 4000 });
        if (!check.ok()) {
          const errors = check.errors;
          if (errors.userName) errors.userName = [MESSAGES.userNameRequired];
          throw badRequest(MESSAGES.loginFailed, errors);
        }
        const user = store.userByName.get((userName ?? '').trim().toLowerCase());
        if (!user || !user.active || user.password !== password) {
          return response(401).json({ message: MESSAGES.loginFailed });
        }
        if (user.role === 'Agent') {
          // Said only once the password matched, so it tells nothing to someone guessing.
          if (store.agentById.get(user.userId)?.active === false) {
            return response(401).json({ message: AGENT_MESSAGES.deactivatedLogin });
          }
          const office = user.officeId !== null ? store.officeById.get(user.officeId) : undefined;
          if (!office || !office.settings.agentLoginAllowed) {
            return response(401).json({ message: MESSAGES.noAgentLevelAccess });
          }
        }
        user.lastLoginAt = store.nowIso();
        store.changed();
        return response(200).json({ data: await authResult(deps, store, user) });
      }),
    ),

    api.post(
      '/auth/token',
      route({ auth: 'user' }, async ({ response }, { store, session }) =>
        response(200).json({ data: await authResult(deps, store, session.user) }),
      ),
    ),

    api.post(
      '/user/changepassword',
      route({ auth: 'user', strict: true }, async ({ request, response }, { store, session }) => {
        const check = new Check(await readJson(request));
        const userName = check.string('userName', { max: 200 });
        const currentPassword = check.string('currentPassword', { max: 200 });
        const newPassword = check.string('newPassword', { max: 200 });
        const confirmNewPassword = check.string('confirmNewPassword', { max: 200 });
        if (!userName) check.add('userName', MESSAGES.userNameRequired);
        if (!currentPassword) check.add('currentPassword', MESSAGES.currentPasswordRequired);
        if (!newPassword) check.add('newPassword', MESSAGES.newPasswordRequired);
        if (!confirmNewPassword) check.add('confirmNewPassword', MESSAGES.confirmNewPasswordRequired);
        checkNewPassword(check, { newPassword, confirmNewPassword, currentPassword });
        const user = session.user;
        if (userName && userName.trim().toLowerCase() !== user.userName.toLowerCase()) {
          check.add('userName', 'This is not the user name you are logged in with.');
        }
        if (currentPassword && currentPassword !== user.password) {
          check.add('currentPassword', 'The current password is not correct.');
        }
        check.done(MESSAGES.changePasswordFailed);
        user.password = newPassword ?? user.password;
        user.mustChangePassword = false;
        store.changed();
        return response(200).json({ data: { message: MESSAGES.passwordChanged } });
      }),
    ),

    api.post(
      '/user/resetpassword',
      publicRoute({ strict: true }, async ({ request, response }, { store }) => {
        const check = new Check(await readJson(request));
        const userName = check.string('userName', { max: 200 });
        const recaptcha = check.string('recaptchaToken', { max: 4000 });
        if (!userName || userName.trim() === '') {
          check.add('userName', MESSAGES.userNameRequired);
          throw badRequest(MESSAGES.forgotPasswordFailed, check.errors);
        }
        check.done(MESSAGES.forgotPasswordFailed);
        const session = request.headers.get('authorization')
          ? await authenticate(deps.secret, store, request)
          : null;
        if (session && session.role !== 'Agent') {
          // Sent by staff from a user's profile: no reCAPTCHA, but only for a user they manage.
          const user = store.userByName.get(userName.trim().toLowerCase());
          if (!user || !user.active) throw notFound();
          if (!mayManageUser(session, user)) throw forbidden(USER_MESSAGES.otherOffice);
          sendResetLink(deps, store, user);
          return response(200).json({ data: { message: USER_MESSAGES.resetSent } });
        }
        if (!recaptcha || recaptcha.trim() === '' || recaptcha === 'fail') {
          return response(400).json({ message: MESSAGES.recaptchaFailed });
        }
        const user = store.userByName.get(userName.trim().toLowerCase());
        if (user?.active) sendResetLink(deps, store, user);
        return response(200).json({
          data: { message: 'If the user exists, a reset link has been sent to its e-mail.' },
        });
      }),
    ),

    api.get(
      '/user/checktermandpasswordchange',
      route({ auth: 'user' }, ({ response }, { session }) =>
        response(200).json({
          data: {
            termsAccepted: session.user.termsAcceptedVersion === TERMS_VERSION,
            mustChangePassword: session.user.mustChangePassword,
            termsVersion: TERMS_VERSION,
            termsText: TERMS_TEXT,
          },
        }),
      ),
    ),

    api.post(
      '/user/checktermandpasswordchange',
      route({ auth: 'user', strict: true }, async ({ request, response }, { store, session }) => {
        const check = new Check(await readJson(request));
        const agree = check.boolean('agreeToTerms', { required: true });
        const version = check.string('termsVersion', { required: true, max: 50 });
        const newPassword = check.string('newPassword', { max: 200 });
        const confirmNewPassword = check.string('confirmNewPassword', { max: 200 });
        if (agree === false) check.add('agreeToTerms', MESSAGES.mustAgreeToTerms);
        if (version !== undefined && version !== TERMS_VERSION) {
          check.add('termsVersion', `These terms are out of date; the current version is ${TERMS_VERSION}.`);
        }
        const user = session.user;
        if (user.mustChangePassword) {
          if (!newPassword) check.add('newPassword', MESSAGES.newPasswordRequired);
          if (!confirmNewPassword) check.add('confirmNewPassword', MESSAGES.confirmNewPasswordRequired);
        }
        if (newPassword)
          checkNewPassword(check, { newPassword, confirmNewPassword, currentPassword: user.password });
        if (check.errors.agreeToTerms) check.done(MESSAGES.mustAgreeToTerms);
        check.done(MESSAGES.changePasswordFailed);
        user.termsAcceptedVersion = TERMS_VERSION;
        if (newPassword) {
          user.password = newPassword;
          user.mustChangePassword = false;
        }
        store.changed();
        return response(200).json({
          data: {
            termsAccepted: true,
            mustChangePassword: user.mustChangePassword,
            termsVersion: TERMS_VERSION,
            termsText: TERMS_TEXT,
          },
        });
      }),
    ),

    api.get(
      '/user/populateRoles',
      route({ auth: 'user' }, ({ response }, { session }) => {
        const all: RoleOption[] = [
          { id: 1, name: 'Super Admin' },
          { id: 2, name: 'Office Admin' },
          { id: 3, name: 'Agent' },
        ];
        const level = ROLE_IDS[session.role];
        return response(200).json({ data: all.filter((r) => r.id >= level) });
      }),
    ),

    api.get(
      '/user/{hash}',
      publicRoute({}, ({ params, response }, { store }) => {
        const token = findResetToken(store, String(params.hash));
        const user = token ? store.userById.get(token.userId) : undefined;
        if (!token || !user) throw notFound('This password-reset link is not valid or has expired.');
        return response(200).json({ data: { userName: user.userName, expiresAt: token.expiresAt } });
      }),
    ),

    api.post(
      '/user/{hash}',
      publicRoute({ strict: true }, async ({ params, request, response }, { store }) => {
        const token = findResetToken(store, String(params.hash));
        const user = token ? store.userById.get(token.userId) : undefined;
        if (!token || !user) throw notFound('This password-reset link is not valid or has expired.');
        const check = new Check(await readJson(request));
        const newPassword = check.string('newPassword', { max: 200 });
        const confirmNewPassword = check.string('confirmNewPassword', { max: 200 });
        if (!newPassword) check.add('newPassword', MESSAGES.newPasswordRequired);
        if (!confirmNewPassword) check.add('confirmNewPassword', MESSAGES.confirmNewPasswordRequired);
        checkNewPassword(check, { newPassword, confirmNewPassword });
        check.done(MESSAGES.changePasswordFailed);
        user.password = newPassword ?? user.password;
        user.mustChangePassword = false;
        token.used = true;
        store.changed();
        return response(200).json({ data: { message: MESSAGES.passwordChanged } });
      }),
    ),
  ];
}

function findResetToken(store: Store, hash: string) {
  if (hash.length < 16 || hash.length > 256) return undefined;
  const now = store.clock().toISOString();
  return store.db.resetTokens.find((t) => t.hash === hash && !t.used && t.expiresAt > now);
}
