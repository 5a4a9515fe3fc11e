import { useLocation, useNavigate } from 'react-router';
import type { LoginState } from '../../session';
import Login from './Login';

/** /login inside the app (after a sign-out or a lost session): the router says where to go back to. */
export default function RoutedLogin() {
  const navigate = useNavigate();
  const from = (useLocation().state as LoginState | null)?.from;
  return <Login from={from} onSignedIn={(to) => void navigate(to, { replace: true })} />;
}
