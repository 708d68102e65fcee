// The members of a team: its agents with Remove (the leader stays), and Add member from the office's
// active agents on no team. Each change is confirmed; the agents' Team Status follows on the server.
import { useState } from 'react';
import { USER_MESSAGES } from '@balance/domain';
import { Button, ConfirmDialog, DataGrid, Select, type ColumnDef } from '@balance/ui';
import { unwrap } from '../../../api/client';
import type { TeamMember } from '../../../api/types';
import { FormMessage } from '../../../app/forms';
import { teamResource } from '../resources/teams';
import { useTeam, useTeamCandidates } from '../resources/teamFields';
import { useRecordAction } from '../resources/useRecordAction';
import styles from './manage.module.css';

type MemberRow = TeamMember & { role: string };

const COLUMNS: ColumnDef<MemberRow>[] = [
  { key: 'userId', header: 'Agent ID', align: 'end', width: 100 },
  { key: 'name', header: 'Name', width: 200 },
  { key: 'email', header: 'E-mail', width: 260 },
  { key: 'role', header: 'Team Status', width: 130 },
];

type Pending =
  { kind: 'add'; agentId: number; name: string } | { kind: 'remove'; agentId: number; name: string };

export function TeamMembers({ id }: { id: number }) {
  const team = useTeam(id);
  const candidates = useTeamCandidates(team.data?.officeId ?? null);
  const action = useRecordAction(teamResource, id);
  const [chosen, setChosen] = useState<number | null>(null);
  const [selected, setSelected] = useState<number | null>(null);
  const [pending, setPending] = useState<Pending | null>(null);
  if (!team.data) return null;
  const data = team.data;
  const rows: MemberRow[] = data.members.map((m) => ({
    ...m,
    role: m.isLeader ? 'Team Lead' : 'Team Member',
  }));
  const selectedMember = data.members.find((m) => m.userId === selected);
  const choices = (candidates.data ?? []).map((a) => ({ id: String(a.userId), label: a.name }));

  const confirm = async () => {
    if (!pending) return;
    const ok = await action.run(
      async (api) =>
        pending.kind === 'add'
          ? unwrap(
              await api.POST('/teams/{id}/members', {
                params: { path: { id } },
                body: { agentId: pending.agentId },
              }),
            )
          : unwrap(
              await api.DELETE('/teams/{id}/members/{agentId}', {
                params: { path: { id, agentId: pending.agentId } },
              }),
            ),
      pending.kind === 'add'
        ? {
            success: `${USER_MESSAGES.memberAdded}: ${pending.name}`,
            failure: 'The member could not be added.',
          }
        : {
            success: `${USER_MESSAGES.memberRemoved}: ${pending.name}`,
            failure: 'The member could not be removed.',
          },
    );
    setPending(null);
    if (ok) {
      setChosen(null);
      setSelected(null);
    }
  };

  return (
    <section className={styles.card} aria-labelledby="team-members-title">
      <h2 id="team-members-title" className={styles.cardTitle}>
        Members
      </h2>
      {action.outcome && <FormMessage tone={action.outcome.tone}>{action.outcome.text}</FormMessage>}
      <DataGrid
        columns={COLUMNS}
        rows={rows}
        getRowId={(row) => row.userId}
        label={`Members of ${data.name}`}
        selectedId={selected}
        onSelectionChange={(rowId) => setSelected(Number(rowId))}
        emptyState="This team has no members yet."
      />
      <div className={`${styles.actions} ${styles.actionRow}`}>
        <Button
          variant="secondary"
          isDisabled={!selectedMember || selectedMember.isLeader}
          onPress={() =>
            selectedMember &&
            setPending({ kind: 'remove', agentId: selectedMember.userId, name: selectedMember.name })
          }
        >
          Remove selected member
        </Button>
      </div>
      {selectedMember?.isLeader && <p className={styles.description}>{USER_MESSAGES.leaderStays}</p>}
      <div className={`${styles.actions} ${styles.actionRow}`}>
        <Select
          label="Agent to add"
          items={choices}
          selectedKey={chosen === null ? null : String(chosen)}
          onSelectionChange={(key) => setChosen(key ? Number(key) : null)}
          placeholder={candidates.isPending ? 'Loading…' : 'Choose an agent'}
          isDisabled={choices.length === 0}
          description={
            candidates.isError
              ? 'The agents could not be loaded.'
              : candidates.isSuccess && choices.length === 0
                ? 'Every active agent of this office is on a team.'
                : 'Active agents of the team’s office who are on no team.'
          }
        />
        <Button
          variant="secondary"
          isDisabled={chosen === null}
          onPress={() => {
            const agent = candidates.data?.find((a) => a.userId === chosen);
            if (agent) setPending({ kind: 'add', agentId: agent.userId, name: agent.name });
          }}
        >
          Add member
        </Button>
      </div>
      <ConfirmDialog
        isOpen={pending !== null}
        onOpenChange={(open) => !open && !action.isRunning && setPending(null)}
        title={pending?.kind === 'remove' ? 'Remove this member?' : 'Add this member?'}
        confirmLabel={pending?.kind === 'remove' ? 'Remove member' : 'Add member'}
        variant={pending?.kind === 'remove' ? 'danger' : 'default'}
        isConfirming={action.isRunning}
        onConfirm={() => void confirm()}
      >
        {pending?.kind === 'remove'
          ? `${pending.name} leaves ${data.name}; their Team Status becomes "Not on a team".`
          : pending
            ? `${pending.name} joins ${data.name} as a team member.`
            : ''}
      </ConfirmDialog>
    </section>
  );
}
