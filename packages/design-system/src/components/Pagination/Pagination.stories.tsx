import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Stack } from '../Stack';
import { Text } from '../Text';
import { Pagination, type PaginationProps } from './Pagination';
import { usageDocs } from '../private/stories/usage';

const meta = {
  title: 'Navigation/Pagination',
  component: Pagination,
  args: { page: 1, totalPages: 3, onPageChange: fn(), label: 'Private suites pages' },
  argTypes: {
    page: { control: { type: 'number', min: 1 } },
    totalPages: { control: { type: 'number', min: 1 } },
    siblings: { control: { type: 'number', min: 0, max: 3 } },
  },
  parameters: { docs: { description: { component: usageDocs({
        summary: 'Page buttons for a list split into pages: Previous, the pages around the current one, Next.',
        use: ['Under a list or table with more than one page; `DataTable` shows one itself when it pages.', 'With a `label` that says which list it pages (\'Private suites pages\'), when a page has more than one.'],
        avoid: ['For steps of a form or a wizard: those are not pages of one list.', 'For an endless feed: load more as the reader reaches the end.'],
        accessibility: ['A `nav` named by `label`; the current page is marked `aria-current="page"`, and a polite live region says \'Page N of M\' when it changes.', 'When Previous or Next disables itself (first or last page), focus moves to the new current page instead of being lost.'],
        do: '`<Pagination label="Salons pages" page={page} totalPages={pages} onPageChange={setPage} />`',
        dont: 'Two unnamed paginations on one page: a screen reader lists two identical \'Pagination\' landmarks.',
      }) } } },
} satisfies Meta<typeof Pagination>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Keeps the page in state, as a screen would, so the stories can be clicked through. */
function Stateful(args: PaginationProps) {
  const [page, setPage] = useState(args.page);
  return (
    <Stack space="medium">
      <Pagination
        {...args}
        page={page}
        onPageChange={(next) => {
          setPage(next);
          args.onPageChange(next);
        }}
      />
      <Text>{`Showing suites page ${page}`}</Text>
    </Stack>
  );
}

const pageNumbers = (buttons: HTMLElement[]) => buttons.map((button) => button.textContent);

export const Default: Story = {
  render: (args) => <Stateful {...args} />,
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('navigation', { name: 'Private suites pages' })).toBeVisible();
    const previous = canvas.getByRole('button', { name: 'Previous' });
    await expect(previous).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByText('Page 1 of 3')).toBeInTheDocument();

    await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
    await expect(args.onPageChange).toHaveBeenLastCalledWith(2);
    await expect(canvas.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByRole('button', { name: 'Page 1' })).not.toHaveAttribute('aria-current');
    await expect(previous).toBeEnabled();
    // The new page is announced through a polite live region.
    await expect(canvas.getByText('Page 2 of 3')).toHaveAttribute('aria-live', 'polite');

    await userEvent.click(canvas.getByRole('button', { name: 'Page 3' }));
    await expect(canvas.getByRole('button', { name: 'Next' })).toBeDisabled();
    await expect(canvas.getByText('Showing suites page 3')).toBeVisible();
    // Pressing the current page asks for nothing.
    await userEvent.click(canvas.getByRole('button', { name: 'Page 3' }));
    await expect(args.onPageChange).toHaveBeenCalledTimes(2);
  },
};

export const Playground: Story = {
  args: { page: 5, totalPages: 12, siblings: 1 },
};

export const ManyPages: Story = {
  args: { page: 10, totalPages: 40 },
  render: (args) => <Stateful {...args} />,
  play: async ({ canvas }) => {
    // First, last, the current page and one sibling each side; the rest behind ellipses.
    await expect(pageNumbers(canvas.getAllByRole('button', { name: /^Page / }))).toEqual(['1', '9', '10', '11', '40']);
    await expect(canvas.getAllByText('…')).toHaveLength(2);
    await userEvent.click(canvas.getByRole('button', { name: 'Page 11' }));
    await expect(pageNumbers(canvas.getAllByRole('button', { name: /^Page / }))).toEqual(['1', '10', '11', '12', '40']);
    await userEvent.click(canvas.getByRole('button', { name: 'Page 40' }));
    await expect(pageNumbers(canvas.getAllByRole('button', { name: /^Page / }))).toEqual(['1', '36', '37', '38', '39', '40']);
    await expect(canvas.getAllByText('…')).toHaveLength(1);
    await expect(canvas.getByRole('button', { name: 'Page 40' })).toHaveAttribute('aria-current', 'page');
  },
};

export const FirstPage: Story = {
  args: { page: 1, totalPages: 12 },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Previous' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Next' })).toBeEnabled();
    await expect(canvas.getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
    await expect(pageNumbers(canvas.getAllByRole('button', { name: /^Page / }))).toEqual(['1', '2', '3', '4', '5', '12']);
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
    await expect(args.onPageChange).toHaveBeenCalledWith(2);
  },
};

export const LastPage: Story = {
  args: { page: 12, totalPages: 12 },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Next' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Previous' })).toBeEnabled();
    await expect(canvas.getByRole('button', { name: 'Page 12' })).toHaveAttribute('aria-current', 'page');
    await userEvent.click(canvas.getByRole('button', { name: 'Previous' }));
    await expect(args.onPageChange).toHaveBeenCalledWith(11);
  },
};

/** One page: the control stays (so nothing shifts), with both arrows disabled and page 1 current. */
export const SinglePage: Story = {
  args: { page: 1, totalPages: 1 },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Previous' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Next' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByText('Page 1 of 1')).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Page 1' }));
    await expect(args.onPageChange).not.toHaveBeenCalled();
  },
};

export const Keyboard: Story = {
  args: { page: 2, totalPages: 5 },
  render: (args) => <Stateful {...args} />,
  play: async ({ args, canvas }) => {
    canvas.getByRole('button', { name: 'Previous' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onPageChange).toHaveBeenLastCalledWith(1);
    // Previous is now disabled; rather than drop to the page, focus moves to the new current page.
    await expect(canvas.getByRole('button', { name: 'Page 1' })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Page 2' })).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(canvas.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    // Tab on to Next and press it through to the last page.
    for (let step = 0; step < 4; step += 1) await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Next' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('button', { name: 'Page 5' })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByRole('button', { name: 'Page 5' })).toHaveFocus();
  },
};

export const CustomLabels: Story = {
  args: {
    page: 1,
    totalPages: 4,
    label: 'Salons pages',
    previousLabel: 'Back',
    nextLabel: 'Forward',
    pageLabel: (page: number) => `Go to page ${page}`,
    statusText: (page: number, totalPages: number) => `Salons page ${page} of ${totalPages}`,
  },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('navigation', { name: 'Salons pages' })).toBeVisible();
    await expect(canvas.getByText('Salons page 1 of 4')).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Go to page 4' }));
    await expect(args.onPageChange).toHaveBeenCalledWith(4);
    await expect(canvas.getByRole('button', { name: 'Back' })).toBeDisabled();
  },
};
