export {
  AppShell,
  appShellDefaultLabels,
  type AppShellLabels,
  type AppShellNavButtonProps,
  type AppShellNavItemProps,
  type AppShellProps,
} from './AppShell';
export { navIconNames, type NavIcon, type NavIconName } from './navIcons';
