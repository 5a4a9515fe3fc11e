import { isValidElement, type ReactElement } from 'react';
import {
  Chat,
  Document,
  Door,
  History,
  Home,
  LifeBuoy,
  Lock,
  Logout,
  Settings,
  Shield,
  Star,
  Store,
  User,
  Users,
  type IconComponent,
} from '../private/icons';

const navIcons = {
  home: Home,
  users: Users,
  store: Store,
  door: Door,
  lifeBuoy: LifeBuoy,
  star: Star,
  shield: Shield,
  document: Document,
  settings: Settings,
  lock: Lock,
  logout: Logout,
  chat: Chat,
  user: User,
  history: History,
} as const satisfies Record<string, IconComponent>;

/** The icons a navigation item can name, so apps get the design system's drawings without importing them. */
export const navIconNames = Object.keys(navIcons) as NavIconName[];
export type NavIconName = keyof typeof navIcons;

/** A navigation item's icon: one of `navIconNames`, or the caller's own decorative SVG element. */
export type NavIcon = NavIconName | ReactElement;

/** Resolves a NavIcon to something renderable, failing loudly in development on an unknown name. */
export function renderNavIcon(icon: NavIcon, owner: string): ReactElement | null {
  if (isValidElement(icon)) return icon;
  const Icon = navIcons[icon as NavIconName] as IconComponent | undefined;
  if (!Icon) {
    if (import.meta.env.DEV) {
      throw new Error(`${owner}: unknown icon '${String(icon)}'; use one of ${navIconNames.join(', ')} or an element.`);
    }
    return null;
  }
  return <Icon />;
}
