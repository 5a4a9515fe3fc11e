import type { MouseEvent } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Heading } from '../Heading';
import { Stack } from '../Stack';
import { Text } from '../Text';
import { AppShell } from './AppShell';
import type { NavIconName } from './navIcons';
import { usageDocs } from '../private/stories/usage';

// The sidebar of SPEC.md section 2. Stories use plain anchors through `asChild`, exactly where an app
// puts its router's <Link to="...">.
const sidebarItems: ReadonlyArray<{ id: string; label: string; icon: NavIconName }> = [
  { id: 'home', label: 'Home', icon: 'home' },
  { id: 'professionals', label: 'Professionals', icon: 'users' },
  { id: 'salons', label: 'Salons', icon: 'store' },
  { id: 'private-suites', label: 'Private Suites', icon: 'door' },
  { id: 'support', label: 'Support Requests', icon: 'lifeBuoy' },
  { id: 'feedback', label: 'Feedback', icon: 'star' },
  { id: 'policy', label: 'Privacy Policy', icon: 'shield' },
  { id: 'terms', label: 'Terms', icon: 'document' },
  { id: 'profile', label: 'Profile Settings', icon: 'settings' },
  { id: 'password', label: 'Change Password', icon: 'lock' },
];

// Stands in for the router: following '#salons' would navigate the page the story runs in, which in
// the Vitest browser ends the whole run. The spy records which link was chosen.
const followLink = fn((event: MouseEvent<HTMLAnchorElement>) => event.preventDefault());

const navigationFor = (activeId: string | undefined) =>
  sidebarItems.map((item) => (
    <AppShell.NavItem key={item.id} icon={item.icon} active={item.id === activeId} asChild>
      <a href={`#${item.id}`} onClick={followLink}>
        {item.label}
      </a>
    </AppShell.NavItem>
  ));

const onLogout = fn();

const meta = {
  title: 'Layout/AppShell',
  component: AppShell,
  parameters: { layout: 'fullscreen', docs: { description: { component: usageDocs({
        summary: 'The frame of every back-office page: a skip link, a sidebar that collapses to icons, a menu overlay on phones, a top bar, and the page in `<main>`.',
        use: ['Once, around the routed page of the signed-in back office.', "`AppShell.NavItem` for each page, with the router's link through `asChild` and `active` set from the current route; `AppShell.NavButton` for an action such as Logout.", '`busy` while the next page loads: a thin progress bar runs and `<main>` is marked busy.'],
        avoid: ['On pages seen before signing in (sign-in, accepting an invitation): there is no navigation to offer; lay them out with `Stack` and `Box`.', "More than once on a page: it holds the page's `<main>` and its skip link, of which there must be one."],
        accessibility: ['A skip link comes first in the tab order and moves focus to `<main>`. The sidebar is a `nav` named \'Main\', and the active item has `aria-current="page"`.', 'Collapsed, each item keeps its text as its name (hidden from sight only) and as a tooltip; the toggle says its state with `aria-expanded`. Every word of the shell can be replaced through `labels`.', 'On phones the menu is a modal dialog: focus stays inside, Escape, a click outside or choosing an item closes it, and focus returns to the menu button.'],
        do: '`<AppShell.NavItem icon="store" active={pathname.startsWith(\'/salons\')} asChild><Link to="/salons">Salons</Link></AppShell.NavItem>`',
        dont: '`<AppShell.NavItem icon="logout" onClick={logout}>Logout</AppShell.NavItem>`: an `<a>` with no address is not a link, and the keyboard cannot reach it. Use `AppShell.NavButton` for actions.',
      }) } } },
  args: {
    title: 'Admin',
    navigation: navigationFor('home'),
    navigationFooter: (
      <AppShell.NavButton icon="logout" onClick={onLogout}>
        Logout
      </AppShell.NavButton>
    ),
    onCollapsedChange: fn(),
    children: (
      <Stack space="medium">
        <Heading level={1}>Dashboard</Heading>
        <Text>Professionals, salons and private suites at a glance.</Text>
      </Stack>
    ),
  },
  argTypes: {
    navigation: { control: false },
    navigationFooter: { control: false },
    topBarEnd: { control: false },
    children: { control: false },
  },
  beforeEach: () => {
    onLogout.mockClear();
    followLink.mockClear();
  },
} satisfies Meta<typeof AppShell>;

export default meta;
type Story = StoryObj<typeof meta>;

const sidebarLabels = sidebarItems.map((item) => item.label);

