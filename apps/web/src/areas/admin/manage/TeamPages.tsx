import { CreateRecord } from '../resources/views/CreateRecord';
import { RecordFrame } from '../resources/views/RecordFrame';
import { RecordProfile } from '../resources/views/RecordProfile';
import { teamResource } from '../resources/teams';
import { TeamMembers } from './TeamMembers';

/** /main/teams/profile/profile?teamId=: name, office, leader and status, then the members. */
export function TeamProfilePage() {
  return (
    <RecordFrame
      resource={teamResource}
      title="Team"
      description="A team of agents of one office, with its leader. Its members show as Team Status in the agent grid."
    >
      {(id) => (
        <>
          <RecordProfile key={id} resource={teamResource} id={id} />
          <TeamMembers key={`members-${id}`} id={id} />
        </>
      )}
    </RecordFrame>
  );
}

/** Add Team (/main/add-new/teams): POST /teams. */
export function AddTeamPage() {
  return <CreateRecord resource={teamResource} />;
}
