// Commission plans (Plan Setup) and an agent's plan. Super Admins read and change every company's;
// an Office Admin reads their own company's and is refused every change; agents are refused.
import type { AgentPlan, CommissionPlan } from '@balance/api-client';
import { PLAN_MESSAGES } from '@balance/domain';
import type { Store } from '../store/store.ts';
import type { AgentRec, PlanRec } from '../store/types.ts';
import { capProgress } from './agentside.ts';
import { applyCap } from '../seed/book.ts';
import { Check, readJson } from './http/checks.ts';
import { HttpError, forbidden, invalidField, notFound } from './http/errors.ts';
import { pathId } from './http/query.ts';
import { makeRoute, type Deps } from './http/route.ts';
import { companyFor, scope } from './http/scope.ts';
import type { Session } from './http/auth.ts';
import { readPlanInput } from './plan-input.ts';
import { agentName } from './views.ts';

const WRITE = { auth: 'superAdmin', strict: true, forbiddenMessage: PLAN_MESSAGES.writeForbidden } as const;

const agentsOn = (store: Store, planId: number): AgentRec[] =>
  store.db.agents.filter((a) => a.planId === planId);

export function planView(store: Store, plan: PlanRec, agentCount?: number): CommissionPlan {
  return { ...plan, agentCount: agentCount ?? agentsOn(store, plan.id).length };
}

/** The plan by path id, if the user may see its company: 404 unknown, 403 another company's. */
function planFor(store: Store, session: Session, raw: unknown): PlanRec {
  const plan = store.planById.get(pathId(raw));
  if (!plan) throw notFound();
  companyFor(store, session, plan.companyId);
  return plan;
}

/** The agent by path id, if in the user's scope. */
function agentFor(store: Store, session: Session, raw: unknown): AgentRec {
  const agent = store.agentById.get(pathId(raw));
  if (!agent) throw notFound();
  const s = scope(session, store);
  if (!s.all && !s.officeIds.has(agent.officeId)) throw forbidden();
  return agent;
}

const companyIdOf = (store: Store, agent: AgentRec): number =>
  store.officeById.get(agent.officeId)?.companyId ?? 0;

/** Re-prices the books already built of the agents on a plan, so every screen shows the new terms. */
function reprice(store: Store, agents: readonly AgentRec[]): void {
  for (const agent of agents) {
    const book = store.db.books[String(agent.userId)];
    if (book) applyCap(agent, store.planOf(agent), book.contracts, store.db.meta.today);
  }
}

function agentPlan(store: Store, agent: AgentRec): AgentPlan {
  const companyId = companyIdOf(store, agent);
  const plan = store.planById.get(agent.planId);
  if (!plan) throw notFound('The agent has no plan.');
  const book = store.book(agent.userId);
  const { cap, start } = capProgress(
    store,
    agent,
    book?.contracts ?? [],
    store.db.meta.today,
    store.db.meta.today,
  );
  const choices = store.db.plans
    .filter((p) => p.companyId === companyId && p.status === 'Active')
    .sort((a, b) => a.name.localeCompare(b.name))
    .map((p) => ({ id: p.id, name: p.name }));
  return {
    agentId: agent.userId,
    agentName: agentName(agent),
    companyId,
    plan: planView(store, plan),
    capYearStart: start,
    cap,
    choices,
  };
}

/** "Copy of X", or "Copy of X (2)", … until the company has no plan of that name. */
function copyName(store: Store, plan: PlanRec): string {
  const taken = new Set(
    store.db.plans.filter((p) => p.companyId === plan.companyId).map((p) => p.name.toLowerCase()),
  );
  const first = `Copy of ${plan.name}`.slice(0, 80);
  let name = first;
  for (let n = 2; taken.has(name.toLowerCase()); n += 1) name = `${first.slice(0, 74)} (${n})`;
  return name;
}

