/*
 * How the form pages' tests fill in and send a form: the page rendered, the fields typed into, the
 * button pressed, or the whole form filled in from the keyboard alone.
 */
import { screen } from '@testing-library/react';
import type { userEvent } from 'storybook/test';
import { renderRoute } from './renderRoute';

type User = ReturnType<typeof userEvent.setup>;

/** Renders the app at `path`, lets `fill` type into the form and presses the button named `submit`. */
export async function submitForm(
  path: string,
  submit: string,
  fill: () => Promise<User>,
  options?: { loggedIn?: boolean },
): Promise<ReturnType<typeof renderRoute> & { user: User }> {
  const view = renderRoute(path, options);
  const user = await fill();
  await user.click(screen.getByRole('button', { name: submit }));
  return { ...view, user };
}

/** Types each value into the focused field and tabs on, as a keyboard user fills a form in. */
export async function typeAndTab(user: User, values: readonly string[]): Promise<void> {
  for (const value of values) {
    await user.keyboard(value);
    await user.tab();
  }
}
