import { useCallback } from 'react';
import { useSWRConfig } from 'swr';
import type { InviteResponse, StaffMember, StaffResponse, StaffRole } from '@chairside/api-contract';
import { call } from '../api/client';
import { keyOf } from './keys';
import { keptCurrent, useRead } from './useReads';

/** Every staff member and the invitations still open, kept current as other owners change them. */
export const useStaff = (enabled = true) => useRead('listStaff', enabled ? [] : null, undefined, keptCurrent);

/** The cached list with one member as the server now has them. */
export const withMember = (staff: StaffResponse | undefined, member: StaffMember): StaffResponse | undefined =>
  staff && { ...staff, data: staff.data.map((item) => (item.id === member.id ? member : item)) };

/**
 * The staff changes of the Staff page, each giving back the server's message and throwing its refusal
 * (409: the last owner, oneself). A role change shows at once and goes back if refused; the other
 * changes show once the server has made them. A role change also reads the security status again:
 * when it was the signed-in owner's own, what they may do follows at once.
 */
export function useStaffActions() {
  const { mutate } = useSWRConfig();
  const key = keyOf('listStaff');

  const changeRole = useCallback(
    async (member: StaffMember, staffRole: StaffRole): Promise<string> => {
      let text = '';
      await mutate<StaffResponse>(
        key,
        async (staff) => {
          const answer = await call('changeStaffRole', { params: { id: member.id }, body: { staffRole } });
          text = answer.message;
          return withMember(staff, answer.member);
        },
        { optimisticData: (staff) => withMember(staff, { ...member, staffRole })!, rollbackOnError: true, revalidate: false },
      );
      void mutate(keyOf('getSecurity'));
      return text;
    },
    [key, mutate],
  );

  const setActive = useCallback(
    async (member: StaffMember, active: boolean): Promise<string> => {
      const input = { params: { id: member.id } };
      const answer = active ? await call('reactivateStaff', input) : await call('deactivateStaff', input);
      await mutate<StaffResponse>(key, (staff) => withMember(staff, answer.member), { revalidate: false });
      return answer.message;
    },
    [key, mutate],
  );

  const invite = useCallback(
    async (email: string, staffRole: StaffRole): Promise<InviteResponse> => {
      const answer = await call('inviteStaff', { body: { email, staffRole } });
      // A newer invitation to the same address replaces the open one, as on the server.
      await mutate<StaffResponse>(
        key,
        (staff) => staff && { ...staff, invitations: [answer.invitation, ...staff.invitations.filter((item) => item.email !== answer.invitation.email)] },
        { revalidate: false },
      );
      return answer;
    },
    [key, mutate],
  );

  const withdraw = useCallback(
    async (id: number): Promise<string> => {
      const without = (staff: StaffResponse | undefined) => staff && { ...staff, invitations: staff.invitations.filter((item) => item.id !== id) };
      let text = '';
      await mutate<StaffResponse>(
        key,
        async (staff) => {
          text = (await call('revokeInvitation', { params: { id } })).message;
          return without(staff);
        },
        { optimisticData: (staff) => without(staff)!, rollbackOnError: true, revalidate: false },
      );
      return text;
    },
    [key, mutate],
  );

  return { changeRole, setActive, invite, withdraw };
}
