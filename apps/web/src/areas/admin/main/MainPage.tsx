import { useAtomValue } from 'jotai';
import { sessionState } from '../../../states/sessionState';
import { useLogout } from '../../../auth/session';
import { Button } from '@balance/ui';

export type MainPageProps = { selectionParam: string | undefined };

/** /main/{mainSelection}: the admin area's search page (being built). */
export function MainPage({ selectionParam }: MainPageProps) {
  const session = useAtomValue(sessionState);
  const logout = useLogout('admin');
  return (
    <main style={{ padding: 24 }}>
      <h1>Main: {selectionParam}</h1>
      <p>Signed in as {session?.user.userName}</p>
      <Button onPress={logout}>Logout</Button>
    </main>
  );
}
