// The save dialog as a module of its own, so lazyParts.tsx can load it when first opened (issue 32).
export { PublishDialog as default } from '@chairside/design-system';
