import { Link } from 'react-router';
import { Button, NotFound as NotFoundMessage } from '@chairside/design-system';

/** The catch-all of the protected routes: '404 - Page Not Found' and a way back home (SPEC.md section 2). */
export default function NotFound() {
  return (
    <NotFoundMessage
      title="404 - Page Not Found"
      message="The page you are looking for does not exist."
      action={
        <Button asChild variant="secondary">
          <Link to="/">Go to Home</Link>
        </Button>
      }
    />
  );
}
