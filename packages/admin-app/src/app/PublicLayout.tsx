import { Link, Outlet } from 'react-router';
import { PublicFrame } from './PublicFrame';

/** A header link that the router follows without a page load. */
const routerLink = (to: string, text: string) => <Link to={to}>{text}</Link>;

/** The frame of the public pages (policy, terms, support) and the login page, inside the router. */
export function PublicLayout() {
  return (
    <PublicFrame link={routerLink}>
      <Outlet />
    </PublicFrame>
  );
}
