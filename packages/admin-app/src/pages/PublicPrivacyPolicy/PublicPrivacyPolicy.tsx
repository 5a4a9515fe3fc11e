import { useId } from 'react';
import { documentContent } from '@chairside/api-contract';
import { ErrorMessage, Heading, SafeHtml, Skeleton, SkeletonGroup, Stack } from '@chairside/design-system';
import { productName } from '../../app/productName';
import { usePublicPrivacyPolicy } from '../../data/useReads';

export const privacyPolicyMessages = { failure: 'Failed to load Privacy Policy.' } as const;

/** /privacy-policy: the public privacy policy, headed with the product's name (SPEC.md sections 2 and 8). */
export default function PublicPrivacyPolicy() {
  const headingId = useId();
  const { data, error, isLoading, mutate } = usePublicPrivacyPolicy();

  let body;
  if (data) {
    // Rendered only through SafeHtml, which sanitises again whatever the server stored.
    body = <SafeHtml as="article" aria-labelledby={headingId} html={documentContent(data, 'privacyPolicy') ?? ''} />;
  } else if (error) {
    body = <ErrorMessage onRetry={() => void mutate()}>{privacyPolicyMessages.failure}</ErrorMessage>;
  } else if (isLoading) {
    body = (
      <SkeletonGroup label="Loading Privacy Policy">
        <Skeleton count={8} />
      </SkeletonGroup>
    );
  }

  return (
    <Stack space="xlarge">
      <Heading level={1} id={headingId}>
        {`${productName} Privacy Policy`}
      </Heading>
      {body}
    </Stack>
  );
}
