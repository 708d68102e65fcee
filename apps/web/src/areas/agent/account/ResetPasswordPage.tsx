import { useAtomValue } from 'jotai';
import { userSettingsState } from '../../../states/userSettingsState';
import { useAgentApi } from '../api/useAgentApi';
import { AgentPage, Panel } from '../common/AgentPage';
import { AgentShell } from '../shell/AgentShell';
import { ResetPasswordForm } from './ResetPasswordForm';

/** /auth/agent-ez/reset-password: POST /user/changepassword, in the agent shell. */
export function ResetPasswordPage() {
  const api = useAgentApi();
  const user = useAtomValue(userSettingsState);
  return (
    <AgentShell>
      <AgentPage title="Reset Password" description="Choose a new password for your Agent.EZ account.">
        <Panel title="Change your password">
          <ResetPasswordForm
            defaultUserName={user?.userName ?? ''}
            onSubmit={(values) => api.changePassword(values)}
          />
        </Panel>
      </AgentPage>
    </AgentShell>
  );
}
