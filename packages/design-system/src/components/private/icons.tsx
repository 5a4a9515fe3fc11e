import { createIcon } from './createIcon';

export type { IconComponent, IconProps } from './createIcon';

// The shared set, drawn with createIcon (24-unit grid, 2-unit stroke, 1em, always decoration).
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

export const ChevronDown = createIcon('ChevronDown', <path d="M5 9.5 L12 16.5 L19 9.5" />);

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

export const Home = createIcon(
  'Home',
  <>
    <path d="M3.5 11 L12 3.5 L20.5 11" />
    <path d="M5.5 9.5 V20 H10 V14.5 H14 V20 H18.5 V9.5" />
  </>,
);

export const Users = createIcon(
  'Users',
  <>
    <circle cx="9" cy="8" r="3.5" />
    <path d="M2.5 20 C2.5 16 5.5 13.5 9 13.5 C12.5 13.5 15.5 16 15.5 20" />
    <path d="M15 4.8 A3.1 3.1 0 0 1 15 10.9" />
    <path d="M17.5 13.9 C19.8 14.7 21.5 16.8 21.5 20" />
  </>,
);

export const Store = createIcon(
  'Store',
  <>
    <path d="M3.5 9 L5 4 H19 L20.5 9 Z" />
    <path d="M5 9 V20 H19 V9" />
    <path d="M10 20 V14.5 H14 V20" />
  </>,
);

export const Door = createIcon(
  'Door',
  <>
    <path d="M6 20.5 V3.5 H18 V20.5" />
    <path d="M3.5 20.5 H20.5" />
    <circle cx="14.5" cy="12.5" r="1" fill="currentColor" stroke="none" />
  </>,
);

export const LifeBuoy = createIcon(
  'LifeBuoy',
  <>
    <circle cx="12" cy="12" r="9" />
    <circle cx="12" cy="12" r="4" />
    <path d="M5.6 5.6 L9.2 9.2 M14.8 14.8 L18.4 18.4 M18.4 5.6 L14.8 9.2 M9.2 14.8 L5.6 18.4" />
  </>,
);

export const Star = createIcon(
  'Star',
  <path d="M12 3.1 L14.53 9.12 L21.04 9.66 L16.09 13.93 L17.58 20.29 L12 16.9 L6.42 20.29 L7.91 13.93 L2.96 9.66 L9.47 9.12 Z" />,
);

export const Shield = createIcon(
  'Shield',
  <>
    <path d="M12 3 L19.5 6 V11.5 C19.5 16 16.4 19.6 12 21 C7.6 19.6 4.5 16 4.5 11.5 V6 Z" />
    <path d="M9 12 L11.2 14.2 L15.2 10" />
  </>,
);

export const Document = createIcon(
  'Document',
  <>
    <path d="M6 3 H14 L19 8 V21 H6 Z" />
    <path d="M14 3 V8 H19" />
    <path d="M9 12.5 H16 M9 16.5 H16" />
  </>,
);

export const Settings = createIcon(
  'Settings',
  <>
    <path d="M4 7 H6.5 M11.5 7 H20 M4 17 H12.5 M17.5 17 H20" />
    <circle cx="9" cy="7" r="2.5" />
    <circle cx="15" cy="17" r="2.5" />
  </>,
);

export const Lock = createIcon(
  'Lock',
  <>
    <rect x="5" y="10.5" width="14" height="10" rx="2" />
    <path d="M8 10.5 V7.5 C8 5.3 9.8 3.5 12 3.5 C14.2 3.5 16 5.3 16 7.5 V10.5" />
  </>,
);

export const Logout = createIcon(
  'Logout',
  <>
    <path d="M9.5 4 H5 V20 H9.5" />
    <path d="M10 12 H20.5 M16.5 8 L20.5 12 L16.5 16" />
  </>,
);

export const Chat = createIcon('Chat', <path d="M4 5 H20 V16 H10.5 L5.5 20 V16 H4 Z" />);

/** A clock face with an arrow turning back: a record of what happened. */
export const History = createIcon(
  'History',
  <>
    <path d="M4.5 12 A7.5 7.5 0 1 0 6.7 6.7" />
    <path d="M6.7 3.2 V6.7 H10.2" />
    <path d="M12 8 V12 L14.8 14.2" />
  </>,
);

/** The whole set, for galleries and for stories that let a reader pick an icon. */
export const icons = {
  Eye,
  EyeOff,
  Close,
  Menu,
  ChevronLeft,
  ChevronRight,
  Search,
  Send,
  User,
  Alert,
  Home,
  Users,
  Store,
  Door,
  LifeBuoy,
  Star,
  Shield,
  Document,
  Settings,
  Lock,
  Logout,
  Chat,
  History,
} as const;
export type IconName = keyof typeof icons;
export const iconNames = Object.keys(icons) as IconName[];
