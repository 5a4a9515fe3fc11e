import type { ReactNode } from 'react';
import { renderHook, waitFor } from '@testing-library/react';
import { SWRConfig } from 'swr';
import { describe, expect, it } from 'vitest';
import type { Permission } from '@chairside/api-contract';
import { failing } from '../mocks/handlers';
import { mockToken } from '../mocks/db';
import { asRole } from '../mocks/security';
import { storeSession } from '../session/storage';
import { server, setupMockServer } from '../test/server';
import { useCan, useStaffRole } from './useStaffRole';

setupMockServer();

const wrapper = ({ children }: { children: ReactNode }) => (
  <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>{children}</SWRConfig>
);

/** Every permission's answer for the signed-in admin, once the role has been read. */
function renderPermissions() {
  storeSession(mockToken);
  return renderHook(
    () => {
      const allowed: Record<Permission, boolean> = {
        self: useCan('self'),
        read: useCan('read'),
        moderate: useCan('moderate'),
        delete: useCan('delete'),
        content: useCan('content'),
        staff: useCan('staff'),
      };
      return { state: useStaffRole(), allowed };
    },
    { wrapper },
  );
}

describe('useStaffRole and useCan', () => {
  it('allow nothing while the role loads, then everything for an owner', async () => {
    const { result } = renderPermissions();
    expect(result.current.state).toEqual({ role: undefined, loading: true });
    expect(Object.values(result.current.allowed).every((allowed) => !allowed)).toBe(true);
    await waitFor(() => expect(result.current.state).toEqual({ role: 'owner', loading: false }));
    expect(Object.values(result.current.allowed).every(Boolean)).toBe(true);
  });

  it('let a moderator read and suspend, but not delete, edit content or manage staff', async () => {
    server.use(asRole('moderator'));
    const { result } = renderPermissions();
    await waitFor(() => expect(result.current.state.role).toBe('moderator'));
    expect(result.current.allowed).toEqual({ self: true, read: true, moderate: true, delete: false, content: false, staff: false });
  });

  it('let a viewer only read and look after their own account', async () => {
    server.use(asRole('viewer'));
    const { result } = renderPermissions();
    await waitFor(() => expect(result.current.state.role).toBe('viewer'));
    expect(result.current.allowed).toEqual({ self: true, read: true, moderate: false, delete: false, content: false, staff: false });
  });

  it('treat a server without staff roles (404) as the spec has it: its one administrator may do everything', async () => {
    server.use(failing('getSecurity', 404, 'Not found.'));
    const { result } = renderPermissions();
    await waitFor(() => expect(result.current.state).toEqual({ role: 'owner', loading: false }));
    expect(result.current.allowed.delete).toBe(true);
  });

  it('allow nothing when the role cannot be read for another reason', async () => {
    server.use(failing('getSecurity', 403, 'Your staff role cannot see this.'));
    const { result } = renderPermissions();
    await waitFor(() => expect(result.current.state.loading).toBe(false));
    expect(result.current.state.role).toBeUndefined();
    expect(Object.values(result.current.allowed).some(Boolean)).toBe(false);
  });
});
