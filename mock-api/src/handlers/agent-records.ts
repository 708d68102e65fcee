// Agents managed: one agent, add (with the Agent.EZ login), update, deactivate / reactivate, move to
// another office and the per-agent Agent.EZ access. Registered after the other /agents/* paths so
// /agents/{id} never shadows them.
import type { AgentAccess, AgentStatusEvent } from '@balance/api-client';
import { phoneDigits } from '@balance/domain';
import { agentMoveOutcome, agentStatusErrors, AGENT_MESSAGES, bsfStatusAfter } from '@balance/domain/agents';
import type { Store } from '../store/store.ts';
import type { AgentRec } from '../store/types.ts';
import { agentDetail, checkUnique, historyOf, readAgentFields, storedFields } from './agent-membership.ts';
import { agentStatsHandlers } from './agent-stats.ts';
import type { Session } from './http/auth.ts';
import { Check, readJson } from './http/checks.ts';
import { badRequest, forbidden, notFound } from './http/errors.ts';
import { pathId } from './http/query.ts';
import { makeRoute, type Deps } from './http/route.ts';
import { scope } from './http/scope.ts';
import { officeRail, reportList } from './reports/rail.ts';

/** The agent by path id, if the admin may see it: 404 unknown, 403 outside their scope. */
export function agentFor(store: Store, session: Session, raw: unknown): AgentRec {
  const agent = store.agentById.get(pathId(raw));
  if (!agent) throw notFound();
  const s = scope(session, store);
  if (!s.all && !s.officeIds.has(agent.officeId)) throw forbidden();
  return agent;
}

function event(store: Store, session: Session, e: Omit<AgentStatusEvent, 'changedAt' | 'changedByName'>) {
  return { ...e, changedAt: store.nowIso(), changedByName: session.user.name };
}

function access(store: Store, agent: AgentRec): AgentAccess {
  const office = officeRail(store, agent);
  const shown = reportList(store, agent);
  return {
    agentId: agent.userId,
    officeId: agent.officeId,
    items: office.map((item, i) => ({
      title: item.title,
      path: item.path,
      officeDefault: item.enabled,
      override: agent.accessOverrides?.[item.path] ?? null,
      enabled: shown[i]?.enabled ?? item.enabled,
    })),
  };
}

