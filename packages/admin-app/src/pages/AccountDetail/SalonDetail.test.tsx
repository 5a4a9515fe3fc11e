import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { db } from '../../mocks/db';
import { failing, handle, hanging } from '../../mocks/handlers';
import { bareSalon, fullSalon } from '../../profile/sampleProfiles';
import { renderRoute } from '../../test/renderRoute';
import { server, setupMockServer } from '../../test/server';

setupMockServer();

const region = (name: string) => screen.getByRole('region', { name });
const itemsOf = (list: HTMLElement) => within(list).getAllByRole('listitem').map((item) => item.textContent);

async function openSalon(salon = fullSalon()) {
  db.salons = [salon];
  const view = renderRoute(`/salons/${salon.id}`);
  await screen.findByRole('heading', { level: 1, name: salon.fullName || 'N/A' });
  return view;
}

describe('SalonDetail', () => {
  it('shows the header: photo, name, location and email', async () => {
    await openSalon();
    expect(screen.getByRole('img', { name: 'Photo of Velvet Chair Studio' })).toHaveAttribute('src', '/demo/avatar-3.svg');
    expect(screen.getByText('Austin, TX')).toBeInTheDocument();
    expect(screen.getByText('hello@velvetchair.example.com')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Download CV' })).not.toBeInTheDocument();
  });

  it('shows About, the positions and the services grouped by parent category', async () => {
    await openSalon();
    expect(within(region('About')).getByText('A bright downtown salon with twelve chairs.')).toBeInTheDocument();
    const positions = region('Positions Available');
    expect(itemsOf(within(positions).getByRole('list', { name: 'Admin' }))).toEqual(['Receptionist']);
    // A parent listed without any sub-category.
    expect(itemsOf(within(positions).getByRole('list', { name: 'Hairstylists' }))).toEqual(['General']);
    const services = region('Services We Offer');
    expect(itemsOf(within(services).getByRole('list', { name: 'Nail Technicians' }))).toEqual(['Manicurist']);
    expect(itemsOf(within(services).getByRole('list', { name: 'Barbers' }))).toEqual(['General']);
  });

  it("shows the five packages with the spec's not-more/not-less wording", async () => {
    await openSalon();
    expect(itemsOf(within(region('Packages Available')).getByRole('list'))).toEqual([
      'Booth Rentnot more than $300/wk',
      'Commissionnot less than 40%',
      'Salarynot less than $45,000/Yr',
      'Hourlynot less than $25/hr',
      'Lease Feenot more than $1,200/Mo',
    ]);
  });

  it('shows the operation days abbreviated in week order with the start and end times', async () => {
    await openSalon();
    const hours = region('Operation Days and Hours');
    expect(within(hours).getByText('Tue Thu Sat')).toBeInTheDocument();
    expect(within(hours).getByText('Start Time').nextElementSibling).toHaveTextContent('08:00');
    expect(within(hours).getByText('End Time').nextElementSibling).toHaveTextContent('20:00');
  });

  it('shows the subscription with its expiry as a local date', async () => {
    await openSalon();
    const subscription = region('Subscription');
    expect(within(subscription).getByText('Name').nextElementSibling).toHaveTextContent('Pro Monthly');
    expect(within(subscription).getByText('Price').nextElementSibling).toHaveTextContent('$29.99');
    expect(within(subscription).getByText('Expires').nextElementSibling).toHaveTextContent(
      new Date('2027-06-30T12:00:00.000Z').toLocaleDateString(),
    );
    expect(within(subscription).queryByText('Expired')).not.toBeInTheDocument();
  });

  it('marks a subscription that has run out', async () => {
    const salon = fullSalon();
    salon.Subscription = [{ ...salon.Subscription[0]!, expiry: '2024-01-31T12:00:00.000Z' }];
    await openSalon(salon);
    const expires = within(region('Subscription')).getByText('Expires').nextElementSibling;
    expect(expires).toHaveTextContent(new Date('2024-01-31T12:00:00.000Z').toLocaleDateString());
    expect(expires).toHaveTextContent('Expired');
  });

  it("shows the 'Saloon Pictures' grid, each picture opening an overlay closed by its x", async () => {
    await openSalon();
    const pictures = within(region('Saloon Pictures')).getByRole('list', { name: 'Saloon Pictures' });
    expect(within(pictures).getAllByRole('button')).toHaveLength(3);
    const user = userEvent.setup();
    await user.click(within(pictures).getByRole('button', { name: 'View image 2 of 3' }));
    const overlay = await screen.findByRole('dialog', { name: 'Saloon Pictures' });
    expect(within(overlay).getByRole('img')).toHaveAttribute('src', '/demo/portfolio-6.svg');
    await user.click(within(overlay).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('shows every fallback for a salon with no details', async () => {
    await openSalon(bareSalon());
    expect(screen.getByRole('heading', { level: 1, name: 'N/A' })).toBeInTheDocument();
    const photo = screen.getByRole('img', { name: 'Profile photo' });
    expect(photo).toHaveAttribute('data-placeholder', 'true');
    // Location and email both read 'N/A'.
    expect(screen.getAllByText('N/A', { selector: 'p' })).toHaveLength(2);
    expect(within(region('About')).getByText('No about information provided.')).toBeInTheDocument();
    expect(within(region('Positions Available')).getByText('None listed.')).toBeInTheDocument();
    expect(within(region('Services We Offer')).getByText('None listed.')).toBeInTheDocument();
    expect(within(region('Packages Available')).getAllByText('Not specified')).toHaveLength(5);
    expect(within(region('Operation Days and Hours')).getAllByText('Not specified')).toHaveLength(3);
    expect(within(region('Subscription')).getByText('No subscription.')).toBeInTheDocument();
    expect(within(region('Saloon Pictures')).getByText('No pictures available.')).toBeInTheDocument();
  });

  it('reads the first package and subscription when a backend sends single values', async () => {
    const salon = fullSalon();
    const loose = { ...salon, SalaryExps: salon.SalaryExps[0], Subscription: salon.Subscription[0], fullName: undefined, name: 'Loose Salon' };
    server.use(handle('getSalonProfile', () => HttpResponse.json(loose)));
    renderRoute(`/salons/${salon.id}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Loose Salon' })).toBeInTheDocument();
    expect(within(region('Packages Available')).getByText('not more than $300/wk')).toBeInTheDocument();
    expect(within(region('Subscription')).getByText('Pro Monthly')).toBeInTheDocument();
  });

  it('shows a skeleton while the profile loads', async () => {
    server.use(hanging('getSalonProfile'));
    renderRoute('/salons/20001');
    expect(await screen.findByRole('status', { name: 'Loading salon' })).toHaveAttribute('aria-busy', 'true');
  });

  it("shows 'Failed to load salon data.' when the call fails, and tries again on request", async () => {
    server.use(failing('getSalonProfile', 500, 'Database unavailable.'));
    renderRoute('/salons/20001');
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load salon data.');
    server.resetHandlers();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('region', { name: 'Packages Available' })).toBeInTheDocument();
  });

  it("shows 'Failed to load salon data.' for a salon that does not exist", async () => {
    renderRoute('/salons/99999');
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load salon data.');
  });

  it('sends the admin to /login with storage cleared on a 401', async () => {
    server.use(failing('getSalonProfile', 401, 'Session expired.'));
    const { router } = renderRoute('/salons/20001');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(window.localStorage.getItem('auth')).toBeNull();
    expect(window.localStorage.getItem('token')).toBeNull();
  });

  it('links back to the salons list', async () => {
    const { router } = await openSalon();
    await userEvent.setup().click(screen.getByRole('link', { name: 'Back to Salons' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/salons'));
  });
});
