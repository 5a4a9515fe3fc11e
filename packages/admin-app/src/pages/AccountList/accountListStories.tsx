// The addon's module augmentation types `context.msw`, which screenSetup's beforeEach reads.
/// <reference types="msw-storybook-addon/types" />
import type { EndpointName } from '@chairside/api-contract';
import type { StoryObj } from '@storybook/react-vite';
import { HttpResponse, type DefaultBodyType } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { failing, handle, hanging } from '../../mocks/handlers';
import { screenSetup } from '../../stories/screen';
import { screenReady } from '../../stories/screenMeta';

/** What one kind's list shows, written out in its story file with the spec's words for that kind. */
export interface AccountListTexts {
  /** The endpoint that lists the kind. */
  list: EndpointName;
  /** An empty answer in the shape that endpoint gives. */
  emptyAnswer: DefaultBodyType;
  skeletonRows: number;
  loading: string;
  empty: string;
  nameColumn: string;
  /** The server's message in the failure story, and the alert the page shows for it. */
  failure: { message: string; alert: string };
  /** The page's heading, which also names its table. */
  title: string;
  /** The confirmation questions of suspend and unsuspend. */
  questions: { suspend: string; unsuspend: string };
}

type Story = StoryObj;

/**
 * The stories every account list has (Loading, Empty, Error, Full), for one kind: each list's story
 * file exports them under these names, so their ids stay `screens-<kind>list--loading` and so on.
 */
export const accountListStories = (texts: AccountListTexts): Record<'Loading' | 'Empty' | 'Error' | 'Full', Story> => ({
  Loading: {
    beforeEach: screenSetup([hanging(texts.list)]),
    play: async ({ canvas }) => {
      const status = await canvas.findByRole('status', { name: texts.loading }, screenReady);
      await expect(status).toBeVisible();
      await expect(within(status).getAllByRole('row', { hidden: true })).toHaveLength(texts.skeletonRows + 1);
    },
  },
  Empty: {
    beforeEach: screenSetup([handle(texts.list, () => HttpResponse.json(texts.emptyAnswer))]),
    play: async ({ canvas }) => {
      await expect(await canvas.findByText(texts.empty, {}, screenReady)).toBeVisible();
      await expect(canvas.getByRole('columnheader', { name: texts.nameColumn })).toBeVisible();
    },
  },
  Error: {
    beforeEach: screenSetup([failing(texts.list, 500, texts.failure.message)]),
    play: async ({ canvas }) => {
      await expect(await canvas.findByRole('alert', {}, screenReady)).toHaveTextContent(texts.failure.alert);
    },
  },
  Full: {
    play: async ({ canvas }) => {
      const table = await canvas.findByRole('table', { name: texts.title }, screenReady);
      await expect(canvas.getByRole('heading', { level: 1, name: texts.title })).toBeVisible();
      await expect(within(table).getByRole('columnheader', { name: 'Joining Date' })).toHaveAttribute('aria-sort', 'descending');
      await expect(within(table).getAllByRole('row').length).toBeGreaterThan(2);

      const suspend = within(table).getAllByRole('button', { name: /^(Suspend|Unsuspend) / })[0]!;
      const verb = suspend.textContent === 'Suspend' ? 'suspend' : 'unsuspend';
      await userEvent.click(suspend);
      const dialog = await within(document.body).findByRole('alertdialog');
      await expect(dialog).toHaveTextContent(texts.questions[verb]);
      await userEvent.keyboard('{Escape}');
      await waitFor(() => expect(within(document.body).queryByRole('alertdialog')).not.toBeInTheDocument());
      await expect(suspend).toHaveFocus();

      // Sorting by name puts the state in the URL-backed table; the header announces it.
      await userEvent.click(within(table).getByRole('button', { name: texts.nameColumn }));
      await expect(within(table).getByRole('columnheader', { name: texts.nameColumn })).toHaveAttribute('aria-sort', 'ascending');
    },
  },
});
