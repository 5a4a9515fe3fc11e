import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { headingLevels } from '../Heading';
import { radios } from '../private/stories/controls';
import { expectClosedWithFocusOn, findOpenDialog } from '../private/stories/dialogs';
import { PasskeyList, type PasskeyListItem, type PasskeyListProps } from './PasskeyList';
import { usageDocs } from '../private/stories/usage';

// What the app passes: the dates already written out in the staff member's words and time zone.
const passkeys: readonly PasskeyListItem[] = [
  { id: 1, name: 'Work laptop', created: '3 March 2026', lastUsed: 'today at 09:12' },
  { id: 2, name: 'Phone', created: '12 January 2026', lastUsed: null },
  { id: 'key-5c', name: 'Security key on the blue lanyard', created: '2 December 2025', lastUsed: '28 February 2026' },
];

const empty = 'No passkeys yet. A passkey lets you sign in with your fingerprint, face or device PIN instead of a password.';
const removeText = 'You will no longer be able to sign in with this passkey.';

/** The list as a page keeps it: an added passkey joins the list, a removed one leaves it, once the call has answered. */
function Harness(args: PasskeyListProps) {
  const [items, setItems] = useState(args.passkeys);
  return (
    <PasskeyList
      {...args}
      passkeys={items}
      onAdd={async (name) => {
        await args.onAdd(name);
        setItems((current) => [...current, { id: `new-${current.length}`, name, created: 'today', lastUsed: null }]);
      }}
      onRemove={async (id) => {
        await args.onRemove(id);
        setItems((current) => current.filter((passkey) => passkey.id !== id));
      }}
    />
  );
}

const meta = {
  title: 'Security/PasskeyList',
  component: PasskeyList,
  args: {
    passkeys,
    onAdd: fn(),
    onRemove: fn(),
    adding: false,
    removingId: null,
    error: '',
    supported: true,
    loading: false,
    heading: 'Passkeys',
    headingLevel: 2,
  },
  argTypes: {
    ...radios({ headingLevel: headingLevels }),
    passkeys: { control: 'object' },
  },
  render: (args) => <Harness {...args} />,
  parameters: { docs: { description: { component: usageDocs({
        summary: "A staff member's passkeys on their security settings: each with when it was added and last used, a Remove button that asks first, and a form that names and adds a new one.",
        use: ["On the staff member's own security page, with the dates already written out (`created`, `lastUsed`) in their words and time zone.", "`onAdd` gets the trimmed name and runs the browser's passkey creation; set `adding` while the device is asked and `error` if it failed.", "`supported={false}` where the browser cannot create passkeys: a sentence takes the form's place, and existing passkeys can still be removed."],
        avoid: ['For signed-in devices and browsers: use `SessionList`.', 'For an authenticator app or recovery codes: use `TotpEnrolment` or `RecoveryCodes`.'],
        accessibility: ["A section named by its heading, with the passkeys as a named list; each Remove button's name says which passkey ('Remove passkey Work laptop').", 'Remove asks in an alert dialog with focus on Cancel; once the passkey has gone, focus moves to the heading rather than being lost.', 'An empty or too long name is refused with a message on the field, announced once, and focus goes to the field.'],
        do: '`<PasskeyList passkeys={passkeys} onAdd={createPasskey} onRemove={removePasskey} adding={creating} removingId={removingId} error={error} />`',
        dont: 'Taking a passkey out of `passkeys` before the request of `onRemove` answers: if it fails, the list no longer shows a passkey the account still has.',
      }) } } },
} satisfies Meta<typeof PasskeyList>;

export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = Parameters<NonNullable<Story['play']>>[0]['canvas'];

/** The list, its items, the add form's field and button, by role and name. */
function partsOf(canvas: Canvas) {
  return {
    heading: () => canvas.getByRole('heading', { level: 2, name: 'Passkeys' }),
    list: () => canvas.getByRole('list', { name: 'Passkeys' }),
    items: () => within(canvas.getByRole('list', { name: 'Passkeys' })).getAllByRole('listitem'),
    remove: (name: string) => canvas.getByRole('button', { name: `Remove passkey ${name}` }),
    name: () => canvas.getByRole('textbox', { name: 'Passkey name' }),
    add: () => canvas.getByRole('button', { name: 'Add a passkey' }),
  };
}

/**
 * Each passkey with when it was added and last used; Remove asks first (focus on Cancel, as for any
 * removal), and once confirmed the passkey goes and focus lands on the heading rather than the page.
 */
