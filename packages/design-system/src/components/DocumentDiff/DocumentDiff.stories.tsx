import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import { DocumentDiff } from './DocumentDiff';
import {
  longTerms,
  longTermsEdited,
  privacyRevision3,
  privacyYourChanges,
  termsRevision5,
  termsSections,
  termsYourChanges,
} from './DocumentDiff.storyData';
import { usageDocs } from '../private/stories/usage';

const meta = {
  title: 'Content/DocumentDiff',
  component: DocumentDiff,
  tags: ['autodocs'],
  args: {
    before: privacyRevision3,
    after: privacyYourChanges,
    beforeLabel: 'Revision 3, 12 March 2026',
    afterLabel: 'Your changes',
  },
  parameters: { docs: { description: { component: usageDocs({
        summary: 'Two versions of a rich-text document compared word by word: a summary of what changed, a legend, then the text with added words underlined and removed ones struck through.',
        use: ['Before saving over a newer revision of the privacy policy or the terms, to show what changed; usually inside `DocumentDialog`.', "With `beforeLabel` and `afterLabel` that say which is which ('Revision 3, 12 March 2026', 'Your changes'): the summary reads them out."],
        avoid: ['To show one version: use `SafeHtml`.', 'To check formatting: only the text is compared, not bold, italics, fonts or sizes (a changed link address or image alt text does count).'],
        accessibility: ["Changes are `ins` and `del` elements, marked by underline and strike-through as well as colour, with hidden 'added:' and 'end added' words around them for screen readers.", "The summary is a status, so a new comparison is announced. The document's headings are drawn as paragraphs, so they stay out of the page's outline.", "Long unchanged stretches fold to a 'Show N unchanged paragraphs' button; pressing it moves focus to the text it shows."],
        do: '`<DocumentDiff before={revision.content} after={draft} beforeLabel="Revision 3, 12 March 2026" afterLabel="Your changes" />`',
        dont: '`beforeLabel="Old" afterLabel="New"`: the summary should say which revision and whose changes.',
      }) } } },
} satisfies Meta<typeof DocumentDiff>;

export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = Parameters<NonNullable<Story['play']>>[0]['canvas'];

/** The marked words as a screen reader reads them, hidden start and end included. */
const insertions = (canvas: Canvas) => canvas.queryAllByRole('insertion').map((element) => element.textContent);
const deletions = (canvas: Canvas) => canvas.queryAllByRole('deletion').map((element) => element.textContent);

/** The summary, once the comparison has been made. */
const expectSummary = (canvas: Canvas, text: string | RegExp) => waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent(text));

/**
 * A policy edited since the revision it was opened from: words marked inside edited sentences, a
 * list item added whole, a paragraph removed whole, and a changed email address.
 */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expectSummary(canvas, 'Comparing Revision 3, 12 March 2026 with Your changes. 21 words added and 18 removed.');
    await expect(canvas.getByText(/words were added/)).toBeVisible();
    await expect(insertions(canvas)).toContain('added: 2 April end added');
    await expect(deletions(canvas)).toContain('removed: 12 March end removed');
    await expect(insertions(canvas)).toContain('added: Bookings you make and reviews you leave for salons and suites. end added');
    await expect(deletions(canvas)).toContain('removed: Card details go to our payment provider and never reach our servers. end removed');
    await expect(deletions(canvas)).toContain('removed: (link: mailto:support@example.com) end removed');
    await expect(insertions(canvas)).toContain('added: (link: mailto:privacy@chairside.app) end added');
    // The compared document's headings are drawn, not announced: the page's own outline stays whole.
    await expect(canvas.getByText('Information we collect')).toBeVisible();
    await expect(canvas.queryAllByRole('heading')).toEqual([]);
    // The changes are marked by more than colour.
    const added = canvas.getAllByRole('insertion')[0]!;
    const removed = canvas.getAllByRole('deletion')[0]!;
    await expect(getComputedStyle(added).textDecorationLine).toBe('underline');
    await expect(getComputedStyle(removed).textDecorationLine).toBe('line-through');
    // Nothing is folded: no stretch of unchanged blocks is long enough.
    await expect(canvas.queryByRole('button')).not.toBeInTheDocument();
  },
};

export const Playground: Story = {};

/** Two revisions with the same text: the summary says so, and the unchanged text folds to one button. */
export const Identical: Story = {
  args: { after: privacyRevision3, afterLabel: 'Revision 4, 20 March 2026' },
  play: async ({ canvas }) => {
    await expectSummary(canvas, 'Comparing Revision 3, 12 March 2026 with Revision 4, 20 March 2026. No differences: both have the same text.');
    await expect(insertions(canvas)).toEqual([]);
    await expect(deletions(canvas)).toEqual([]);
    await expect(canvas.getByRole('button', { name: 'Show 13 unchanged paragraphs' })).toBeVisible();
  },
};

