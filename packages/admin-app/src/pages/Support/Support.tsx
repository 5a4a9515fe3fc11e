import { Box, Button, Card, Stack, Text, TextArea, TextField, toast } from '@chairside/design-system';
import { useSubmitSupport } from '../../data/useSubmitSupport';
import { emailMessages, lazyRules, requiredMessage, serverMessage, useForm } from '../../forms';

export const supportMessages = {
  success: 'Support request submitted successfully.',
  failure: 'Failed to submit support request.',
} as const;

/** /support: the public support form (SPEC.md sections 2, 5 and 8); no login needed. */
export default function Support() {
  const { trigger } = useSubmitSupport();
  const form = useForm({
    initialValues: { email: '', headline: '', description: '' },
    toBody: (values) => ({ email: values.email.trim(), headline: values.headline.trim(), description: values.description.trim() }),
    rules: lazyRules(() => import('../../forms/requestSchemas').then((schemas) => schemas.supportRequestCreateSchema)),
    messages: {
      email: emailMessages,
      headline: requiredMessage('Problem Headline'),
      description: requiredMessage('Problem Description'),
    },
    labels: { email: 'Email', headline: 'Problem Headline', description: 'Problem Description' },
    onSubmit: async (body, { reset }) => {
      await trigger(body);
      reset();
      toast.success(supportMessages.success);
    },
    // The visitor's text stays in the form, so nothing is lost when they try again.
    onError: (error) => serverMessage(error) || supportMessages.failure,
  });

  return (
    <Box display="flex" justifyContent="center" paddingY="xlarge">
      <Card as="section" title="Support" titleLevel={1}>
        <form noValidate onSubmit={form.handleSubmit}>
          <Stack space="large">
            <Text tone="muted">Tell us what went wrong and we will get back to you by email.</Text>
            <TextField label="Email" type="email" autoComplete="email" required {...form.field('email')} />
            <TextField label="Problem Headline" required {...form.field('headline')} />
            <TextArea label="Problem Description" rows={5} required {...form.field('description')} />
            {/* Always rendered, so screen readers announce the outcome when its words appear. */}
            <Box role="status">{form.succeeded ? <Text tone="accent">{supportMessages.success}</Text> : null}</Box>
            {form.failure ? (
              <Text role="alert" tone="danger">
                {form.failure}
              </Text>
            ) : null}
            <Button type="submit" busy={form.busy} busyText="Submitting...">
              Submit
            </Button>
          </Stack>
        </form>
      </Card>
    </Box>
  );
}