export const Default: Story = {
  play: async ({ args, canvas }) => {
    const parts = partsOf(canvas);
    await expect(canvas.getByRole('region', { name: 'Passkeys' })).toBeVisible();
    await expect(parts.items()).toHaveLength(3);
    const [laptop, phone] = parts.items();
    await expect(within(laptop!).getByText('Work laptop')).toBeVisible();
    await expect(within(laptop!).getByText('Added 3 March 2026')).toBeVisible();
    await expect(within(laptop!).getByText('Last used today at 09:12')).toBeVisible();
    await expect(within(phone!).getByText('Never used')).toBeVisible();
    // The visible word is Remove; the name says which passkey.
    await expect(parts.remove('Phone')).toHaveTextContent('Remove');

    await userEvent.click(parts.remove('Work laptop'));
    const dialog = await findOpenDialog('Remove Work laptop?', 'alertdialog');
    await expect(dialog).toHaveAccessibleDescription(removeText);
    const inDialog = within(dialog);
    await waitFor(() => expect(inDialog.getByRole('button', { name: 'Cancel' })).toHaveFocus());
    await userEvent.tab();
    await expect(inDialog.getByRole('button', { name: 'Remove passkey' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');

    await expect(args.onRemove).toHaveBeenCalledTimes(1);
    await expect(args.onRemove).toHaveBeenCalledWith(1);
    await waitFor(() => expect(parts.items()).toHaveLength(2));
    await expect(canvas.queryByText('Work laptop')).not.toBeInTheDocument();
    await waitFor(() => expect(parts.heading()).toHaveFocus());
    await expect(args.onAdd).not.toHaveBeenCalled();
  },
};

export const Playground: Story = {
  render: (args) => <PasskeyList {...args} />,
};

/** A name typed and Enter pressed: the trimmed name is handed over, the passkey joins the list and the field empties. */
export const AddPasskey: Story = {
  play: async ({ args, canvas }) => {
    const parts = partsOf(canvas);
    await expect(parts.name()).toHaveAttribute('placeholder', 'Work laptop');
    await userEvent.type(parts.name(), '  Desk key {Enter}');
    await expect(args.onAdd).toHaveBeenCalledTimes(1);
    await expect(args.onAdd).toHaveBeenCalledWith('Desk key');
    await waitFor(() => expect(parts.items()).toHaveLength(4));
    await expect(within(parts.items()[3]!).getByText('Desk key')).toBeVisible();
    await waitFor(() => expect(parts.name()).toHaveValue(''));
    await expect(parts.name()).toHaveFocus();
  },
};

/** An empty name is refused with a message and focus on the field; typing takes the message away; 60 characters at most. */
export const InvalidName: Story = {
  play: async ({ args, canvas }) => {
    const parts = partsOf(canvas);
    await userEvent.click(parts.add());
    await expect(args.onAdd).not.toHaveBeenCalled();
    await waitFor(() => expect(parts.name()).toHaveFocus());
    await expect(parts.name()).toHaveAttribute('aria-invalid', 'true');
    await expect(parts.name()).toHaveAccessibleDescription('Give the passkey a name.');
    await expect(canvas.getByRole('alert')).toHaveTextContent('Give the passkey a name.');

    // Spaces alone are no name either, and Enter is refused as the button was.
    await userEvent.keyboard('   {Enter}');
    await expect(args.onAdd).not.toHaveBeenCalled();
    await expect(parts.name()).toHaveAccessibleDescription('Give the passkey a name.');

    await userEvent.clear(parts.name());
    await userEvent.type(parts.name(), 'k'.repeat(70));
    await expect(parts.name()).not.toHaveAttribute('aria-invalid');
    await expect(parts.name()).toHaveValue('k'.repeat(60));
    await userEvent.click(parts.add());
    await expect(args.onAdd).toHaveBeenCalledTimes(1);
    await expect(args.onAdd).toHaveBeenCalledWith('k'.repeat(60));
  },
};

/** Removal declined with the keyboard alone: Escape closes the question, focus goes back and nothing is removed. */
export const CancelRemove: Story = {
  play: async ({ args, canvas }) => {
    const parts = partsOf(canvas);
    // The first stop on the page is the first Remove button; the next is the second.
    await userEvent.tab();
    await expect(parts.remove('Work laptop')).toHaveFocus();
    await userEvent.tab();
    const opener = parts.remove('Phone');
    await expect(opener).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await findOpenDialog('Remove Phone?', 'alertdialog');
    await userEvent.keyboard('{Escape}');
    await expectClosedWithFocusOn(opener, 'alertdialog');
    await expect(args.onRemove).not.toHaveBeenCalled();
    await expect(parts.items()).toHaveLength(3);
  },
};

/** No passkeys: a sentence says what one is, and the form adds the first. */
export const Empty: Story = {
  args: { passkeys: [] },
  play: async ({ args, canvas }) => {
    const parts = partsOf(canvas);
    await expect(canvas.getByText(empty)).toBeVisible();
    await expect(canvas.queryByRole('list')).not.toBeInTheDocument();
    await userEvent.type(parts.name(), 'Phone');
    await userEvent.click(parts.add());
    await expect(args.onAdd).toHaveBeenCalledTimes(1);
    await expect(args.onAdd).toHaveBeenCalledWith('Phone');
    await waitFor(() => expect(parts.items()).toHaveLength(1));
    await expect(canvas.queryByText(empty)).not.toBeInTheDocument();
  },
};

/** Loading: a busy status named for what loads stands in for the list; the placeholders are hidden. */
export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvas }) => {
    const status = canvas.getByRole('status', { name: 'Loading passkeys' });
    await expect(status).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.queryByRole('list')).not.toBeInTheDocument();
    await expect(canvas.queryByText(empty)).not.toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: /^Remove passkey/ })).not.toBeInTheDocument();
  },
};

