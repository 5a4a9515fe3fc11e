import type { ReactNode } from 'react';

export type IconProps = {
  /** Extra class names. */
  className?: string;
};

export type IconComponent = ((props: IconProps) => ReactNode) & { displayName?: string };

/**
 * Makes an icon component from its shapes. Every icon of the design system is drawn this way: on the
 * same 24-unit grid with a 2-unit stroke in `currentColor`, sized 1em so it follows the text around it
 * (a class may size it otherwise). Icons are always decoration: the control that holds one names itself.
 * Its own module, so the editor entry point takes the factory without the shared icon set.
 */
export function createIcon(name: string, shapes: ReactNode): IconComponent {
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
