import { useMessageMutation } from './useMessageMutation';

/**
 * Changes the administrator's password. A wrong current password is a 400,
 * not a 401, so the client's sign-out on 401 never fires for it and the admin stays logged in.
 */
export const useChangePassword = () => useMessageMutation('changePassword');