/** A failed add: the message is an alert and the name typed stays, ready to try again. */
export const WithError: Story = {
  args: {
    error: 'Your device did not create a passkey. Try again.',
    // An implementation given to fn() survives the reset of the spies before each story; mockRejectedValue would not.
    onAdd: fn(async () => {
      throw new Error('NotAllowedError');
    }),
  },
  play: async ({ args, canvas }) => {
    const parts = partsOf(canvas);
    // The add form keeps a second, empty alert of its own for its refused submits.
    const alerts = canvas.getAllByRole('alert').map((alert) => alert.textContent);
    await expect(alerts).toContain('Your device did not create a passkey. Try again.');
    await userEvent.type(parts.name(), 'Tablet');
    await userEvent.keyboard('{Enter}');
    await expect(args.onAdd).toHaveBeenCalledTimes(1);
    await expect(args.onAdd).toHaveBeenCalledWith('Tablet');
    await expect(parts.name()).toHaveValue('Tablet');
    await expect(parts.items()).toHaveLength(3);
  },
};

/** Waiting on the device and on a removal: both buttons keep their names, say they are busy and ignore clicks. */
export const Busy: Story = {
  args: { adding: true, removingId: 2 },
  play: async ({ args, canvas }) => {
    const parts = partsOf(canvas);
    await expect(parts.add()).toHaveAttribute('aria-busy', 'true');
    await expect(parts.add()).toHaveTextContent('Waiting for your device…');
    await userEvent.type(parts.name(), 'Tablet');
    await userEvent.click(parts.add());
    await expect(args.onAdd).not.toHaveBeenCalled();

    const removing = parts.remove('Phone');
    await expect(removing).toHaveAttribute('aria-busy', 'true');
    await expect(removing).toHaveTextContent('Removing…');
    await userEvent.click(removing);
    await expect(within(document.body).queryByRole('alertdialog')).not.toBeInTheDocument();
    // The other passkeys can still be removed.
    await expect(parts.remove('Work laptop')).not.toHaveAttribute('aria-busy');
  },
};

/** A browser without WebAuthn: a sentence in place of the form; the passkeys already made can still be removed. */
export const Unsupported: Story = {
  args: { supported: false },
  play: async ({ args, canvas }) => {
    const parts = partsOf(canvas);
    await expect(canvas.getByText('This browser cannot create passkeys.')).toBeVisible();
    await expect(canvas.queryByRole('textbox', { name: 'Passkey name' })).not.toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: 'Add a passkey' })).not.toBeInTheDocument();
    await userEvent.click(parts.remove('Phone'));
    const dialog = await findOpenDialog('Remove Phone?', 'alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove passkey' }));
    await expect(args.onRemove).toHaveBeenCalledTimes(1);
    await expect(args.onRemove).toHaveBeenCalledWith(2);
    await waitFor(() => expect(parts.items()).toHaveLength(2));
  },
};
