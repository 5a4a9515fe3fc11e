import { createContext, useContext, useId, useMemo, type ReactNode } from 'react';
import { focusRing } from '../../styles/focusRing.css';
import { cx } from '../../utils/cx';
import { useControllable } from '../private/useControllable';
import { checkbox, sharedToggle } from './PasswordField.css';

type PasswordVisibilityState = { visible: boolean; setVisible: (visible: boolean) => void };

const PasswordVisibilityContext = createContext<PasswordVisibilityState | null>(null);

/** The shared state of the nearest PasswordVisibility, or null when a field stands alone. */
export function usePasswordVisibility() {
  return useContext(PasswordVisibilityContext);
}

export type PasswordVisibilityProps = {
  /** Password fields and one PasswordVisibilityToggle, anywhere below. */
  children: ReactNode;
  /** Shown as text (controlled); leave unset to let the provider keep the state. */
  visible?: boolean;
  /** Whether the passwords start shown when uncontrolled. */
  defaultVisible?: boolean;
  /** Called with the new state when the toggle is used. */
  onVisibleChange?: (visible: boolean) => void;
};

/**
 * Makes every PasswordField inside it follow one shown/hidden state, switched by a single
 * PasswordVisibilityToggle (Change Password's three fields share one toggle). Fields inside it
 * render no toggle of their own.
 */
export function PasswordVisibility({ children, visible, defaultVisible = false, onVisibleChange }: PasswordVisibilityProps) {
  const [current, setVisible] = useControllable(visible, defaultVisible, onVisibleChange);
  const state = useMemo(() => ({ visible: current, setVisible }), [current, setVisible]);
  return <PasswordVisibilityContext.Provider value={state}>{children}</PasswordVisibilityContext.Provider>;
}
PasswordVisibility.displayName = 'PasswordVisibility';

export type PasswordVisibilityToggleProps = {
  /** The checkbox's visible label. */
  label?: string;
  /** Extra class names. */
  className?: string;
};

/** The one checkbox that shows or hides every password of the surrounding PasswordVisibility. */
export function PasswordVisibilityToggle({ label = 'Show passwords', className }: PasswordVisibilityToggleProps) {
  const shared = useContext(PasswordVisibilityContext);
  const id = useId();
  if (!shared) {
    if (import.meta.env.DEV) {
      throw new Error('PasswordVisibilityToggle must be inside a PasswordVisibility; it has nothing to switch.');
    }
    return null;
  }
  // A checkbox rather than a button: its checked state says plainly whether passwords are shown,
  // with no second, changing label to reconcile.
  return (
    <label htmlFor={id} className={cx(sharedToggle, className)}>
      <input
        id={id}
        type="checkbox"
        className={cx(checkbox, focusRing)}
        checked={shared.visible}
        onChange={(event) => shared.setVisible(event.target.checked)}
      />
      {label}
    </label>
  );
}
PasswordVisibilityToggle.displayName = 'PasswordVisibilityToggle';
