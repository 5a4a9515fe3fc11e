import {
  createContext,
  forwardRef,
  isValidElement,
  useContext,
  type AnchorHTMLAttributes,
  type ButtonHTMLAttributes,
  type MouseEvent,
  type ReactNode,
} from 'react';
import { Slot } from 'radix-ui';
import { focusRing } from '../../styles/focusRing.css';
import { cx } from '../../utils/cx';
import { isEmptyContent, plainText } from '../Text/plainText';
import { VisuallyHidden } from '../VisuallyHidden';
import * as styles from './AppShell.css';
import { renderNavIcon, type NavIcon } from './navIcons';

// The shell's navigation parts. They read from the context which list they are in: the sidebar's,
// which may be narrow, or the menu overlay's, which closes when an item is chosen.

export type NavContextValue = {
  /** Whether items show only their icon. */
  collapsed: boolean;
  /** Called after an item is chosen; the menu overlay closes itself with it. */
  onNavigate?: () => void;
};

export const NavContext = createContext<NavContextValue | null>(null);

function useNavContext(owner: string): NavContextValue {
  const context = useContext(NavContext);
  if (!context) {
    if (import.meta.env.DEV) throw new Error(`${owner} must be rendered inside AppShell's navigation.`);
    return { collapsed: false };
  }
  return context;
}

export type AppShellNavItemProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'style'> & {
  /** A name from `navIconNames` or a decorative SVG element. */
  icon: NavIcon;
  /** Whether this item is the current page; the caller decides (e.g. from the router's location). */
  active?: boolean;
  /** Render the single child (a router link such as `<Link to="/salons">Salons</Link>`) instead of an <a>. */
  asChild?: boolean;
  /** The item's text, or with `asChild` the link element holding it; a narrow sidebar hides it from sight only. */
  children: ReactNode;
  /** Extra class names, merged last. */
  className?: string;
};

/** The icon and text of an item; collapsed, the text stays as the name but is not drawn. */
function ItemContent({ icon, owner, collapsed, children }: { icon: NavIcon; owner: string; collapsed: boolean; children: ReactNode }) {
  return (
    <>
      <span aria-hidden="true" className={styles.navIcon}>
        {renderNavIcon(icon, owner)}
      </span>
      {collapsed ? <VisuallyHidden>{children}</VisuallyHidden> : <span className={styles.navLabel}>{children}</span>}
    </>
  );
}

/** A link in the shell's navigation, shown as icon and text; `aria-current="page"` when active. */
export const NavItem = forwardRef<HTMLAnchorElement, AppShellNavItemProps>(function NavItem(
  { icon, active = false, asChild = false, children, className, onClick, title, ...props },
  ref,
) {
  const { collapsed, onNavigate } = useNavContext('AppShell.NavItem');
  const link = asChild && isValidElement<{ children?: ReactNode }>(children) ? children : undefined;
  const text = link ? link.props.children : children;
  if (import.meta.env.DEV) {
    if (asChild && !link) throw new Error('AppShell.NavItem: with `asChild`, pass exactly one link element as the child.');
    if (isEmptyContent(text)) throw new Error('AppShell.NavItem: the link needs text; it names the link, even when collapsed.');
  }

  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    onNavigate?.();
  };

  const shared = {
    ...props,
    ref,
    className: cx(styles.navItem, focusRing, className),
    'aria-current': active ? ('page' as const) : undefined,
    'data-collapsed': collapsed || undefined,
    // Pointer users of the narrow sidebar see only the icon; the tooltip gives them the word.
    title: collapsed ? (plainText(text) ?? title) : title,
    onClick: handleClick,
  };

  return (
    <li>
      {link ? (
        <Slot.Root {...shared}>
          <Slot.Slottable child={link}>
            {(linkText: ReactNode) => (
              <ItemContent icon={icon} owner="AppShell.NavItem" collapsed={collapsed}>
                {linkText}
              </ItemContent>
            )}
          </Slot.Slottable>
        </Slot.Root>
      ) : (
        <a {...shared}>
          <ItemContent icon={icon} owner="AppShell.NavItem" collapsed={collapsed}>
            {children}
          </ItemContent>
        </a>
      )}
    </li>
  );
});
NavItem.displayName = 'AppShell.NavItem';

export type AppShellNavButtonProps = Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'style'> & {
  /** A name from `navIconNames` or a decorative SVG element. */
  icon: NavIcon;
  /** The action's text, such as 'Logout'; a narrow sidebar hides it from sight only. */
  children: ReactNode;
  /** Extra class names, merged last. */
  className?: string;
};

/** An action in the shell's navigation that is not a page, such as Logout. */
export const NavButton = forwardRef<HTMLButtonElement, AppShellNavButtonProps>(function NavButton(
  { icon, type, className, onClick, title, children, ...props },
  ref,
) {
  const { collapsed, onNavigate } = useNavContext('AppShell.NavButton');
  if (import.meta.env.DEV && isEmptyContent(children)) {
    throw new Error('AppShell.NavButton: the button needs text; it names the button, even when collapsed.');
  }

  const handleClick = (event: MouseEvent<HTMLButtonElement>) => {
    onClick?.(event);
    onNavigate?.();
  };

  return (
    <li>
      <button
        {...props}
        ref={ref}
        type={type ?? 'button'}
        className={cx(styles.navItem, focusRing, className)}
        data-collapsed={collapsed || undefined}
        title={collapsed ? (plainText(children) ?? title) : title}
        onClick={handleClick}
      >
        <ItemContent icon={icon} owner="AppShell.NavButton" collapsed={collapsed}>
          {children}
        </ItemContent>
      </button>
    </li>
  );
});
NavButton.displayName = 'AppShell.NavButton';
