// Managing users: one user, Add User, name and e-mail, role and lock. An Office Admin manages only the
// users of their own office and never grants Super Admin (403), the same rules the admin UI follows.
import type { UserDetail } from '@balance/api-client';
import {
  MESSAGES,
  ROLES,
  USER_MESSAGES,
  emailError,
  mayGrantRole,
  newUserErrors,
  roleChangeError,
  userStatusText,
  type Role,
} from '@balance/domain';
import { addUser, updateUser } from '../store/people-writes.ts';
import type { Store } from '../store/store.ts';
import type { UserRec } from '../store/types.ts';
import { sendResetLink } from './auth.ts';
import type { Session } from './http/auth.ts';
import { Check, readJson } from './http/checks.ts';
import { badRequest, forbidden } from './http/errors.ts';
import { makeRoute, type Deps } from './http/route.ts';
import { userFor } from './http/scope.ts';
import { userRow } from './views.ts';

export function userDetail(store: Store, u: UserRec): UserDetail {
  return {
    ...userRow(store, u),
    officeId: u.role === 'Super Admin' ? null : u.officeId,
    status: userStatusText(u.active),
  };
}

/** A role the caller may not grant is refused before anything else (the UI never offers it). */
function checkGrant(session: Session, role: Role | undefined): void {
  if (role && !mayGrantRole(session.role, role)) throw forbidden(USER_MESSAGES.superAdminOnly);
}

function notSelf(session: Session, user: UserRec): void {
  if (session.user.userId === user.userId) throw badRequest(USER_MESSAGES.notYourself);
}

/** A password nobody can type: the user sets theirs from the e-mailed link. */
function unusablePassword(): string {
  const bytes = new Uint8Array(24);
  crypto.getRandomValues(bytes);
  return `!unset:${[...bytes].map((b) => b.toString(16).padStart(2, '0')).join('')}`;
}

export function userAdminHandlers(deps: Deps) {
  const { api } = deps;
  const { route } = makeRoute(deps);

  return [
    api.post(
      '/Users',
      route({ auth: 'admin', strict: true }, async ({ request, response }, { store, session }) => {
        const check = new Check(await readJson(request));
        const role = check.oneOf('role', ROLES, { required: true });
        checkGrant(session, role);
        const officeId = check.has('officeId')
          ? check.value('officeId') === null
            ? null
            : (check.number('officeId', { min: 1, integer: true }) ?? null)
          : null;
        const values = {
          userName: check.string('userName', { max: 40 }) ?? '',
          name: check.string('name', { max: 200 }) ?? '',
          email: check.string('email', { max: 254 }) ?? '',
          role: role ?? ('' as const),
          officeId: role === 'Super Admin' ? null : officeId,
          password: check.string('password', { max: 200 }) ?? '',
        };
        for (const [field, message] of Object.entries(newUserErrors(values))) check.add(field, message);
        if (
          session.role !== 'Super Admin' &&
          values.officeId !== null &&
          values.officeId !== session.office?.id
        )
          throw forbidden(USER_MESSAGES.otherOffice);
        if (values.officeId !== null && !store.officeById.has(values.officeId))
          check.add('officeId', 'This office does not exist.');
        if (store.userByName.has(values.userName.trim().toLowerCase()))
          check.add('userName', USER_MESSAGES.userNameTaken);
        // An Agent login belongs to the office's agent with that e-mail, under the agent's id.
        let agentId: number | undefined;
        if (values.role === 'Agent' && check.ok()) {
          const email = values.email.trim().toLowerCase();
          const agent = (store.agentsByOffice.get(values.officeId ?? 0) ?? []).find(
            (a) => a.email.toLowerCase() === email && !store.userById.has(a.userId),
          );
          if (!agent) check.add('email', USER_MESSAGES.agentEmailUnknown);
          agentId = agent?.userId;
        }
        check.done('The user could not be saved.');
        const user = addUser(store, {
          ...(agentId !== undefined ? { userId: agentId } : {}),
          userName: values.userName.trim(),
          name: values.name.trim(),
          email: values.email.trim(),
          role: values.role as Role,
          officeId: values.officeId,
          active: true,
          lastLoginAt: null,
          password: values.password || unusablePassword(),
          mustChangePassword: false,
          termsAcceptedVersion: null,
          tax1099Consent: false,
          consentedAt: null,
        });
        if (!values.password) sendResetLink(deps, store, user);
        return response(200).json({ data: userDetail(store, user) });
      }),
    ),

    api.get(
      '/Users/{id}',
      route({ auth: 'admin' }, ({ params, response }, { store, session }) =>
        response(200).json({ data: userDetail(store, userFor(store, session, params.id)) }),
      ),
    ),

    api.put(
      '/Users/{id}',
      route({ auth: 'admin', strict: true }, async ({ params, request, response }, { store, session }) => {
        const user = userFor(store, session, params.id);
        const check = new Check(await readJson(request));
        const name = check.string('name', { required: true, max: 200, label: 'Name' });
        const email = check.string('email', { required: true, max: 254, label: 'E-mail' });
        const emailProblem = email ? emailError(email) : null;
        if (emailProblem) check.add('email', emailProblem);
        check.done('The user could not be saved.');
        updateUser(store, user, { name: (name ?? user.name).trim(), email: (email ?? user.email).trim() });
        return response(200).json({ data: userDetail(store, user) });
      }),
    ),

    api.put(
      '/Users/{id}/role',
      route({ auth: 'admin', strict: true }, async ({ params, request, response }, { store, session }) => {
        const user = userFor(store, session, params.id);
        const check = new Check(await readJson(request));
        const role = check.oneOf('role', ROLES, { required: true });
        check.done('The role could not be changed.');
        checkGrant(session, role);
        notSelf(session, user);
        const problem = role ? roleChangeError(user.role, role) : null;
        if (problem) throw badRequest(problem, { role: [problem] });
        updateUser(store, user, { role: role ?? user.role });
        return response(200).json({ data: userDetail(store, user) });
      }),
    ),

    api.put(
      '/Users/{id}/lock',
      route({ auth: 'admin', strict: true }, async ({ params, request, response }, { store, session }) => {
        const user = userFor(store, session, params.id);
        const check = new Check(await readJson(request));
        const locked = check.boolean('locked', { required: true });
        check.done(MESSAGES.somethingWentWrong);
        notSelf(session, user);
        updateUser(store, user, { active: !locked });
        return response(200).json({ data: userDetail(store, user) });
      }),
    ),
  ];
}
