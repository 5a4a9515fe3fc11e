import { expect, userEvent } from 'storybook/test';

/** A disabled button says so and does nothing when clicked. */
export async function expectDisabledButton(button: HTMLElement, onClick: unknown) {
  await expect(button).toBeDisabled();
  // A disabled button takes no pointer events; the click is forced through to show nothing answers it.
  await userEvent.click(button, { pointerEventsCheck: 0 });
  await expect(onClick).not.toHaveBeenCalled();
}
