// The demo office's agents that specs change for good. Each worker's mock lives through many spec files,
// and which files share a worker varies from run to run, so a spec that changes an agent's password
// claims that agent here, and the specs that pick "any" demo-office agent (to close a contract, to log
// in) leave it out.

/** The demo agent (user name `agent`), whose figures and password other specs read. */
export const DEMO_AGENT = { userId: 1001, userName: 'agent' } as const;

/** Agents whose password a spec changes: agent/forms.spec and faults/password.spec respectively. */
export const PASSWORD_CHANGING = {
  agentForms: { userId: 1002, userName: 'dokafor' },
  passwordRule: { userId: 1003, userName: 'iokafor' },
} as const;

const CLAIMED: readonly number[] = [
  DEMO_AGENT.userId,
  ...Object.values(PASSWORD_CHANGING).map((a) => a.userId),
];

/** True for an agent no spec claims: its password stays the demo one, and specs may change its records. */
export const isUnclaimed = (userId: number): boolean => !CLAIMED.includes(userId);

/** Demo-office agents whose contracts specs may close, mark fallen, reopen or pay out. */
export const CONTRACT_AGENTS: readonly number[] = Array.from({ length: 30 }, (_, i) => 1002 + i).filter(
  isUnclaimed,
);