export function agentRecordHandlers(deps: Deps) {
  const { api } = deps;
  const { route } = makeRoute(deps);

  return [
    ...agentStatsHandlers(deps),

    api.get(
      '/agents/nextAgentNum',
      route({ auth: 'admin' }, ({ response }, { store }) =>
        response(200).json({ data: { agentId: store.nextAgentId() } }),
      ),
    ),

    api.post(
      '/agents/add',
      route({ auth: 'admin', strict: true }, async ({ request, response }, { store, session }) => {
        const check = new Check(await readJson(request));
        const values = readAgentFields(check, true);
        const office = values.officeId !== null ? store.officeById.get(values.officeId) : undefined;
        if (values.officeId !== null && !office) check.add('officeId', 'No such office');
        const s = scope(session, store);
        if (office && !s.all && !s.officeIds.has(office.id)) throw forbidden();
        checkUnique(store, check, values, null, true);
        check.done('The agent could not be saved. Check the fields marked.');
        if (!office) throw badRequest('The agent could not be saved.');
        const [agent] = store.addAgents([
          {
            ...storedFields(values),
            firstName: values.firstName,
            lastName: values.lastName,
            email: values.email,
            phone: phoneDigits(values.mobilePhone),
            memberType: values.memberType,
            active: true,
            gfStatus: values.gfStatus === 'Inactive' ? 'Current' : values.gfStatus,
            officeId: office.id,
            teamId: null,
            hireDate: values.startDate,
            planId: store.defaultPlanId(office.companyId),
            anniversaryMonth: Number(values.startDate.slice(5, 7)),
            activeListings: 0,
            pendingContracts: 0,
            tinLast4: '0000',
            history: [
              event(store, session, { kind: 'Added', effectiveDate: values.startDate, reason: 'Added' }),
            ],
          },
        ]);
        if (!agent) throw badRequest('The agent could not be saved.');
        store.addUser({
          userId: agent.userId,
          userName: values.userName,
          name: `${agent.firstName} ${agent.lastName}`,
          email: agent.email,
          role: 'Agent',
          officeId: office.id,
          active: true,
          lastLoginAt: null,
          password: values.initialPassword,
          // The initial password was chosen by staff: the agent sets their own at the first login.
          mustChangePassword: true,
          termsAcceptedVersion: null,
          tax1099Consent: false,
          consentedAt: null,
        });
        return response(200).json({ data: agentDetail(store, agent) });
      }),
    ),

    api.get(
      '/agents/{id}',
      route({ auth: 'admin' }, ({ params, response }, { store, session }) =>
        response(200).json({ data: agentDetail(store, agentFor(store, session, params.id)) }),
      ),
    ),

    api.put(
      '/agents/{id}',
      route({ auth: 'admin', strict: true }, async ({ params, request, response }, { store, session }) => {
        // The body is read first: malformed JSON is a 400 whatever the id.
        const check = new Check(await readJson(request));
        const agent = agentFor(store, session, params.id);
        const values = readAgentFields(check, false);
        checkUnique(store, check, values, agent, false);
        check.done('The agent could not be saved. Check the fields marked.');
        const oldEmail = agent.email;
        Object.assign(agent, storedFields(values));
        // An inactive agent's BSF status stays Inactive until reactivated.
        if (!agent.active) agent.gfStatus = 'Inactive';
        else if (agent.gfStatus === 'Inactive') agent.gfStatus = 'Current';
        const login = store.userById.get(agent.userId);
        if (login && login.role === 'Agent') {
          login.name = `${agent.firstName} ${agent.lastName}`;
          login.email = agent.email;
        }
        store.agentChanged(agent, oldEmail);
        return response(200).json({ data: agentDetail(store, agent) });
      }),
    ),

    api.post(
      '/agents/{id}/status',
      route({ auth: 'admin', strict: true }, async ({ params, request, response }, { store, session }) => {
        // The body is read first: malformed JSON is a 400 whatever the id.
        const check = new Check(await readJson(request));
        const agent = agentFor(store, session, params.id);
        const action = check.oneOf('action', ['deactivate', 'reactivate'] as const, { required: true });
        const reason = check.string('reason', { max: 500 }) ?? '';
        const effectiveDate = check.string('effectiveDate', { max: 10 }) ?? '';
        const errors = agentStatusErrors(
          { reason, effectiveDate },
          { today: store.today(), startDate: agent.hireDate },
        );
        for (const [field, message] of Object.entries(errors)) if (message) check.add(field, message);
        if (action === 'deactivate' && !agent.active) check.add('action', AGENT_MESSAGES.alreadyInactive);
        if (action === 'reactivate' && agent.active) check.add('action', AGENT_MESSAGES.alreadyActive);
        check.done(check.errors.action?.[0] ?? 'The status could not be changed.');
        if (!action) throw badRequest('The status could not be changed.');
        const history = historyOf(store, agent);
        agent.active = action === 'reactivate';
        agent.gfStatus = bsfStatusAfter(action);
        const kind = action === 'deactivate' ? 'Deactivated' : 'Reactivated';
        agent.history = [event(store, session, { kind, effectiveDate, reason: reason.trim() }), ...history];
        // A reactivated agent may log in again (seeded inactive agents had their login switched off too).
        const login = store.userById.get(agent.userId);
        if (login && login.role === 'Agent' && agent.active) login.active = true;
        store.agentChanged(agent);
        return response(200).json({ data: agentDetail(store, agent) });
      }),
    ),

    api.post(
      '/agents/{id}/move',
      route({ auth: 'admin', strict: true }, async ({ params, request, response }, { store, session }) => {
        // The body is read first: malformed JSON is a 400 whatever the id.
        const check = new Check(await readJson(request));
        const agent = agentFor(store, session, params.id);
        const officeId = check.number('officeId', { required: true, integer: true, min: 1 });
        check.done();
        const to = officeId !== undefined ? store.officeById.get(officeId) : undefined;
        if (!to) throw badRequest('The agent could not be moved.', { officeId: ['No such office'] });
        const s = scope(session, store);
        if (!s.all && !s.officeIds.has(to.id)) throw forbidden();
        if (to.id === agent.officeId)
          throw badRequest(AGENT_MESSAGES.sameOffice, { officeId: [AGENT_MESSAGES.sameOffice] });
        if (to.status !== 1)
          throw badRequest('The office is not active yet', { officeId: ['The office is not active yet'] });
        const from = store.officeById.get(agent.officeId);
        const outcome = agentMoveOutcome({
          fromCompanyId: from?.companyId ?? 0,
          toCompanyId: to.companyId,
          teamId: agent.teamId,
        });
        const history = historyOf(store, agent);
        if (outcome.leavesTeam) agent.teamId = null;
        if (!outcome.keepsPlan) agent.planId = store.defaultPlanId(to.companyId);
        delete agent.accessOverrides;
        agent.officeId = to.id;
        agent.history = [
          event(store, session, {
            kind: 'Moved',
            effectiveDate: store.db.meta.today,
            reason: `From ${from ? `${from.officeNum} · ${from.called}` : 'another office'} to ${to.officeNum} · ${to.called}`,
          }),
          ...history,
        ];
        const login = store.userById.get(agent.userId);
        if (login && login.role === 'Agent') login.officeId = to.id;
        // Office lists, team counts and search keys all follow the agent.
        store.reindex();
        store.changed();
        return response(200).json({ data: agentDetail(store, agent) });
      }),
    ),

    api.get(
      '/agents/{id}/access',
      route({ auth: 'admin' }, ({ params, response }, { store, session }) =>
        response(200).json({ data: access(store, agentFor(store, session, params.id)) }),
      ),
    ),

    api.put(
      '/agents/{id}/access',
      route({ auth: 'admin', strict: true }, async ({ params, request, response }, { store, session }) => {
        // The body is read first: malformed JSON is a 400 whatever the id.
        const check = new Check(await readJson(request));
        const agent = agentFor(store, session, params.id);
        const raw = check.value('overrides');
        if (typeof raw !== 'object' || raw === null || Array.isArray(raw))
          throw badRequest('The request is not valid.', { overrides: ['overrides must be an object'] });
        const known = new Set(officeRail(store, agent).map((item) => item.path));
        const overrides: Record<string, boolean> = {};
        for (const [path, on] of Object.entries(raw)) {
          if (!known.has(path) || typeof on !== 'boolean')
            throw badRequest('The request is not valid.', { overrides: [`Unknown item: ${path}`] });
          overrides[path] = on;
        }
        if (Object.keys(overrides).length === 0) delete agent.accessOverrides;
        else agent.accessOverrides = overrides;
        store.changed();
        return response(200).json({ data: access(store, agent) });
      }),
    ),
  ];
}
