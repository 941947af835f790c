// /usuaris: the users administration; the screen and its parts live in ./users.
import { UsersScreen } from './users/users-screen.tsx';

export function UsersPage() {
  return <UsersScreen />;
}
