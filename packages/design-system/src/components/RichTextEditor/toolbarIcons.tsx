import { createIcon } from '../private/createIcon';

// The toolbar's icons, drawn with the design system's one icon factory. They live here because only
// the editor uses them and the editor is a separate entry point. Always decoration: each button is
// named by its label.

export const BoldIcon = createIcon('BoldIcon', <path d="M7 4.5h6a3.75 3.75 0 0 1 0 7.5H7z M7 12h7a3.75 3.75 0 0 1 0 7.5H7z" />);

export const ItalicIcon = createIcon('ItalicIcon', <path d="M10 4.5h8 M6 19.5h8 M14.5 4.5 9.5 19.5" />);

export const UnderlineIcon = createIcon('UnderlineIcon', <path d="M7 4v7a5 5 0 0 0 10 0V4 M5 20.5h14" />);

export const StrikeIcon = createIcon(
  'StrikeIcon',
  <path d="M4 12h16 M16.5 7c-.6-1.8-2.3-3-4.5-3-2.6 0-4.5 1.5-4.5 3.5 0 1.6 1 2.6 3 3.3 M8 16.5c.5 2 2.2 3.5 4.5 3.5 2.6 0 4.5-1.5 4.5-3.5 0-.9-.3-1.6-.8-2.2" />,
);

export const QuoteIcon = createIcon(
  'QuoteIcon',
  <path d="M4 11h5v7H4z M4 11c0-3 1.3-5 4-6 M13 11h5v7h-5z M13 11c0-3 1.3-5 4-6" />,
);

export const OrderedListIcon = createIcon(
  'OrderedListIcon',
  <path d="M10 6h10 M10 12h10 M10 18h10 M4 4.5h1.5v4 M4 8.5h3 M4 14.5c.5-.7 1.2-1 1.8-.8.9.3 1 1.3.3 2L4 18.5h3" />,
);

export const BulletListIcon = createIcon(
  'BulletListIcon',
  <>
    <path d="M10 6h10 M10 12h10 M10 18h10" />
    <circle cx="5" cy="6" r="1.25" fill="currentColor" stroke="none" />
    <circle cx="5" cy="12" r="1.25" fill="currentColor" stroke="none" />
    <circle cx="5" cy="18" r="1.25" fill="currentColor" stroke="none" />
  </>,
);

export const IndentIcon = createIcon('IndentIcon', <path d="M4 5h16 M11 10h9 M11 14h9 M4 19h16 M4 9l3.5 3L4 15" />);

export const OutdentIcon = createIcon('OutdentIcon', <path d="M4 5h16 M11 10h9 M11 14h9 M4 19h16 M7.5 9 4 12l3.5 3" />);

export const LinkIcon = createIcon(
  'LinkIcon',
  <path d="M10 14a4 4 0 0 0 5.7 0l3-3a4 4 0 0 0-5.7-5.7l-1 1 M14 10a4 4 0 0 0-5.7 0l-3 3a4 4 0 0 0 5.7 5.7l1-1" />,
);

export const ImageIcon = createIcon(
  'ImageIcon',
  <>
    <rect x="3.5" y="4.5" width="17" height="15" rx="2" />
    <circle cx="9" cy="9.5" r="1.5" />
    <path d="M20.5 15.5 15.5 11 6 19.5" />
  </>,
);

export const VideoIcon = createIcon(
  'VideoIcon',
  <>
    <rect x="3" y="5.5" width="18" height="13" rx="2.5" />
    <path d="M10 9.5v5l4.5-2.5z" fill="currentColor" />
  </>,
);

export const ClearFormattingIcon = createIcon('ClearFormattingIcon', <path d="M5 5h11 M10.5 5 8 16 M14 14l6 6 M20 14l-6 6" />);

export const ChevronDownIcon = createIcon('ChevronDownIcon', <path d="M6 9.5l6 6 6-6" />);

export const CheckIcon = createIcon('CheckIcon', <path d="M5 12.5l4.5 4.5L19 7.5" />);
