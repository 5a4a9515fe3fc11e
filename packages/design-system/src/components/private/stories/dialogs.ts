import type { StoryContext } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';

// Radix portals render into document.body, outside the story's canvas. Read when a play runs, not
// when the story file loads: a server imports story files too, and has no document.
const body = () => within(document.body);

type DialogRole = 'dialog' | 'alertdialog';

/** Finds the open dialog by its name once its entrance (a fade from transparent) has finished. */
export async function findOpenDialog(name: string, role: DialogRole = 'dialog') {
  const dialog = await body().findByRole(role, { name });
  await waitFor(() => expect(dialog).toBeVisible());
  return dialog;
}

/** Clicks `opener` and finds the dialog it opens, once that has faded in. */
export async function clickToOpenDialog(opener: HTMLElement, name: string, role: DialogRole = 'dialog') {
  await userEvent.click(opener);
  return findOpenDialog(name, role);
}

/**
 * Clicks the page's button named `button` and finds the dialog it opens by `name`, once that has
 * faded in; hands back the button (for focus to come back to), the dialog, and queries within it.
 */
export async function openDialogWith(canvas: StoryContext['canvas'], button: string, name: string, role: DialogRole = 'dialog') {
  const opener = canvas.getByRole('button', { name: button });
  const dialog = await clickToOpenDialog(opener, name, role);
  return { opener, dialog, inDialog: within(dialog) };
}

/** Waits for the dialog to be gone, its exit animation included. */
export async function expectDialogClosed(role: DialogRole = 'dialog') {
  await waitFor(() => expect(body().queryByRole(role)).not.toBeInTheDocument());
}

/** Waits for the dialog to be gone and focus to be back on `opener`. */
export async function expectClosedWithFocusOn(opener: HTMLElement, role: DialogRole = 'dialog') {
  await expectDialogClosed(role);
  await waitFor(() => expect(opener).toHaveFocus());
}
