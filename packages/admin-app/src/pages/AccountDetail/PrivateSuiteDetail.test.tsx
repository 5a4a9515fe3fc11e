import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { db } from '../../mocks/db';
import { failing, handle, hanging } from '../../mocks/handlers';
import { barePrivateSuite, fullPrivateSuite } from '../../profile/sampleProfiles';
import { renderRoute } from '../../test/renderRoute';
import { server, setupMockServer } from '../../test/server';

setupMockServer();

const region = (name: string) => screen.getByRole('region', { name });
const itemsOf = (list: HTMLElement) => within(list).getAllByRole('listitem').map((item) => item.textContent);
const suiteAnswer = (body: Record<string, unknown>) => handle('getPrivateSuiteProfile', () => HttpResponse.json(body));

async function openSuite(suite = fullPrivateSuite()) {
  db.privateSuites = [suite];
  const view = renderRoute(`/private-suite/${suite.id}`);
  await screen.findByRole('heading', { level: 1, name: suite.fullName || 'N/A' });
  return view;
}

describe('PrivateSuiteDetail', () => {
  it('shows the photo, full name, city and state, email and About', async () => {
    await openSuite();
    expect(screen.getByRole('img', { name: 'Photo of Lumen Suites' })).toHaveAttribute('src', '/demo/avatar-3.svg');
    expect(screen.getByText('Denver, CO')).toBeInTheDocument();
    expect(screen.getByText('hello@lumensuites.example.com')).toBeInTheDocument();
    expect(within(region('About')).getByText('Private rooms with their own sinks and lockable doors.')).toBeInTheDocument();
  });

  it("groups 'Positions Available' and 'This Space can accomodate' by parent category", async () => {
    await openSuite();
    const positions = region('Positions Available');
    expect(itemsOf(within(positions).getByRole('list', { name: 'Admin' }))).toEqual(['Floor Manager']);
    const space = region('This Space can accomodate');
    expect(itemsOf(within(space).getByRole('list', { name: 'Massage Therapists' }))).toEqual(['Swedish Massage Therapist']);
    expect(itemsOf(within(space).getByRole('list', { name: 'Estheticians' }))).toEqual(['General']);
  });

  it('abbreviates the working days Mon..Sun, space-separated, in week order', async () => {
    await openSuite();
    // Stored as 'Sunday,Monday,Saturday'.
    expect(within(region('Working Days')).getByText('Mon Sat Sun')).toBeInTheDocument();
  });

  it("lists the units as 'Unit N' with the size in sq ft and the rent in $/mo", async () => {
    await openSuite();
    const units = within(region('Available Units')).getAllByRole('article');
    expect(units.map((unit) => within(unit).getByRole('heading').textContent)).toEqual(['Unit 1', 'Unit 2']);
    expect(within(units[0]!).getByText('Size').nextElementSibling).toHaveTextContent('120 sq ft');
    expect(within(units[0]!).getByText('Rent').nextElementSibling).toHaveTextContent('$950/mo');
    expect(within(units[1]!).getByText('Size').nextElementSibling).toHaveTextContent('1,250 sq ft');
    expect(within(units[1]!).getByText('Rent').nextElementSibling).toHaveTextContent('$2,400.50/mo');
  });

  it('reads units sent beside the profile, as SPEC.md section 7 shows them', async () => {
    const { privateSuiteUnits, ...profile } = fullPrivateSuite();
    server.use(suiteAnswer({ profile, privateSuiteUnits: [privateSuiteUnits[0]] }));
    renderRoute(`/private-suite/${profile.id}`);
    const unit = await screen.findByRole('article', { name: 'Unit 1' });
    expect(within(unit).getByText('Rent').nextElementSibling).toHaveTextContent('$950/mo');
    expect(screen.queryByRole('article', { name: 'Unit 2' })).not.toBeInTheDocument();
  });

  it('shows the subscription with its name, price and expiry as a local date', async () => {
    await openSuite();
    const subscription = region('Subscription');
    expect(within(subscription).getByText('Name').nextElementSibling).toHaveTextContent('Pro Monthly');
    expect(within(subscription).getByText('Price').nextElementSibling).toHaveTextContent('$29.99');
    expect(within(subscription).getByText('Expires').nextElementSibling).toHaveTextContent(
      new Date('2027-06-30T12:00:00.000Z').toLocaleDateString(),
    );
  });

  it('opens the one picture full size, and closes it with the x or a click outside', async () => {
    await openSuite();
    const pictures = region('Private Suite Pictures');
    const user = userEvent.setup();
    const thumbnail = within(pictures).getByRole('button', { name: 'View full-size image' });
    await user.click(thumbnail);
    let overlay = await screen.findByRole('dialog', { name: 'Private Suite Pictures' });
    expect(within(overlay).getByRole('img')).toHaveAttribute('src', '/demo/suite-4.svg');
    await user.click(within(overlay).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await user.click(thumbnail);
    overlay = await screen.findByRole('dialog', { name: 'Private Suite Pictures' });
    // A press outside the picture's panel closes it. The modal makes the page behind it inert
    // (pointer-events: none), which user-event would refuse; jsdom has no layout to hit the backdrop.
    await userEvent.setup({ pointerEventsCheck: 0 }).click(document.body);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('shows every fallback for a suite with no details', async () => {
    await openSuite(barePrivateSuite());
    expect(screen.getByRole('heading', { level: 1, name: 'N/A' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Profile photo' })).toHaveAttribute('data-placeholder', 'true');
    expect(screen.getByText('Unknown City, Unknown State')).toBeInTheDocument();
    expect(screen.getByText('N/A', { selector: 'p' })).toBeInTheDocument();
    expect(within(region('About')).getByText('No description available.')).toBeInTheDocument();
    expect(within(region('Positions Available')).getByText('None listed.')).toBeInTheDocument();
    expect(within(region('This Space can accomodate')).getByText('None listed.')).toBeInTheDocument();
    expect(within(region('Working Days')).getByText('Not specified')).toBeInTheDocument();
    expect(within(region('Available Units')).getByText('No units listed.')).toBeInTheDocument();
    expect(within(region('Subscription')).getByText('No subscription.')).toBeInTheDocument();
    expect(within(region('Private Suite Pictures')).getByText('No portfolio image available.')).toBeInTheDocument();
  });

  it("shows 'No data found.' when the answer has no profile", async () => {
    server.use(suiteAnswer({ privateSuiteUnits: [] }));
    renderRoute('/private-suite/30001');
    expect(await screen.findByText('No data found.')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'About' })).not.toBeInTheDocument();
  });

  it("shows 'No data found.' when the profile is null", async () => {
    server.use(suiteAnswer({ profile: null }));
    renderRoute('/private-suite/30001');
    expect(await screen.findByText('No data found.')).toBeInTheDocument();
  });

  it('shows a skeleton first', async () => {
    server.use(hanging('getPrivateSuiteProfile'));
    renderRoute('/private-suite/30001');
    expect(await screen.findByRole('status', { name: 'Loading private suite' })).toHaveAttribute('aria-busy', 'true');
  });

  it("shows 'No data found.' as an error when the call fails, and tries again on request", async () => {
    server.use(failing('getPrivateSuiteProfile', 500, 'Database unavailable.'));
    renderRoute('/private-suite/30001');
    expect(await screen.findByRole('alert')).toHaveTextContent('No data found.');
    server.resetHandlers();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('region', { name: 'Available Units' })).toBeInTheDocument();
  });

  it('sends the admin to /login with storage cleared on a 401', async () => {
    server.use(failing('getPrivateSuiteProfile', 401, 'Session expired.'));
    const { router } = renderRoute('/private-suite/30001');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(window.localStorage.getItem('auth')).toBeNull();
    expect(window.localStorage.getItem('token')).toBeNull();
  });

  it('links back to the private suites list', async () => {
    const { router } = await openSuite();
    await userEvent.setup().click(screen.getByRole('link', { name: 'Back to Private Suites' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/private-suites'));
  });
});
