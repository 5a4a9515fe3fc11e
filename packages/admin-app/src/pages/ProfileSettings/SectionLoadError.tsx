import { Card, ErrorMessage } from '@chairside/design-system';

/** A security part that could not be loaded: its own card, heading and a way to try again. */
export function SectionLoadError({ title, text, onRetry }: { title: string; text: string; onRetry: () => void }) {
  return (
    <Card as="section" title={title} titleLevel={3}>
      <ErrorMessage onRetry={onRetry}>{text}</ErrorMessage>
    </Card>
  );
}
