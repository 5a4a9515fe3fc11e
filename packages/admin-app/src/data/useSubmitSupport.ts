import { useMessageMutation } from './useMessageMutation';

/**
 * Sends the public support form (no login). The admins' support list is not
 * refreshed from here: a public visitor has no session, and asking the protected list would sign them
 * "out" to /login. The list revalidates on its own when an admin opens it.
 */
export const useSubmitSupport = () => useMessageMutation('createSupportRequest');
