import { can, type Permission, type StaffRole } from '@chairside/api-contract';
import { ApiError } from '../api/client';
import { useRead } from './useReads';

/** The signed-in staff member's role and second factors (GET /api/admin/security). */
export const useSecurityStatus = () => useRead('getSecurity', []);

/** What the app knows of the signed-in staff member's role. */
export type StaffRoleState = {
  /** Undefined while it loads, and when it could not be read. */
  role: StaffRole | undefined;
  /** True until the first answer (or failure) arrives. */
  loading: boolean;
};

/**
 * The signed-in staff member's role, shared through SWR with every other reader of the security
 * status. A server that answers 404 has no staff roles at all (the marketplace's own backend of
 * SPEC.md section 7): there its one administrator may do everything (SPEC.md section 6), as an owner.
 * Any other failure leaves the role unknown, which hides every action until a retry reads it.
 */
export function useStaffRole(): StaffRoleState {
  const { data, error, isLoading } = useSecurityStatus();
  if (data) return { role: data.staffRole, loading: false };
  if (error instanceof ApiError && error.status === 404) return { role: 'owner', loading: false };
  return { role: undefined, loading: isLoading || (!error && data === undefined) };
}

/**
 * Whether the signed-in staff member's role allows `permission` (the contract's `can`). False while
 * the role loads, so nothing that acts flashes up and goes again; the server checks every call anyway.
 */
export const useCan = (permission: Permission): boolean => can(useStaffRole().role, permission);
