import { useRef, useState, type FormEvent } from 'react';
import { Box, Button, Card, Stack, Text, TextArea, TextField, toast } from '@chairside/design-system';
import { ApiError } from '../../api/client';
import { emailError, requiredError } from '../../app/validation';
import { useSubmitSupport } from '../../data/useSubmitSupport';

export const supportMessages = {
  success: 'Support request submitted successfully.',
  failure: 'Failed to submit support request.',
} as const;

type Values = { email: string; headline: string; description: string };
type FieldName = keyof Values;
type FieldErrors = Partial<Record<FieldName, string>>;

const empty: Values = { email: '', headline: '', description: '' };
const fieldOrder: FieldName[] = ['email', 'headline', 'description'];

function check(values: Values): FieldErrors {
  return {
    email: emailError(values.email),
    headline: requiredError(values.headline, 'Problem Headline'),
    description: requiredError(values.description, 'Problem Description'),
  };
}

/** /support: the public support form (SPEC.md sections 2, 5 and 8); no login needed. */
export default function Support() {
  const { trigger, isMutating } = useSubmitSupport();
  const [values, setValues] = useState<Values>(empty);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [outcome, setOutcome] = useState<{ ok: boolean; text: string }>();
  const emailRef = useRef<HTMLInputElement>(null);
  const headlineRef = useRef<HTMLInputElement>(null);
  const descriptionRef = useRef<HTMLTextAreaElement>(null);

  const change = (name: FieldName) => (event: { target: { value: string } }) => {
    const value = event.target.value;
    setValues((current) => ({ ...current, [name]: value }));
    // A message about a field goes away once the visitor works on that field.
    setErrors((current) => (current[name] ? { ...current, [name]: undefined } : current));
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (isMutating) return;
    const nextErrors = check(values);
    setErrors(nextErrors);
    setOutcome(undefined);
    const firstInvalid = fieldOrder.find((name) => nextErrors[name]);
    if (firstInvalid) {
      // Focus goes to the first field to fix, whose message is then read out with its label.
      const refs = { email: emailRef, headline: headlineRef, description: descriptionRef };
      refs[firstInvalid].current?.focus();
      return;
    }
    try {
      await trigger({ email: values.email.trim(), headline: values.headline.trim(), description: values.description.trim() });
      setValues(empty);
      setOutcome({ ok: true, text: supportMessages.success });
      toast.success(supportMessages.success);
    } catch (error) {
      // The visitor's text stays in the form, so nothing is lost when they try again.
      setOutcome({ ok: false, text: (error instanceof ApiError && error.serverMessage) || supportMessages.failure });
    }
  };

  return (
    <Box display="flex" justifyContent="center" paddingY="xlarge">
      <Card as="section" title="Support" titleLevel={1}>
        <form noValidate onSubmit={submit}>
          <Stack space="large">
            <Text tone="muted">Tell us what went wrong and we will get back to you by email.</Text>
            <TextField
              ref={emailRef}
              label="Email"
              type="email"
              name="email"
              autoComplete="email"
              required
              value={values.email}
              error={errors.email}
              onChange={change('email')}
            />
            <TextField
              ref={headlineRef}
              label="Problem Headline"
              name="headline"
              required
              value={values.headline}
              error={errors.headline}
              onChange={change('headline')}
            />
            <TextArea
              ref={descriptionRef}
              label="Problem Description"
              name="description"
              rows={5}
              required
              value={values.description}
              error={errors.description}
              onChange={change('description')}
            />
            {/* Always rendered, so screen readers announce the outcome when its words appear. */}
            <Box role="status">{outcome?.ok ? <Text tone="accent">{outcome.text}</Text> : null}</Box>
            {outcome && !outcome.ok ? (
              <Text role="alert" tone="danger">
                {outcome.text}
              </Text>
            ) : null}
            <Button type="submit" busy={isMutating} busyText="Submitting...">
              Submit
            </Button>
          </Stack>
        </form>
      </Card>
    </Box>
  );
}
