// The toast list as a module of its own, so AppProviders can load it lazily (see there).
export { ToastProvider as default } from '@chairside/design-system';
