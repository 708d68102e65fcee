// An agent's profile pages (/main/agents/profile/{page}?agentId=): Contact (the record, edited in
// place) and Membership (office, type, status, licence; team, plan and cap progress read-only). All
// read the one cached record, so a save or a status change shows everywhere at once.
import type { ReactNode } from 'react';
import { formatCurrency, formatDate, formatPercent } from '@balance/domain';
import { CapProgress, DetailList, Link } from '@balance/ui';
import type { AgentDetail } from '../../../api/types';
import { paths } from '../../../app/paths';
import { useRecord } from '../resources/controllers';
import { agentResource, membershipItems } from '../resources/agents';
import { CreateRecord } from '../resources/views/CreateRecord';
import { RecordFrame } from '../resources/views/RecordFrame';
import { RecordProfile } from '../resources/views/RecordProfile';
import { PartLoad } from './PartLoad';
import styles from './manage.module.css';

/** The frame of a page about one agent: the agent picker, or a prompt to choose one. */
export function AgentPage(props: {
  title: string;
  description?: string;
  children: (id: number) => ReactNode;
}) {
  return <RecordFrame resource={agentResource} {...props} />;
}

/** The agent's record for a part of the profile, with its loading and failure states. */
export function AgentLoad({ id, children }: { id: number; children: (agent: AgentDetail) => ReactNode }) {
  const record = useRecord(agentResource, id);
  return (
    <PartLoad query={record} what="agent">
      {children}
    </PartLoad>
  );
}

/** Contact: name, e-mail, phones and address, with the membership fields the office edits. */
export function AgentContactPage() {
  return (
    <AgentPage title="Agent Contact" description="How to reach the agent, and their membership details.">
      {(id) => <RecordProfile key={id} resource={agentResource} id={id} />}
    </AgentPage>
  );
}

/** Add Agent (/main/add-new/agents, /main/membership/add-new/agents). */
export function AddAgentPage() {
  return <CreateRecord resource={agentResource} />;
}

const money = (value: number) => formatCurrency(value, { whole: true });

export function capForecastText(agent: AgentDetail): string {
  const { cap } = agent;
  if (cap.capped) return 'Capped for this cap year.';
  return cap.projectedCapDate
    ? `Projected to reach the cap on ${formatDate(cap.projectedCapDate)}`
    : `Cap year restarts ${formatDate(cap.anniversaryDate)}`;
}

function Membership({ agent }: { agent: AgentDetail }) {
  return (
    <div className={styles.sections}>
      <section className={styles.card} aria-labelledby="agent-membership">
        <h2 id="agent-membership" className={styles.cardTitle}>
          Membership
        </h2>
        <DetailList
          items={[
            ...membershipItems(agent),
            { label: 'Company', value: agent.companyName },
            { label: 'Agent.EZ User Name', value: agent.userName ?? 'No login' },
          ]}
        />
        <p className={styles.muted}>
          Type, BSF status, dates and licence are edited on{' '}
          <Link href={paths.agentProfile.build('contact', agent.userId)}>Contact</Link>; the status on{' '}
          <Link href={paths.agentProfile.build('status', agent.userId)}>Status</Link>; the office on{' '}
          <Link href={paths.agentProfile.build('move', agent.userId)}>Move Office</Link>.
        </p>
      </section>
      <section className={styles.card} aria-labelledby="agent-team">
        <h2 id="agent-team" className={styles.cardTitle}>
          Team
        </h2>
        <DetailList
          items={[
            { label: 'Team', value: agent.teamName ?? 'Not on a team' },
            { label: 'Team Status', value: agent.teamStatus },
          ]}
        />
        <p className={styles.muted}>Teams and their members are changed on the team’s own page.</p>
      </section>
      <section className={styles.card} aria-labelledby="agent-plan">
        <h2 id="agent-plan" className={styles.cardTitle}>
          Commission Plan
        </h2>
        {agent.plan ? (
          <DetailList
            items={[
              {
                label: 'Split',
                value: `${formatPercent(agent.plan.splitBeforeCap, 0)} before the cap, 100% after`,
              },
              { label: 'Cap', value: money(agent.plan.capAmount) },
              {
                label: 'Cap Year Starts',
                value: new Date(2000, agent.plan.anniversaryMonth - 1).toLocaleString('en-US', {
                  month: 'long',
                }),
              },
            ]}
          />
        ) : (
          <p className={styles.muted}>
            No plan: the agent moved to another company, whose plans differ. Choose a plan of the new company.
          </p>
        )}
      </section>
      <section className={styles.card} aria-labelledby="agent-cap">
        <h2 id="agent-cap" className={styles.cardTitle}>
          Cap Progress
        </h2>
        <CapProgress
          label={`Company dollar paid toward the ${money(agent.cap.capAmount)} cap (${formatPercent(agent.cap.progressPercent)})`}
          paid={agent.cap.paidTowardCap}
          cap={agent.cap.capAmount}
          projectedCapDateText={capForecastText(agent)}
        />
        <p className={styles.muted}>The same figure the agent sees on Agent.EZ’s Plan Status.</p>
      </section>
    </div>
  );
}

/** Membership: office, type, status, BSF status, licence; team, plan and this cap year's progress. */
export function AgentMembershipPage() {
  return (
    <AgentPage
      title="Agent Membership"
      description="Where the agent belongs, their plan and their cap year so far."
    >
      {(id) => <AgentLoad id={id}>{(agent) => <Membership agent={agent} />}</AgentLoad>}
    </AgentPage>
  );
}
