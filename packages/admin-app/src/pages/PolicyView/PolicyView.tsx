import { Link, useLocation } from 'react-router';
import { Button, ErrorMessage, Heading, Inline, SafeHtml, Skeleton, SkeletonGroup, Stack } from '@chairside/design-system';
import { useEditedDocument } from '../../data/useDocuments';
import type { PolicyViewState } from '../PolicyEditor/PolicyEditor';

/**
 * /policy-view: the policy just saved, carried here by the editor, shown as sanitised HTML. Opened
 * directly (a reload, a shared link) it shows the saved policy from the server instead.
 */
export default function PolicyView() {
  const location = useLocation();
  const carried = (location.state as PolicyViewState | null)?.content;
  const { data, error, isLoading, mutate } = useEditedDocument('privacyPolicy');
  const content = carried ?? data?.content;

  return (
    <Stack space="large">
      <Inline space="medium" align="space-between" alignY="center">
        <Heading level={1}>View Policy</Heading>
        <Button asChild variant="secondary">
          <Link to="/policy-editor">Edit Policy</Link>
        </Button>
      </Inline>
      {content !== undefined ? (
        <SafeHtml html={content} />
      ) : isLoading ? (
        <SkeletonGroup label="Loading the privacy policy">
          <Skeleton count={8} />
        </SkeletonGroup>
      ) : error ? (
        <ErrorMessage onRetry={() => void mutate()}>Failed to load Privacy Policy.</ErrorMessage>
      ) : null}
    </Stack>
  );
}
