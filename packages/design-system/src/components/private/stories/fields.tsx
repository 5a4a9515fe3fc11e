import type { ReactNode } from 'react';
import type { StoryContext } from '@storybook/react-vite';
import { expect, fireEvent, userEvent } from 'storybook/test';
import { Box, type BoxProps } from '../../Box';
import { Button } from '../../Button';

type Canvas = StoryContext['canvas'];

/** What the play functions read of a field story's args (TextField's, TextArea's, PasswordField's). */
type FieldArgs = {
  label: string;
  hint?: ReactNode;
  error?: ReactNode;
  defaultValue?: string | number | readonly string[];
  onChange?: unknown;
};

type FieldPlayContext = { canvas: Canvas; args: FieldArgs };

/** A check of a field's control in a story. */
type Check = (control: HTMLElement, context: FieldPlayContext) => Promise<void>;

/**
 * Play functions for the states every labelled text field shows and promises alike, for one
 * component: `findControl` picks its control out of a story's canvas (by role where it has one).
 * Each reads what it checks from the story's args (the hint, the error, the value), so a story sets
 * its state in `args` as usual and takes its play function from here. `also` runs a further check
 * only that component makes, such as PasswordField's toggle, with the same control.
 */
export function fieldStatePlays(findControl: (canvas: Canvas, args: FieldArgs) => HTMLElement) {
  const play = (check: Check, also?: Check) => async (context: FieldPlayContext) => {
    const control = findControl(context.canvas, context.args);
    await check(control, context);
    await also?.(control, context);
  };

  return {
    /** The hint is shown and read as the control's description. */
    withHint: (also?: Check) =>
      play(async (control, { canvas, args }) => {
        await expect(control).toHaveAccessibleDescription(String(args.hint));
        await expect(canvas.getByText(String(args.hint))).toBeVisible();
      }, also),

    /** The control is marked invalid and described by the error message, which is shown. */
    withError: (also?: Check) =>
      play(async (control, { canvas, args }) => {
        await expect(control).toHaveAttribute('aria-invalid', 'true');
        await expect(control).toBeInvalid();
        await expect(control).toHaveAccessibleDescription(String(args.error));
        await expect(canvas.getByText(String(args.error))).toBeVisible();
      }, also),

    /** Marked beside the label, set on the control, and invalid until `typing` fills it. */
    required: (typing: string, also?: Check) =>
      play(async (control, { canvas }) => {
        // The name stays the label alone: the marker sits beside it and the control itself is required.
        await expect(control).toBeRequired();
        await expect(canvas.getByText('required')).toBeInTheDocument();
        await expect(canvas.getByText('*')).toBeVisible();
        // An empty required field fails the browser's own validation.
        await expect(control).toBeInvalid();
        await userEvent.type(control, typing);
        await expect(control).toBeValid();
      }, also),

    /** Disabled: `typing` changes nothing and reports no change. */
    disabled: (typing: string, also?: Check) =>
      play(async (control, { args }) => {
        await expect(control).toBeDisabled();
        await userEvent.type(control, typing, { pointerEventsCheck: 0 });
        await expect(control).toHaveValue(String(args.defaultValue ?? ''));
        await expect(args.onChange).not.toHaveBeenCalled();
      }, also),

    /** Read-only: reachable by keyboard, but `typing` changes nothing. */
    readOnly: (typing: string, also?: Check) =>
      play(async (control, { args }) => {
        // Unlike a disabled field, a read-only one is still reachable by keyboard and can be copied.
        await userEvent.tab();
        await expect(control).toHaveFocus();
        await userEvent.keyboard(typing);
        await expect(control).toHaveValue(String(args.defaultValue ?? ''));
        await expect(args.onChange).not.toHaveBeenCalled();
      }, also),
  };
}

/**
 * Clicking the label focuses the control (the two are associated, not just side by side), and
 * what is then typed goes into it.
 */
export async function typeAfterClickingLabel(canvas: Canvas, control: HTMLElement, label: string, keys: string) {
  await userEvent.click(canvas.getByText(label));
  await expect(control).toHaveFocus();
  await userEvent.keyboard(keys);
}

/**
 * Presses ArrowDown (or ArrowUp for a negative count) `steps` times on the focused native select.
 * user-event models the arrow keys of radios but not of a closed select, whose choice the browser
 * moves itself; so each press is sent as a key and, when the key alone moved nothing, followed by
 * what the browser does for it: the next option chosen and a change reported.
 */
export async function pressArrowsOnSelect(select: HTMLSelectElement, steps: number) {
  await expect(select).toHaveFocus();
  for (let step = 0; step < Math.abs(steps); step += 1) {
    const before = select.selectedIndex;
    await userEvent.keyboard(steps > 0 ? '{ArrowDown}' : '{ArrowUp}');
    const next = Math.min(Math.max(before + Math.sign(steps), 0), select.options.length - 1);
    if (select.selectedIndex === before && next !== before) {
      select.selectedIndex = next;
      await fireEvent.input(select);
      await fireEvent.change(select);
    }
  }
}

export type WithButtonProps = {
  /** The button's text. */
  label: string;
  /** What the button does to the fields' state. */
  onClick: () => void;
  /** The gap between the fields and the button. */
  gap?: BoxProps['gap'];
  /** The fields. */
  children: ReactNode;
};

/** Fields above a secondary button that acts on them from outside, as a parent form would. */
export function WithButton({ label, onClick, gap = 'medium', children }: WithButtonProps) {
  return (
    <Box display="flex" flexDirection="column" gap={gap}>
      {children}
      <Box display="flex">
        <Button variant="secondary" onClick={onClick}>
          {label}
        </Button>
      </Box>
    </Box>
  );
}