export function planHandlers(deps: Deps) {
  const { api } = deps;
  const { route } = makeRoute(deps);

  return [
    api.get(
      '/plans',
      route({ auth: 'admin', strict: true }, ({ response }, { store, q, session }) => {
        const companyId = q.int('companyId', { required: true, min: 1 });
        const company = companyFor(store, session, companyId);
        const counts = new Map<number, number>();
        for (const a of store.db.agents) counts.set(a.planId, (counts.get(a.planId) ?? 0) + 1);
        const plans = store.db.plans
          .filter((p) => p.companyId === company.id)
          .sort((a, b) => a.name.localeCompare(b.name))
          .map((p) => planView(store, p, counts.get(p.id) ?? 0));
        return response(200).json({ data: plans });
      }),
    ),

    api.post(
      '/plans',
      route(WRITE, async ({ request, response }, { store, session }) => {
        const check = new Check(await readJson(request));
        const input = readPlanInput(check, store);
        check.done();
        companyFor(store, session, input.companyId);
        const plan = store.addPlan({
          ...input,
          status: 'Active',
          updatedAt: store.nowIso(),
          updatedByName: session.user.name,
        });
        return response(200).json({ data: planView(store, plan, 0) });
      }),
    ),

    api.get(
      '/plans/{id}',
      route({ auth: 'admin' }, ({ params, response }, { store, session }) =>
        response(200).json({ data: planView(store, planFor(store, session, params.id)) }),
      ),
    ),

    api.put(
      '/plans/{id}',
      route(WRITE, async ({ params, request, response }, { store, session }) => {
        const plan = planFor(store, session, params.id);
        const check = new Check(await readJson(request));
        const input = readPlanInput(check, store, plan);
        check.done();
        if (input.companyId !== plan.companyId)
          throw invalidField('companyId', 'A plan cannot move to another company');
        Object.assign(plan, input, { updatedAt: store.nowIso(), updatedByName: session.user.name });
        const agents = agentsOn(store, plan.id);
        reprice(store, agents);
        store.changed();
        return response(200).json({ data: planView(store, plan, agents.length) });
      }),
    ),

    api.delete(
      '/plans/{id}',
      route(WRITE, ({ params, response }, { store, session }) => {
        const plan = planFor(store, session, params.id);
        if (agentsOn(store, plan.id).length > 0)
          throw new HttpError(409, { message: PLAN_MESSAGES.inUseNoDelete });
        store.removePlan(plan);
        return response(200).json({ data: { message: 'Plan deleted' } });
      }),
    ),

    api.post(
      '/plans/{id}/copy',
      route(WRITE, ({ params, response }, { store, session }) => {
        const source = planFor(store, session, params.id);
        const { id: _id, ...terms } = structuredClone(source);
        const plan = store.addPlan({
          ...terms,
          name: copyName(store, source),
          status: 'Active',
          updatedAt: store.nowIso(),
          updatedByName: session.user.name,
        });
        return response(200).json({ data: planView(store, plan, 0) });
      }),
    ),

    api.put(
      '/plans/{id}/status',
      route(WRITE, async ({ params, request, response }, { store, session }) => {
        const plan = planFor(store, session, params.id);
        const check = new Check(await readJson(request));
        const status = check.oneOf('status', ['Active', 'Retired'] as const, { required: true });
        check.done();
        Object.assign(plan, { status, updatedAt: store.nowIso(), updatedByName: session.user.name });
        store.changed();
        return response(200).json({ data: planView(store, plan) });
      }),
    ),

    api.get(
      '/plans/{id}/agents',
      route({ auth: 'admin' }, ({ params, response }, { store, session }) => {
        const plan = planFor(store, session, params.id);
        const s = scope(session, store);
        const rows = agentsOn(store, plan.id)
          .filter((a) => s.all || s.officeIds.has(a.officeId))
          .sort((a, b) => a.lastName.localeCompare(b.lastName) || a.firstName.localeCompare(b.firstName))
          .map((a) => {
            const office = store.officeById.get(a.officeId);
            return {
              agentId: a.userId,
              name: agentName(a),
              officeNum: office?.officeNum ?? '',
              officeName: office?.called ?? '',
              active: a.active,
            };
          });
        return response(200).json({ data: rows });
      }),
    ),

    api.get(
      '/agents/{id}/plan',
      route({ auth: 'admin' }, ({ params, response }, { store, session }) =>
        response(200).json({ data: agentPlan(store, agentFor(store, session, params.id)) }),
      ),
    ),

    api.put(
      '/agents/{id}/plan',
      route(WRITE, async ({ params, request, response }, { store, session }) => {
        // The body first: a malformed one is a 400 whatever the id, as on every other write.
        const check = new Check(await readJson(request));
        const agent = agentFor(store, session, params.id);
        const planId = check.number('planId', { required: true, integer: true, min: 1 });
        check.done();
        const plan = store.planById.get(planId ?? 0);
        if (!plan || plan.companyId !== companyIdOf(store, agent))
          throw invalidField('planId', PLAN_MESSAGES.otherCompany);
        if (plan.status === 'Retired' && plan.id !== agent.planId)
          throw invalidField('planId', PLAN_MESSAGES.retiredNoAssign);
        agent.planId = plan.id;
        reprice(store, [agent]);
        store.changed();
        return response(200).json({ data: agentPlan(store, agent) });
      }),
    ),
  ];
}
