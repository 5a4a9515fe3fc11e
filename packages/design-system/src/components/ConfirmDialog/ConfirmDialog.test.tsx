import { useEffect } from 'react';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { createToaster, ToastProvider } from '../Toast';
import { ConfirmDialog } from './ConfirmDialog';
import { ConfirmProvider, useConfirm, type ConfirmFunction } from './ConfirmProvider';

function Grab({ onReady }: { onReady: (confirm: ConfirmFunction) => void }) {
  const confirm = useConfirm();
  useEffect(() => onReady(confirm), [confirm, onReady]);
  return <button type="button">Opener</button>;
}

/** Renders a provider and hands back the confirm function its child received. */
function setup() {
  let confirm: ConfirmFunction | undefined;
  const view = render(
    <ConfirmProvider>
      <Grab
        onReady={(value) => {
          confirm = value;
        }}
      />
    </ConfirmProvider>,
  );
  return { ...view, confirm: confirm! };
}

function Orphan() {
  useConfirm();
  return null;
}

describe('useConfirm', () => {
  it('resolves true when the user confirms and false when they cancel', async () => {
    const user = userEvent.setup();
    const { confirm } = setup();

    let answer!: Promise<boolean>;
    act(() => {
      answer = confirm({ question: 'Suspend this suite?', confirmLabel: 'Suspend' });
    });
    await user.click(await screen.findByRole('button', { name: 'Suspend' }));
    await expect(answer).resolves.toBe(true);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());

    act(() => {
      answer = confirm({ question: 'Delete this suite?', confirmLabel: 'Delete', tone: 'danger' });
    });
    await user.click(await screen.findByRole('button', { name: 'Cancel' }));
    await expect(answer).resolves.toBe(false);
  });

  it('shows a second question only after the first is answered, in order', async () => {
    const user = userEvent.setup();
    const { confirm } = setup();

    let first!: Promise<boolean>;
    let second!: Promise<boolean>;
    act(() => {
      first = confirm({ question: 'Suspend this suite?' });
      second = confirm({ question: 'Delete this suite?' });
    });
    const dialog = await screen.findByRole('alertdialog', { name: 'Suspend this suite?' });
    expect(screen.getAllByRole('alertdialog')).toHaveLength(1);

    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await expect(first).resolves.toBe(true);
    const next = await screen.findByRole('alertdialog', { name: 'Delete this suite?' });
    await user.click(within(next).getByRole('button', { name: 'Cancel' }));
    await expect(second).resolves.toBe(false);
  });

  it('declines every open question when the provider unmounts', async () => {
    const { confirm, unmount } = setup();
    let answer!: Promise<boolean>;
    act(() => {
      answer = confirm({ question: 'Are you sure you want to delete this salon?' });
    });
    await screen.findByRole('alertdialog');
    unmount();
    await expect(answer).resolves.toBe(false);
  });

  it('returns focus to the element focused when confirm() was called', async () => {
    const user = userEvent.setup();
    const { confirm } = setup();
    const opener = screen.getByRole('button', { name: 'Opener' });
    opener.focus();

    act(() => {
      void confirm({ question: 'Suspend this suite?' });
    });
    const dialog = await screen.findByRole('alertdialog');
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Confirm' })).toHaveFocus());
    await user.keyboard('{Escape}');
    await waitFor(() => expect(opener).toHaveFocus());
  });

  it('throws outside a provider and for an empty question', () => {
    // React logs the error it rethrows; the assertion is what matters.
    const consoleError = console.error;
    console.error = () => {};
    try {
      expect(() => render(<Orphan />)).toThrow('useConfirm must be used inside a ConfirmProvider.');
    } finally {
      console.error = consoleError;
    }
    const { confirm } = setup();
    expect(() => confirm({ question: '  ' })).toThrow('`question` is required');
  });
});

describe('ConfirmDialog parts', () => {
  it('have display names that read the way they are written', () => {
    const parts = [
      ConfirmDialog,
      ConfirmDialog.Root,
      ConfirmDialog.Trigger,
      ConfirmDialog.Content,
      ConfirmDialog.Title,
      ConfirmDialog.Description,
      ConfirmDialog.Actions,
      ConfirmDialog.Cancel,
      ConfirmDialog.Confirm,
    ];
    expect(parts.map((part) => part.displayName)).toEqual([
      'ConfirmDialog',
      'ConfirmDialog.Root',
      'ConfirmDialog.Trigger',
      'ConfirmDialog.Content',
      'ConfirmDialog.Title',
      'ConfirmDialog.Description',
      'ConfirmDialog.Actions',
      'ConfirmDialog.Cancel',
      'ConfirmDialog.Confirm',
    ]);
  });

  it('refuse to render outside ConfirmDialog.Root', () => {
    const consoleError = console.error;
    console.error = () => {};
    try {
      expect(() => render(<ConfirmDialog.Cancel>Cancel</ConfirmDialog.Cancel>)).toThrow(
        'ConfirmDialog.Cancel must be rendered inside ConfirmDialog.Root.',
      );
    } finally {
      console.error = consoleError;
    }
  });
});

describe('Escape in the first frame of a dialog', () => {
  // Radix listens for a dialog's Escape only after a second render that runs in a later task; focus is
  // already in the dialog by then. A keyboard user's Escape in that gap must answer the dialog, not
  // close the toast beneath it.
  it('closes the dialog, not the toast under it, before Radix has taken Escape over', async () => {
    const toaster = createToaster();
    const actEnvironment = (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT;
    render(
      <ToastProvider toaster={toaster} duration={60_000}>
        <ConfirmDialog.Root>
          <ConfirmDialog.Trigger asChild>
            <button type="button">Suspend</button>
          </ConfirmDialog.Trigger>
          <ConfirmDialog.Content>
            <ConfirmDialog.Title>Suspend this account?</ConfirmDialog.Title>
            <ConfirmDialog.Actions>
              <ConfirmDialog.Cancel>Cancel</ConfirmDialog.Cancel>
              <ConfirmDialog.Confirm>Suspend</ConfirmDialog.Confirm>
            </ConfirmDialog.Actions>
          </ConfirmDialog.Content>
        </ConfirmDialog.Root>
      </ToastProvider>,
    );
    act(() => {
      toaster.success('Professional suspended.');
    });
    expect(await screen.findByText('Professional suspended.')).toBeInTheDocument();

    // Outside act, so React's later tasks stay later, as in a browser: the click renders the dialog in
    // microtasks, and the Escape lands before the render that would attach Radix's listener.
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
    try {
      screen.getByRole('button', { name: 'Suspend' }).click();
      for (let tick = 0; tick < 10 && !screen.queryByRole('alertdialog'); tick += 1) await Promise.resolve();
      const dialog = screen.getByRole('alertdialog', { name: 'Suspend this account?' });
      expect(dialog).toContainElement(document.activeElement as HTMLElement);
      document.activeElement!.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true, cancelable: true }));
    } finally {
      (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = actEnvironment;
    }
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(screen.getByText('Professional suspended.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Suspend' })).toHaveFocus();
  });
});
