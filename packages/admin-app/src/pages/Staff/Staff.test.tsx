import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { permissionRefusals, securityMessages } from '@chairside/api-contract';
import { toast } from '@chairside/design-system';
import { db } from '../../mocks/db';
import { failing } from '../../mocks/handlers';
import { renderRoute } from '../../test/renderRoute';
import { server, setupMockServer } from '../../test/server';
import { itSignsOutOn401 } from '../../test/session';
import { userEvent } from '../../test/stories';

setupMockServer();
afterEach(() => {
  vi.restoreAllMocks();
  toast.dismiss();
});

/*
 * What the stories do not show: withdrawing an invitation, reactivating, a refusal of the role itself
 * (403), and an owner who makes themselves something else.
 */

const openPage = async () => {
  const view = renderRoute('/staff');
  const table = await screen.findByRole('table', { name: 'Staff members' });
  await within(table).findByText('Priya Shah');
  return { ...view, table, user: userEvent.setup() };
};

const rowOf = (table: HTMLElement, name: string) => {
  const row = within(table)
    .getAllByRole('row')
    .find((candidate) => within(candidate).queryByRole('cell', { name }));
  if (!row) throw new Error(`No row for ${name}`);
  return within(row);
};

describe('Staff', () => {
  it('withdraws an open invitation: it leaves the list, and the toast says so', async () => {
    const { user } = await openPage();
    const invitations = screen.getByRole('table', { name: 'Open invitations' });
    await user.click(within(invitations).getByRole('button', { name: 'Withdraw the invitation to sam.rivera@example.com' }));
    expect(await screen.findByText(securityMessages.invitationRevoked)).toBeInTheDocument();
    expect(await within(invitations).findByText('No open invitations.')).toBeInTheDocument();
    expect(db.staff.invitations).toHaveLength(0);
  });

  it('reactivates a deactivated member without asking', async () => {
    const { table, user } = await openPage();
    await user.click(rowOf(table, 'Lena Ortiz').getByRole('button', { name: 'Reactivate Lena Ortiz' }));
    expect(await screen.findByText('Lena Ortiz can sign in again.')).toBeInTheDocument();
    expect(await rowOf(table, 'Lena Ortiz').findByRole('button', { name: 'Deactivate Lena Ortiz' })).toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('shows a refusal of the role itself (403) as a toast, and puts the select back', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    server.use(failing('changeStaffRole', 403, permissionRefusals.staff));
    const { table, user } = await openPage();
    const select = rowOf(table, 'Tom Becker').getByRole('combobox', { name: 'Role of Tom Becker' });
    await user.selectOptions(select, 'owner');
    expect(await screen.findByText(permissionRefusals.staff)).toBeInTheDocument();
    await waitFor(() => expect(select).toHaveValue('viewer'));
  });

  it('follows an owner who makes themselves a moderator: the page says why not, and Staff leaves the sidebar', async () => {
    db.staff.members.find((member) => member.fullName === 'Priya Shah')!.staffRole = 'owner';
    const { table, user } = await openPage();
    expect(screen.getByRole('link', { name: 'Staff' })).toBeInTheDocument();
    const { fullName } = db.admin;
    await user.selectOptions(rowOf(table, fullName).getByRole('combobox', { name: `Role of ${fullName}` }), 'moderator');
    expect(await screen.findByText(`${fullName} is now a moderator.`)).toBeInTheDocument();
    expect(await screen.findByText(permissionRefusals.staff)).toBeInTheDocument();
    expect(screen.queryByRole('table', { name: 'Staff members' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Staff' })).not.toBeInTheDocument();
  });

  itSignsOutOn401('listStaff', '/staff');
});
