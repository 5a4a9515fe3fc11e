// The addon's module augmentation types `context.msw`, which screenSetup's beforeEach reads.
/// <reference types="msw-storybook-addon/types" />
import { accountHistoryResponseSchema, type EndpointName, type Role } from '@chairside/api-contract';
import type { StoryObj } from '@storybook/react-vite';
import { HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { formatDateTime } from '../../data/moderationTexts';
import { failing, handle } from '../../mocks/handlers';
import { sampleHistory, sampleSuspendedUntil } from '../../moderation/sampleHistory';
import { demoFileHandlers } from '../../profile/demoFiles';
import { screenSetup } from '../../stories/screen';
import { screenMeta, screenReady } from '../../stories/screenMeta';
import { failureStory, loadingStory } from '../../stories/screenStories';

/** A way the story closes the enlarged picture: its x, the Escape key, or a click on the backdrop beside it. */
type CloseWay = 'x' | 'Escape' | 'backdrop';

/** What one kind's detail stories show, written out in its story file with the spec's words for that kind. */
export interface AccountDetailTexts {
  /** The sample account's page. */
  path: string;
  /** The endpoint that answers a profile; a suite's answer wraps it as `{ profile }`. */
  profile: EndpointName;
  wrapped: boolean;
  /** The samples: one with every part filled in, and one whose owner filled nothing in. */
  full: object;
  bare: object;
  loading: string;
  back: string;
  /** The alert a failed call shows. */
  failure: string;
  /** Whether the header offers 'Download CV'. */
  cv: boolean;
  /** The full sample's name and the place its header shows, and a text each of some of its sections, by title. */
  name: string;
  place: string;
  shows: Record<string, string>;
  /** The pictures' section: how many thumbnails, the one the story opens, the picture that shows and the ways it closes. */
  pictures: { title: string; count: number; open: string; src: string; closeWith: readonly CloseWay[] };
  /** Each section's fallback for the bare sample, and how often it stands there (once unless said). */
  fallbacks: Record<string, string | [text: string, times: number]>;
  /** Other texts the bare sample's page shows (its header's place, where that is not 'N/A'). */
  bareShows: readonly string[];
  /** The sample's id and role, as its history names it. */
  id: number;
  role: Role;
  /** The delete question, the toast once deleted, and the heading of the list the page goes back to. */
  deleteQuestion: string;
  deleted: string;
  listTitle: string;
}

type Story = StoryObj;
type Canvas = ReturnType<typeof within>;

/** A handler that answers the kind's profile call with `profile`, in the shape that endpoint gives. */
const profileAnswer = (texts: AccountDetailTexts, profile: object) =>
  handle(texts.profile, () => HttpResponse.json(texts.wrapped ? { profile } : profile));

/** Everything of a detail story file's `meta` but its title: the sample's page, answered with the full sample. */
export const accountDetailMeta = (texts: AccountDetailTexts) =>
  screenMeta(texts.path, [...demoFileHandlers, profileAnswer(texts, texts.full)]);

/** The History section, once the profile has loaded. */
const historySection = async (canvas: Canvas) => canvas.findByRole('region', { name: 'History' }, screenReady);

/** Checks one history entry: its title (what), and the texts it shows (when, who, reason, note, notice). */
async function expectEntry(entry: HTMLElement, title: string, texts: readonly string[]) {
  await expect(within(entry).getByRole('heading', { level: 3, name: title })).toBeVisible();
  for (const text of texts) await expect(within(entry).getByText(text)).toBeVisible();
}

/** Waits until the picture overlay (a portal in document.body) has gone. */
const closed = () => waitFor(() => expect(within(document.body).queryByRole('dialog')).not.toBeInTheDocument());

/** Opens the picture, checks it shows full size, and closes it each way the kind's story names; focus goes back each time. */
async function openAndClosePicture(canvas: Canvas, { title, count, open, src, closeWith }: AccountDetailTexts['pictures']) {
  const pictures = canvas.getByRole('region', { name: title });
  await expect(within(pictures).getAllByRole('button')).toHaveLength(count);
  const thumbnail = within(pictures).getByRole('button', { name: open });
  for (const way of closeWith) {
    await userEvent.click(thumbnail);
    const overlay = await within(document.body).findByRole('dialog', { name: title });
    await expect(await within(overlay).findByRole('img')).toHaveAttribute('src', src);
    if (way === 'x') await userEvent.click(within(overlay).getByRole('button', { name: 'Close' }));
    else if (way === 'Escape') await userEvent.keyboard('{Escape}');
    else {
      // The window's top-left corner lies outside the picture's panel, on the backdrop.
      const corner = document.elementFromPoint(1, 1) as HTMLElement;
      await expect(overlay).not.toContainElement(corner);
      await userEvent.pointer({ keys: '[MouseLeft]', target: corner, coords: { clientX: 1, clientY: 1 } });
    }
    await closed();
    await expect(thumbnail).toHaveFocus();
  }
}

/**
 * The stories every account detail page has (Loading, Error, Full, Fallbacks), for one kind: each detail
 * page's story file exports them under these names, so their ids stay `screens-<kind>detail--loading` and so on.
 */
export const accountDetailStories = (
  texts: AccountDetailTexts,
): Record<'Loading' | 'Error' | 'Full' | 'Fallbacks' | 'History' | 'HistoryEmpty' | 'HistoryError' | 'Delete', Story> => ({
  Loading: loadingStory(texts.profile, texts.loading, {
    more: async (canvas) => {
      await expect(canvas.getByRole('link', { name: texts.back })).toBeVisible();
    },
  }),
  Error: failureStory(texts.profile, texts.failure, {
    more: async (canvas) => {
      await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible();
    },
  }),
  Full: {
    play: async ({ canvas }) => {
      await expect(await canvas.findByRole('heading', { level: 1, name: texts.name }, screenReady)).toBeVisible();
      await expect(canvas.getByText(texts.place)).toBeVisible();
      const download = canvas.queryByRole('button', { name: 'Download CV' });
      if (texts.cv) await expect(download).toBeVisible();
      else await expect(download).not.toBeInTheDocument();
      for (const [title, text] of Object.entries(texts.shows)) {
        await expect(within(canvas.getByRole('region', { name: title })).getByText(text)).toBeVisible();
      }
      await openAndClosePicture(canvas, texts.pictures);
    },
  },
  Fallbacks: {
    beforeEach: screenSetup([profileAnswer(texts, texts.bare)]),
    play: async ({ canvas }) => {
      await expect(await canvas.findByRole('heading', { level: 1, name: 'N/A' }, screenReady)).toBeVisible();
      for (const [title, fallback] of Object.entries(texts.fallbacks)) {
        const [text, times] = typeof fallback === 'string' ? [fallback, 1] : fallback;
        const found = within(canvas.getByRole('region', { name: title })).getAllByText(text);
        await expect(found).toHaveLength(times);
        for (const element of found) await expect(element).toBeVisible();
      }
      for (const text of texts.bareShows) await expect(canvas.getByText(text)).toBeVisible();
      if (texts.cv) {
        await userEvent.click(canvas.getByRole('button', { name: 'Download CV' }));
        await expect(await canvas.findByRole('alert')).toHaveTextContent('CV not available');
      }
    },
  },
  History: {
    beforeEach: ({ msw }) => {
      const history = accountHistoryResponseSchema.parse(sampleHistory(texts.id, texts.name, texts.role));
      msw.use(handle('getAccountHistory', () => HttpResponse.json(history)));
    },
    play: async ({ canvas }) => {
      const history = await historySection(canvas);
      const until = `Suspended until ${formatDateTime(Date.parse(sampleSuspendedUntil))}`;
      // The current suspension first, then every action newest first.
      const entries = await within(history).findAllByRole('article');
      // Once for the suspension as it stands, once on the action that began it.
      await expect(within(history).getAllByText(until)).toHaveLength(2);
      await expect(entries).toHaveLength(4);
      await expectEntry(entries[0]!, 'Suspended', [
        formatDateTime(Date.parse('2026-03-14T09:30:00.000Z')),
        until,
        'Avery Morgan',
        'Spam or scam',
        'Third report this week; see the support request.',
        'Failed: 550 Mailbox unavailable',
      ]);
      await expectEntry(entries[1]!, 'Unsuspended automatically', ['Chairside']);
      await expectEntry(entries[2]!, 'Suspended', [`Suspended until ${formatDateTime(Date.parse('2026-03-10T12:00:00.000Z'))}`, 'Harassment or abuse', 'Sent']);
      await expectEntry(entries[3]!, 'Unsuspended', ['Not given']);
    },
  },
  HistoryEmpty: {
    beforeEach: ({ msw }) => {
      msw.use(handle('getAccountHistory', () => HttpResponse.json({ suspension: { suspended: false, until: null }, entries: [] })));
    },
    play: async ({ canvas }) => {
      const history = await historySection(canvas);
      await expect(await within(history).findByText('No moderation history yet.')).toBeVisible();
      await expect(within(history).queryByText(/^Suspended until/)).not.toBeInTheDocument();
    },
  },
  HistoryError: {
    beforeEach: ({ msw }) => {
      msw.use(failing('getAccountHistory', 500, 'Database unavailable.'));
    },
    play: async ({ canvas }) => {
      const history = await historySection(canvas);
      await expect(await within(history).findByRole('alert')).toHaveTextContent("Failed to load the account's history.");
      await expect(within(history).getByRole('button', { name: 'Try again' })).toBeVisible();
      // The profile above stands.
      await expect(canvas.getByRole('heading', { level: 1, name: texts.name })).toBeVisible();
    },
  },
  Delete: {
    play: async ({ canvas }) => {
      await canvas.findByRole('heading', { level: 1, name: texts.name }, screenReady);
      // Delete shows once the staff role is known (issue 17), which may come after the profile.
      await userEvent.click(await canvas.findByRole('button', { name: 'Delete' }));
      const dialog = within(await within(document.body).findByRole('alertdialog', { name: texts.deleteQuestion }));
      await userEvent.selectOptions(dialog.getByRole('combobox', { name: 'Reason' }), 'Requested by the account holder');
      // The account's name, typed, confirms it.
      await userEvent.type(dialog.getByRole('textbox', { name: `Type ${texts.name} to confirm` }), texts.name);
      await userEvent.click(dialog.getByRole('button', { name: 'Delete' }));
      // Back on the kind's list, which no longer holds the account, with a toast.
      await expect(await canvas.findByRole('heading', { level: 1, name: texts.listTitle }, screenReady)).toBeVisible();
      await expect(await within(document.body).findByText(texts.deleted)).toBeInTheDocument();
      await canvas.findByRole('table', { name: texts.listTitle }, screenReady);
      await expect(canvas.queryByRole('link', { name: texts.name })).not.toBeInTheDocument();
    },
  },
});
