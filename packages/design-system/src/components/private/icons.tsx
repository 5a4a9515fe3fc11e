import type { ReactNode } from 'react';

export type IconProps = {
  /** Extra class names. */
  className?: string;
};

export type IconComponent = ((props: IconProps) => ReactNode) & { displayName?: string };

/**
 * Every icon is drawn on the same 24-unit grid with a 2-unit stroke in `currentColor`, sized 1em so it
 * follows the text around it. Icons are always decoration: the control that holds one names itself.
 */
function createIcon(name: string, shapes: ReactNode): IconComponent {
  const Icon: IconComponent = ({ className }: IconProps) => (
    <svg
      viewBox="0 0 24 24"
      width="1em"
      height="1em"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      // Old Edge and IE put SVGs in the tab order unless told otherwise.
      focusable="false"
      className={className}
    >
      {shapes}
    </svg>
  );
  Icon.displayName = name;
  return Icon;
}

const almond = <path d="M2 12 Q12 2.5 22 12 Q12 21.5 2 12 Z" />;

export const Eye = createIcon(
  'Eye',
  <>
    {almond}
    <circle cx="12" cy="12" r="3.5" />
  </>,
);

export const EyeOff = createIcon(
  'EyeOff',
  <>
    {almond}
    <circle cx="12" cy="12" r="3.5" />
    <path d="M4 3.5 L20 20.5" />
  </>,
);

export const Close = createIcon('Close', <path d="M6 6 L18 18 M18 6 L6 18" />);

export const Menu = createIcon('Menu', <path d="M4 6.5 H20 M4 12 H20 M4 17.5 H20" />);

export const ChevronLeft = createIcon('ChevronLeft', <path d="M14.5 5 L7.5 12 L14.5 19" />);

export const ChevronRight = createIcon('ChevronRight', <path d="M9.5 5 L16.5 12 L9.5 19" />);

export const Search = createIcon(
  'Search',
  <>
    <circle cx="10.5" cy="10.5" r="6.5" />
    <path d="M15.3 15.3 L20.5 20.5" />
  </>,
);

export const Send = createIcon(
  'Send',
  <>
    <path d="M3 10.5 L21 3 L13.5 21 L11 13 Z" />
    <path d="M11 13 L21 3" />
  </>,
);

export const User = createIcon(
  'User',
  <>
    <circle cx="12" cy="8" r="4" />
    <path d="M4 21 C4 16.5 7.5 14 12 14 C16.5 14 20 16.5 20 21" />
  </>,
);

/** Marks an error message, so an error does not rely on colour alone (WCAG 1.4.1). */
export const Alert = createIcon(
  'Alert',
  <>
    <circle cx="12" cy="12" r="9" />
    <path d="M12 7 V13" />
    <circle cx="12" cy="16.75" r="1" fill="currentColor" stroke="none" />
  </>,
);

/** The whole set, for galleries and for stories that let a reader pick an icon. */
export const icons = { Eye, EyeOff, Close, Menu, ChevronLeft, ChevronRight, Search, Send, User, Alert } as const;
export type IconName = keyof typeof icons;
export const iconNames = Object.keys(icons) as IconName[];