/**
 * The terms with an item added in the middle of a numbered list (the others keep their numbers), a
 * nested item edited, and a link that kept its words but goes somewhere else.
 */
export const ListsAndLinks: Story = {
  args: { before: termsRevision5, after: termsYourChanges, beforeLabel: 'Revision 5, 1 February 2026' },
  play: async ({ canvas }) => {
    await expectSummary(canvas, 'Comparing Revision 5, 1 February 2026 with Your changes. 11 words added and 2 removed.');
    await expect(insertions(canvas)).toEqual([
      'added: One person or business per account. end added',
      'added: photos and opening hours. end added',
      'added: (link: https://chairside.app/pricing) end added',
    ]);
    await expect(deletions(canvas)).toEqual(['removed: photos. end removed', 'removed: (link: https://chairside.app/help/plans) end removed']);
    await expect(canvas.getAllByRole('listitem').length).toBeGreaterThanOrEqual(4);
  },
};

/** A clause moved to the end: one block removed where it was and added where it went, the rest unchanged. */
export const Reordered: Story = {
  args: {
    before: termsSections.join(''),
    after: [termsSections[0], termsSections[2], termsSections[3], termsSections[1]].join(''),
    beforeLabel: 'Revision 6',
  },
  play: async ({ canvas }) => {
    await expectSummary(canvas, 'Comparing Revision 6 with Your changes. 7 words added and 7 removed.');
    const moved = 'Deposits are held until the appointment starts.';
    await expect(deletions(canvas)).toEqual([`removed: ${moved} end removed`]);
    await expect(insertions(canvas)).toEqual([`added: ${moved} end added`]);
  },
};

/**
 * The whole terms with two edits far apart: the unchanged stretches fold to buttons. Shown from the
 * keyboard, the folded text takes the button's place and focus, and the other folds stay.
 */
export const LongDocument: Story = {
  args: { before: longTerms, after: longTermsEdited, beforeLabel: 'Revision 7' },
  play: async ({ canvas }) => {
    await expectSummary(canvas, 'Comparing Revision 7 with Your changes. 14 words added and 4 removed.');
    const folds = () => canvas.getAllByRole('button', { name: /^Show \d+ unchanged paragraphs$/ });
    await expect(folds().map((button) => button.textContent)).toEqual([
      'Show 9 unchanged paragraphs',
      'Show 36 unchanged paragraphs',
      'Show 6 unchanged paragraphs',
    ]);
    await expect(canvas.queryByText(/^3\.4 When a client or a salon cancels a booking/)).not.toBeInTheDocument();

    await userEvent.tab();
    await expect(folds()[0]).toHaveFocus();
    await userEvent.tab();
    const middle = canvas.getByRole('button', { name: 'Show 36 unchanged paragraphs' });
    await expect(middle).toHaveFocus();
    await userEvent.keyboard('{Enter}');

    const revealed = await canvas.findByText(/^3\.4 When a client or a salon cancels a booking/);
    await expect(revealed).toBeVisible();
    await expect(middle).not.toBeInTheDocument();
    await waitFor(() => expect(document.activeElement).toContainElement(revealed));
    await expect(folds()).toHaveLength(2);
    // Tab goes on from the text shown to the fold after it.
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Show 6 unchanged paragraphs' })).toHaveFocus();
  },
};

/** A first version compared with nothing: every word added, each block marked whole. */
export const OnlyAdded: Story = {
  args: { before: '', beforeLabel: 'the empty document', after: privacyRevision3, afterLabel: 'Revision 1' },
  play: async ({ canvas }) => {
    await expectSummary(canvas, 'Comparing the empty document with Revision 1. 131 words added.');
    await expect(insertions(canvas)).toHaveLength(13);
    await expect(deletions(canvas)).toEqual([]);
    // Each whole block has its + in the margin, before its text: the last one is the quote's.
    const mark = canvas.getAllByText('+').at(-1)!.getBoundingClientRect();
    const quote = canvas.getAllByRole('insertion').at(-1)!.getBoundingClientRect();
    await expect(mark.right).toBeLessThanOrEqual(quote.left);
    await expect(Math.abs(mark.top - quote.top)).toBeLessThan(quote.height);
  },
};

/** A document emptied: every word removed. */
export const OnlyRemoved: Story = {
  args: { before: termsRevision5, beforeLabel: 'Revision 5, 1 February 2026', after: '<p></p>' },
  play: async ({ canvas }) => {
    await expectSummary(canvas, 'Comparing Revision 5, 1 February 2026 with Your changes. 57 words removed.');
    await expect(insertions(canvas)).toEqual([]);
    await expect(deletions(canvas)[0]).toBe('removed: Terms and Conditions end removed');
  },
};
