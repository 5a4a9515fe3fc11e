import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { db } from '../../mocks/db';
import { failing, hanging } from '../../mocks/handlers';
import { demoFileHandlers } from '../../profile/demoFiles';
import { bareProfessional, fullProfessional } from '../../profile/sampleProfiles';
import { renderRoute } from '../../test/renderRoute';
import { server, setupMockServer } from '../../test/server';

setupMockServer();

const region = (name: string) => screen.getByRole('region', { name });
const itemsOf = (list: HTMLElement) => within(list).getAllByRole('listitem').map((item) => item.textContent);

async function openProfessional(professional = fullProfessional()) {
  db.professionals = [professional];
  const view = renderRoute(`/professionals-list/${professional.id}`);
  await screen.findByRole('heading', { level: 1, name: professional.fullName || 'N/A' });
  return view;
}

/** Links the page clicks to save or open a file, as the browser would receive them. */
let clickedLinks: { href: string; download: string; target: string }[] = [];
const savedBlobs: Blob[] = [];

beforeEach(() => {
  clickedLinks = [];
  savedBlobs.length = 0;
  // jsdom has no object URLs and does not navigate; record what would have been saved or opened.
  URL.createObjectURL = vi.fn<(blob: Blob) => string>((blob) => {
    savedBlobs.push(blob);
    return `blob:http://localhost/${savedBlobs.length}`;
  });
  URL.revokeObjectURL = vi.fn<(url: string) => void>();
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    clickedLinks.push({ href: this.href, download: this.download, target: this.target });
  });
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe('ProfessionalDetail', () => {
  it('shows the header: photo, name, location and email', async () => {
    await openProfessional();
    expect(screen.getByRole('img', { name: 'Photo of Jordan Rivera' })).toHaveAttribute('src', '/demo/avatar-3.svg');
    expect(screen.getByText('Austin, TX')).toBeInTheDocument();
    expect(screen.getByText('jordan.rivera@example.com')).toBeInTheDocument();
  });

  it('saves the CV under its own name when Download CV is pressed', async () => {
    server.use(...demoFileHandlers);
    await openProfessional();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Download CV' }));
    await waitFor(() => expect(clickedLinks).toHaveLength(1));
    expect(clickedLinks[0]).toEqual({ href: 'blob:http://localhost/1', download: 'cv-2.pdf', target: '' });
    expect(await savedBlobs[0]!.text()).toMatch(/^%PDF-/);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await waitFor(() => expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:http://localhost/1'));
  });

  it("shows the alert 'CV not available' when the professional has no CV", async () => {
    const professional = fullProfessional();
    professional.UserInformation!.cvUrl = null;
    await openProfessional(professional);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Download CV' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('CV not available');
    expect(clickedLinks).toHaveLength(0);
  });

  it("shows the alert 'CV not available' when the server has no such file", async () => {
    server.use(http.get('*/demo/:file', () => HttpResponse.json({ message: 'Not found.' }, { status: 404 })));
    await openProfessional();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Download CV' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('CV not available');
    expect(clickedLinks).toHaveLength(0);
  });

  it('opens the CV in a new tab when it cannot be fetched (another host without CORS)', async () => {
    server.use(http.get('*/demo/:file', () => HttpResponse.error()));
    await openProfessional();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Download CV' }));
    await waitFor(() => expect(clickedLinks).toHaveLength(1));
    expect(clickedLinks[0]).toMatchObject({ href: `${window.location.origin}/demo/cv-2.pdf`, target: '_blank' });
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it("shows About and the two grouped lists, a parent alone reading 'General'", async () => {
    await openProfessional();
    expect(within(region('About')).getByText('Colorist with ten years behind the chair.')).toBeInTheDocument();
    const professions = region('Professions & Expertise');
    expect(itemsOf(within(professions).getByRole('list', { name: 'Hairstylists' }))).toEqual(['Colorist', 'Stylist']);
    expect(itemsOf(within(professions).getByRole('list', { name: 'Barbers' }))).toEqual(['General']);
    const profession = region('Profession & Expertise');
    expect(itemsOf(within(profession).getByRole('list', { name: 'Nail Technicians' }))).toEqual(['Manicurist']);
    expect(within(profession).queryByRole('list', { name: 'Hairstylists' })).not.toBeInTheDocument();
  });

  it("shows the five salary expectations with the spec's not-more/not-less wording", async () => {
    await openProfessional();
    expect(itemsOf(within(region('Salary Expectation')).getByRole('list'))).toEqual([
      'Booth Rentnot more than $300/wk',
      'Commissionnot less than 40%',
      'Salarynot less than $45,000/Yr',
      'Hourly Rentnot less than $25/hr',
      'Lease Feenot more than $1,200/Mo',
    ]);
  });

  it('shows the working days abbreviated in week order with the start and end times', async () => {
    await openProfessional();
    const availability = region('Working Availability');
    // Stored as 'Friday,Monday,Wednesday'.
    expect(within(availability).getByText('Mon Wed Fri')).toBeInTheDocument();
    expect(within(availability).getByText('Start Time').nextElementSibling).toHaveTextContent('09:00');
    expect(within(availability).getByText('End Time').nextElementSibling).toHaveTextContent('18:00');
  });

  it('shows the portfolio grid, each picture enlarging in an overlay that Escape closes', async () => {
    await openProfessional();
    const grid = within(region('Portfolio')).getByRole('list', { name: 'Portfolio' });
    expect(within(grid).getAllByRole('button')).toHaveLength(4);
    const user = userEvent.setup();
    await user.click(within(grid).getByRole('button', { name: 'View image 4 of 4' }));
    const overlay = await screen.findByRole('dialog', { name: 'Portfolio' });
    expect(within(overlay).getByRole('img')).toHaveAttribute('src', '/demo/portfolio-4.svg');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(within(grid).getByRole('button', { name: 'View image 4 of 4' })).toHaveFocus();
  });

  it('shows every fallback for a professional with no details', async () => {
    await openProfessional(bareProfessional());
    expect(screen.getByRole('heading', { level: 1, name: 'N/A' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Profile photo' })).toHaveAttribute('data-placeholder', 'true');
    expect(screen.getAllByText('N/A', { selector: 'p' })).toHaveLength(2);
    expect(within(region('About')).getByText('No about provided.')).toBeInTheDocument();
    expect(within(region('Professions & Expertise')).getByText('None listed.')).toBeInTheDocument();
    expect(within(region('Profession & Expertise')).getByText('None listed.')).toBeInTheDocument();
    expect(within(region('Salary Expectation')).getAllByText('Not specified')).toHaveLength(5);
    expect(within(region('Working Availability')).getAllByText('Not specified')).toHaveLength(3);
    expect(within(region('Portfolio')).getByText('No portfolio images available.')).toBeInTheDocument();
  });

  it('shows a skeleton while the profile loads', async () => {
    server.use(hanging('getProfessionalProfile'));
    renderRoute('/professionals-list/10001');
    expect(await screen.findByRole('status', { name: 'Loading profile' })).toHaveAttribute('aria-busy', 'true');
  });

  it("shows 'Error loading profile. Please try again later.' when the call fails, and tries again on request", async () => {
    server.use(failing('getProfessionalProfile', 500, 'Database unavailable.'));
    renderRoute('/professionals-list/10001');
    expect(await screen.findByRole('alert')).toHaveTextContent('Error loading profile. Please try again later.');
    server.resetHandlers();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('region', { name: 'Salary Expectation' })).toBeInTheDocument();
  });

  it("shows 'Error loading profile. Please try again later.' for a professional that does not exist", async () => {
    renderRoute('/professionals-list/99999');
    expect(await screen.findByRole('alert')).toHaveTextContent('Error loading profile. Please try again later.');
  });

  it('sends the admin to /login with storage cleared on a 401', async () => {
    server.use(failing('getProfessionalProfile', 401, 'Session expired.'));
    const { router } = renderRoute('/professionals-list/10001');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(window.localStorage.getItem('auth')).toBeNull();
    expect(window.localStorage.getItem('token')).toBeNull();
  });

  it('links back to the professionals list', async () => {
    const { router } = await openProfessional();
    await userEvent.setup().click(screen.getByRole('link', { name: 'Back to Professionals' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/professionals-list'));
  });
});
