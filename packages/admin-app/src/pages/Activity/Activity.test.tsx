import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '../../test/renderRoute';
import { setupMockServer } from '../../test/server';
import { userEvent } from '../../test/stories';

setupMockServer();

/*
 * What the stories cannot show: the URL. Filters and the page are kept there, survive back and
 * forward, and a changed filter starts again at page 1.
 */

const searchOf = (router: ReturnType<typeof renderRoute>['router']) => new URLSearchParams(router.state.location.search);
const activityTable = () => screen.findByRole('table', { name: 'Activity' });

describe('Activity', () => {
  it('keeps every filter and the page in the URL, and back and forward bring them back', async () => {
    const { router } = renderRoute('/activity');
    await activityTable();
    const user = userEvent.setup();
    await user.selectOptions(screen.getByLabelText('Action'), 'Suspended');
    await user.selectOptions(screen.getByLabelText('Account kind'), 'Salons');
    await user.type(screen.getByLabelText('Account name or email'), 'ava');
    await waitFor(() => expect(Object.fromEntries(searchOf(router))).toEqual({ action: 'account.suspend', kind: 'salon', q: 'ava' }));

    await router.navigate(-1);
    // Typing replaced the entry that chose the kind, so one step back is before both.
    await waitFor(() => expect(screen.getByLabelText('Account name or email')).toHaveValue(''));
    expect(screen.getByLabelText('Account kind')).toHaveValue('');
    expect(screen.getByLabelText('Action')).toHaveValue('account.suspend');
    await router.navigate(1);
    await waitFor(() => expect(screen.getByLabelText('Account name or email')).toHaveValue('ava'));
    expect(screen.getByLabelText('Account kind')).toHaveValue('salon');
  });

  it('goes back to page 1 when a filter changes', async () => {
    const { router } = renderRoute('/activity?page=2');
    const table = await activityTable();
    await waitFor(() => expect(within(table).getAllByRole('row').length).toBeGreaterThan(1));
    const user = userEvent.setup();
    await user.selectOptions(screen.getByLabelText('Action'), 'Deleted');
    await waitFor(() => expect(searchOf(router).get('action')).toBe('account.delete'));
    expect(searchOf(router).has('page')).toBe(false);

    await router.navigate('/activity?action=account.delete&page=2');
    await user.type(await screen.findByLabelText('To'), '2099-12-31');
    await waitFor(() => expect(searchOf(router).get('to')).toBe('2099-12-31'));
    expect(searchOf(router).has('page')).toBe(false);
  });

  it('reads a filter the server would refuse as no filter', async () => {
    renderRoute('/activity?action=drop-table&kind=admin&from=yesterday&actorId=-1');
    await activityTable();
    for (const label of ['Action', 'Account kind', 'Administrator', 'From']) expect(screen.getByLabelText(label)).toHaveValue('');
    expect(screen.queryByRole('button', { name: 'Clear filters' })).not.toBeInTheDocument();
  });
});
