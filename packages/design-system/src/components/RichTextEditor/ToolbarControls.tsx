import { useRef, type ComponentType, type MouseEvent } from 'react';
import { Select, Toolbar } from 'radix-ui';
import { focusRing } from '../../styles/focusRing.css';
import { cx } from '../../utils/cx';
import { IconButton } from '../IconButton';
import * as styles from './RichTextEditor.css';
import { CheckIcon, ChevronDownIcon } from './toolbarIcons';

// The controls the editor's toolbar is made of: icon buttons, selects and separators, each a stop
// in Radix's toolbar, so arrow keys move between them.

// A mouse press on a toolbar button must not take focus from the text: the selection stays visible
// and typing carries on where it was. Keyboard users still reach every button by Tab and arrows.
const keepEditorFocus = (event: MouseEvent) => event.preventDefault();

type ToolbarButtonProps = {
  /** The button's accessible name, such as 'Bold'. */
  label: string;
  /** The decorative icon shown. */
  icon: ComponentType;
  /** Runs the command. */
  onClick: (event: MouseEvent<HTMLButtonElement>) => void;
  /** Set for toggles: whether the format is on at the caret. */
  pressed?: boolean;
  /** The keyboard shortcut that does the same, for aria-keyshortcuts. */
  shortcut?: string;
  /** Set when the button opens a dialog. */
  haspopup?: 'dialog';
};

export function ToolbarButton({ label, icon: Icon, onClick, pressed, shortcut, haspopup }: ToolbarButtonProps) {
  return (
    <Toolbar.Button asChild onMouseDown={keepEditorFocus} onClick={onClick}>
      <IconButton
        label={label}
        icon={<Icon />}
        size="small"
        variant="ghost"
        className={pressed === undefined ? undefined : styles.toggle}
        aria-pressed={pressed}
        aria-keyshortcuts={shortcut}
        aria-haspopup={haspopup}
      />
    </Toolbar.Button>
  );
}

type ToolbarSelectProps<T extends string> = {
  /** The select's accessible name, such as 'Font'. */
  label: string;
  /** The value at the caret. */
  value: T;
  /** The values offered, in order. */
  options: readonly T[];
  /** The text shown for each value. */
  labels: Record<T, string>;
  /** Which minimum width the trigger keeps. */
  width: 'block' | 'font' | 'size';
  /** Applies the chosen value to the selection. */
  onChange: (value: T) => void;
  /** Called after a choice, when the list has closed, to give focus back to the text. */
  onChosen: () => void;
};

export function ToolbarSelect<T extends string>({ label, value, options, labels, width, onChange, onChosen }: ToolbarSelectProps<T>) {
  const chosen = useRef(false);
  return (
    <Select.Root
      value={value}
      onValueChange={(next) => {
        chosen.current = true;
        onChange(next as T);
      }}
    >
      <Toolbar.Button asChild>
        <Select.Trigger aria-label={label} className={cx(styles.selectTrigger({ width }), focusRing)}>
          <Select.Value>{labels[value]}</Select.Value>
          <Select.Icon className={styles.selectChevron}>
            <ChevronDownIcon />
          </Select.Icon>
        </Select.Trigger>
      </Toolbar.Button>
      <Select.Portal>
        <Select.Content
          className={styles.selectContent}
          position="popper"
          sideOffset={4}
          onCloseAutoFocus={(event) => {
            // After a choice the caret goes back to the text, as in Quill; Escape returns to the select.
            if (!chosen.current) return;
            chosen.current = false;
            event.preventDefault();
            onChosen();
          }}
        >
          <Select.Viewport>
            {options.map((option) => (
              <Select.Item key={option} value={option} className={styles.selectItem}>
                <Select.ItemText>{labels[option]}</Select.ItemText>
                <Select.ItemIndicator className={styles.selectIndicator}>
                  <CheckIcon />
                </Select.ItemIndicator>
              </Select.Item>
            ))}
          </Select.Viewport>
        </Select.Content>
      </Select.Portal>
    </Select.Root>
  );
}

export const Separator = () => <Toolbar.Separator className={styles.separator} />;