export const Default: Story = {
  play: async ({ canvas }) => {
    const nav = canvas.getByRole('navigation', { name: 'Main' });
    for (const name of sidebarLabels) {
      await expect(within(nav).getByRole('link', { name })).toBeVisible();
    }
    await expect(within(canvas.getByRole('banner')).getByText('Admin')).toBeVisible();
    await expect(canvas.getByRole('main')).toContainElement(canvas.getByRole('heading', { level: 1, name: 'Dashboard' }));
    await expect(within(nav).getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
    await expect(within(nav).getByRole('link', { name: 'Salons' })).toHaveAttribute('href', '#salons');

    // Logout is an action, not a page: a button at the bottom of the sidebar.
    await userEvent.click(within(nav).getByRole('button', { name: 'Logout' }));
    await expect(onLogout).toHaveBeenCalledTimes(1);
    // Wide screens have the sidebar; the menu button is for narrow ones only.
    await expect(canvas.queryByRole('button', { name: 'Open menu' })).toBeNull();
  },
};

export const Playground: Story = {
  args: { defaultCollapsed: false, busy: false },
};

export const Collapsed: Story = {
  args: { defaultCollapsed: true },
  play: async ({ canvas }) => {
    const nav = canvas.getByRole('navigation', { name: 'Main' });
    // 5rem: only the icons show, yet every link and the Logout button keep their names.
    await expect(nav.getBoundingClientRect().width).toBe(80);
    for (const name of sidebarLabels) {
      await expect(within(nav).getByRole('link', { name })).toBeInTheDocument();
    }
    await expect(within(nav).getByRole('link', { name: 'Professionals' })).toHaveAttribute('title', 'Professionals');
    await expect(within(nav).getByRole('button', { name: 'Logout' })).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Expand sidebar' })).toHaveAttribute('aria-expanded', 'false');
  },
};

export const ToggleCollapse: Story = {
  play: async ({ args, canvas }) => {
    const nav = canvas.getByRole('navigation', { name: 'Main' });
    await expect(nav.getBoundingClientRect().width).toBe(256);
    const toggle = canvas.getByRole('button', { name: 'Collapse sidebar' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(toggle).toHaveAttribute('aria-controls', nav.id);

    await userEvent.click(toggle);
    await expect(toggle).toHaveAccessibleName('Expand sidebar');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(args.onCollapsedChange).toHaveBeenLastCalledWith(true);
    // The width animates when motion is allowed, so wait for it to settle.
    await waitFor(() => expect(nav.getBoundingClientRect().width).toBe(80));

    // Keyboard: the toggle keeps focus while its name changes, and Enter and Space both work.
    await expect(toggle).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(toggle).toHaveAccessibleName('Collapse sidebar');
    await expect(args.onCollapsedChange).toHaveBeenLastCalledWith(false);
    await waitFor(() => expect(nav.getBoundingClientRect().width).toBe(256));
    await userEvent.keyboard(' ');
    await expect(toggle).toHaveAccessibleName('Expand sidebar');
    await expect(args.onCollapsedChange).toHaveBeenCalledTimes(3);
  },
};

/** The caller owns the state: pressing the toggle only asks for a change. */
export const Controlled: Story = {
  args: { collapsed: true },
  play: async ({ args, canvas }) => {
    const toggle = canvas.getByRole('button', { name: 'Expand sidebar' });
    await userEvent.click(toggle);
    await expect(args.onCollapsedChange).toHaveBeenCalledWith(false);
    await expect(toggle).toHaveAccessibleName('Expand sidebar');
    await expect(canvas.getByRole('navigation', { name: 'Main' }).getBoundingClientRect().width).toBe(80);
  },
};

/** The caller decides the active item, here the private suites (also for /private-suite/...). */
export const ActiveItem: Story = {
  args: { navigation: navigationFor('private-suites') },
  play: async ({ canvas }) => {
    const nav = canvas.getByRole('navigation', { name: 'Main' });
    await expect(within(nav).getByRole('link', { name: 'Private Suites' })).toHaveAttribute('aria-current', 'page');
    const current = within(nav)
      .getAllByRole('link')
      .filter((link) => link.hasAttribute('aria-current'));
    await expect(current).toHaveLength(1);
  },
};

export const NoActiveItem: Story = {
  args: { navigation: navigationFor(undefined) },
  play: async ({ canvas }) => {
    for (const link of within(canvas.getByRole('navigation', { name: 'Main' })).getAllByRole('link')) {
      await expect(link).not.toHaveAttribute('aria-current');
    }
  },
};

export const WithTopBarContent: Story = {
  args: {
    topBarEnd: (
      <Text as="span" size="small" tone="muted">
        admin@chairside.app
      </Text>
    ),
  },
  play: async ({ canvas }) => {
    const banner = canvas.getByRole('banner');
    await expect(within(banner).getByText('Admin')).toBeVisible();
    await expect(within(banner).getByText('admin@chairside.app')).toBeVisible();
  },
};

export const SkipLink: Story = {
  play: async ({ canvas }) => {
    const skip = canvas.getByRole('link', { name: 'Skip to content' });
    // First in the tab order, and drawn only once it has focus.
    await userEvent.tab();
    await expect(skip).toHaveFocus();
    await expect(skip.getBoundingClientRect().width).toBeGreaterThan(20);
    await userEvent.keyboard('{Enter}');
    const main = canvas.getByRole('main');
    await expect(main).toHaveFocus();
    await expect(skip).toHaveAttribute('href', `#${main.id}`);
    await expect(skip.getBoundingClientRect().width).toBeLessThanOrEqual(1);
  },
};

export const Busy: Story = {
  args: { busy: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('main')).toHaveAttribute('aria-busy', 'true');
    // A thin bar runs above the content while the page loads, named for screen readers.
    await expect(canvas.getByRole('progressbar', { name: 'Loading page' })).toBeVisible();
  },
};

/** Below the tablet breakpoint the sidebar gives way to a menu button and an overlay. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async ({ canvas }) => {
    const body = within(document.body);
    await expect(canvas.queryByRole('navigation', { name: 'Main' })).toBeNull();
    const open = canvas.getByRole('button', { name: 'Open menu' });
    await expect(open).toHaveAttribute('aria-expanded', 'false');

    // Escape closes it and focus goes back to the menu button.
    await userEvent.click(open);
    const dialog = await body.findByRole('dialog', { name: 'Menu' });
    await expect(open).toHaveAttribute('aria-expanded', 'true');
    const nav = within(dialog).getByRole('navigation', { name: 'Main' });
    for (const name of sidebarLabels) {
      await expect(within(nav).getByRole('link', { name })).toBeVisible();
    }
    await expect(within(nav).getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
    await expect(within(dialog).getByRole('button', { name: 'Close menu' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    await expect(open).toHaveFocus();

    // Opened from the keyboard; focus stays trapped inside, and the close button works.
    await userEvent.keyboard('{Enter}');
    const again = await body.findByRole('dialog', { name: 'Menu' });
    await userEvent.tab({ shift: true });
    await expect(again).toContainElement(document.activeElement as HTMLElement);
    await userEvent.click(within(again).getByRole('button', { name: 'Close menu' }));
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    await expect(open).toHaveFocus();

    // Choosing an item closes the menu.
    await userEvent.click(open);
    const third = await body.findByRole('dialog', { name: 'Menu' });
    await userEvent.click(within(third).getByRole('link', { name: 'Salons' }));
    await expect(followLink).toHaveBeenCalledTimes(1);
    await expect(followLink.mock.calls[0]![0].target).toHaveAttribute('href', '#salons');
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());

    // So does a click outside it; the page underneath is inert while it is open.
    await userEvent.click(open);
    await body.findByRole('dialog', { name: 'Menu' });
    await userEvent.click(document.body, { pointerEventsCheck: 0 });
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    await expect(open).toHaveFocus();
  },
};

/** The Logout action sits in the overlay too, and closes it. */
export const MobileLogout: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async ({ canvas }) => {
    const body = within(document.body);
    await userEvent.click(canvas.getByRole('button', { name: 'Open menu' }));
    const dialog = await body.findByRole('dialog', { name: 'Menu' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Logout' }));
    await expect(onLogout).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
  },
};

/** Without a router: NavItem renders the <a> itself from `href`, and an icon may be the caller's own SVG. */
export const PlainLinks: Story = {
  args: {
    navigation: [
      <AppShell.NavItem key="home" icon="home" href="#home" active onClick={followLink}>
        Home
      </AppShell.NavItem>,
      <AppShell.NavItem
        key="chat"
        icon={
          <svg viewBox="0 0 24 24" width="1em" height="1em" fill="currentColor">
            <circle cx="12" cy="12" r="6" />
          </svg>
        }
        href="#chat"
        onClick={followLink}
      >
        Chat
      </AppShell.NavItem>,
    ],
  },
  play: async ({ canvas }) => {
    const nav = canvas.getByRole('navigation', { name: 'Main' });
    await expect(within(nav).getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
    const chat = within(nav).getByRole('link', { name: 'Chat' });
    await expect(chat).toHaveAttribute('href', '#chat');
    await userEvent.click(chat);
    await expect(followLink).toHaveBeenCalledTimes(1);
  },
};
