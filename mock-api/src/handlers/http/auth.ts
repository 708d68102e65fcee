// Who is calling: the JWT checked and turned into a session (user, role, agent, office), and the
// role rules a route names refused with a 403.
import type { Role } from '@balance/api-client';
import { MESSAGES } from '@balance/domain';
import { AGENT_MESSAGES } from '@balance/domain/agents';
import { verifyAuthorization, type Claims } from '../../auth/jwt.ts';
import type { Store } from '../../store/store.ts';
import type { AgentRec, OfficeRec, UserRec } from '../../store/types.ts';
import { MESSAGE, forbidden, unauthorized } from './errors.ts';

export type Session = {
  claims: Claims;
  user: UserRec;
  role: Role;
  /** The agent record of an Agent (absent for staff). */
  agent: AgentRec | undefined;
  office: OfficeRec | undefined;
};

export type AuthRule = 'public' | 'user' | 'admin' | 'superAdmin';

export type RouteOptions = {
  auth: AuthRule;
  /** The contract documents a 400 for this operation: bad query values are refused instead of ignored. */
  strict?: boolean;
  /** The contract documents a 403: an agent whose office lacks agent-level access is refused. */
  agentAccess?: boolean;
  /** Message of the 403 when the role rule refuses (default: the generic one). */
  forbiddenMessage?: string;
};

export async function authenticate(
  secret: string | undefined,
  store: Store,
  request: Request,
): Promise<Session> {
  const result = await verifyAuthorization(request.headers.get('authorization'), {
    secret,
    now: store.clock(),
  });
  if (!result.ok) {
    throw unauthorized(
      result.reason === 'missing'
        ? MESSAGE.missingToken
        : result.reason === 'expired'
          ? MESSAGE.unauthorized
          : MESSAGE.forged,
    );
  }
  const user = store.userById.get(result.claims.userId);
  if (!user || !user.active) throw unauthorized(MESSAGE.forged);
  const agent = user.role === 'Agent' ? store.agentById.get(user.userId) : undefined;
  // A session of an agent deactivated since it began ends at the next call.
  if (agent && !agent.active) throw unauthorized(AGENT_MESSAGES.deactivatedLogin);
  const officeId = user.officeId ?? result.claims.officeId;
  return { claims: result.claims, user, role: user.role, agent, office: store.officeById.get(officeId) };
}

export function checkRole(session: Session, options: RouteOptions): void {
  if (options.auth === 'admin' && session.role === 'Agent') throw forbidden(options.forbiddenMessage);
  if (options.auth === 'superAdmin' && session.role !== 'Super Admin')
    throw forbidden(options.forbiddenMessage);
  if (
    options.agentAccess &&
    session.role === 'Agent' &&
    session.office &&
    !session.office.settings.agentLoginAllowed
  ) {
    throw forbidden(MESSAGES.noAgentLevelAccess);
  }
}
