import { CreateRecord } from '../resources/views/CreateRecord';
import { RecordFrame } from '../resources/views/RecordFrame';
import { RecordProfile } from '../resources/views/RecordProfile';
import { userResource } from '../resources/users';
import { UserActions } from './UserActions';

/** /main/users/profile/profile?userId=: the user's details and edit form, then the account actions. */
export function UserProfilePage() {
  return (
    <RecordFrame
      resource={userResource}
      title="User Profile"
      description="Who this login belongs to, what they may do and whether they may log in."
    >
      {(id) => (
        <>
          <RecordProfile key={id} resource={userResource} id={id} />
          <UserActions key={`actions-${id}`} id={id} />
        </>
      )}
    </RecordFrame>
  );
}

/** Add User (/main/add-new/users): POST /Users. */
export function AddUserPage() {
  return <CreateRecord resource={userResource} />;
}
