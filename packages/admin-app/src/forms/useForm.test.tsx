import { act, render, renderHook, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { supportRequestCreateSchema, type SupportRequestCreate } from '@chairside/api-contract';
import { Button, TextArea, TextField } from '@chairside/design-system';
import { ApiError } from '../api/client';
import { serverMessage } from './messages';
import { lazyRules } from './rules';
import { useForm, type FormOptions } from './useForm';

type Values = { email: string; headline: string; description: string };
type Options = FormOptions<Values, SupportRequestCreate>;

const initialValues: Values = { email: '', headline: '', description: '' };

const baseOptions: Options = {
  initialValues,
  toBody: (values) => ({ email: values.email.trim(), headline: values.headline.trim(), description: values.description.trim() }),
  rules: supportRequestCreateSchema,
  messages: { email: { required: 'Email is required.', format: 'Enter a valid email address.' } },
  onSubmit: async () => {},
  onError: (error) => serverMessage(error) ?? 'It did not work.',
};

/** A form as the pages write one, on the contract's support request. */
function TestForm(overrides: Partial<Options>) {
  const form = useForm({ ...baseOptions, ...overrides });
  return (
    <form noValidate onSubmit={form.handleSubmit} aria-label="Request">
      <TextField label="Email" type="email" {...form.field('email')} />
      <TextField label="Headline" {...form.field('headline')} />
      <TextArea label="Description" {...form.field('description')} />
      {form.failure ? <p role="alert">{form.failure}</p> : null}
      {form.succeeded ? <p role="status">Sent</p> : null}
      <Button type="submit" busy={form.busy}>
        Send
      </Button>
      <Button variant="secondary" onClick={() => form.reset({ ...initialValues, headline: 'Start again' })}>
        Reset
      </Button>
    </form>
  );
}

async function fillIn(user: ReturnType<typeof userEvent.setup>, values: Partial<Values>) {
  if (values.email) await user.type(screen.getByLabelText('Email'), values.email);
  if (values.headline) await user.type(screen.getByLabelText('Headline'), values.headline);
  if (values.description) await user.type(screen.getByLabelText('Description'), values.description);
}

const noop = () => {};

/** The page's own rule in the check test: a description must say more than the headline. */
const check: Options['check'] = (values, issues) =>
  values.description === values.headline ? { description: { kind: 'invalid', message: 'Say more than the headline.' } } : issues;

const complete: Values = { email: ' client@example.com ', headline: 'Cannot upload', description: 'Nothing happens.' };

describe('useForm', () => {
  it("shows the page's text for a broken rule, or the rule's own, focuses the first field to fix and sends nothing", async () => {
    const onSubmit = vi.fn<Options['onSubmit']>();
    render(<TestForm onSubmit={onSubmit} />);
    const user = userEvent.setup();
    await fillIn(user, { headline: 'x'.repeat(201) });
    await user.click(screen.getByRole('button', { name: 'Send' }));

    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('Email is required.');
    expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Headline')).toHaveAccessibleDescription('headline must be at most 200 characters.');
    expect(screen.getByLabelText('Description')).toHaveAccessibleDescription('description is required.');
    expect(screen.getByLabelText('Email')).toHaveFocus();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('focuses the first field to fix in the order of the fields, not of the messages', async () => {
    render(<TestForm />);
    const user = userEvent.setup();
    await fillIn(user, { email: 'client-at-example', headline: 'Cannot upload' });
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('Enter a valid email address.');
    expect(screen.getByLabelText('Email')).toHaveFocus();
    expect(screen.getByLabelText('Headline')).not.toHaveAttribute('aria-invalid');
  });

  it("clears a field's message as soon as that field is edited, and only that one", async () => {
    render(<TestForm />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await user.type(screen.getByLabelText('Headline'), 'C');
    expect(screen.getByLabelText('Headline')).not.toHaveAttribute('aria-invalid');
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('Email is required.');
  });

  it('sends the body built from the values once, busy meanwhile, then counts as succeeded', async () => {
    let finish: () => void = noop;
    const onSubmit = vi.fn<Options['onSubmit']>(
      () =>
        new Promise<void>((resolve) => {
          finish = resolve;
        }),
    );
    render(<TestForm onSubmit={onSubmit} />);
    const user = userEvent.setup();
    await fillIn(user, complete);
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(screen.getByRole('button', { name: 'Send' })).toHaveAttribute('aria-busy', 'true');
    // Enter in a field submits the form even while the button is busy; the form must not send again.
    await user.type(screen.getByLabelText('Headline'), '{Enter}');
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(onSubmit.mock.calls[0]?.[0]).toEqual({ email: 'client@example.com', headline: 'Cannot upload', description: 'Nothing happens.' });

    await act(async () => finish());
    expect(screen.getByRole('button', { name: 'Send' })).not.toHaveAttribute('aria-busy');
    expect(screen.getByRole('status')).toHaveTextContent('Sent');
  });

  it("shows what onError makes of a failure (the server's message), and clears it when the next submit starts", async () => {
    const onSubmit = vi.fn<Options['onSubmit']>().mockRejectedValue(new ApiError(429, 'Too many', 'Please wait a few minutes.'));
    render(<TestForm onSubmit={onSubmit} />);
    const user = userEvent.setup();
    await fillIn(user, complete);
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Please wait a few minutes.');
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Headline')).toHaveValue('Cannot upload');

    await user.clear(screen.getByLabelText('Headline'));
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it('ends a submit as failed with the text given to fail(), not as succeeded', async () => {
    render(<TestForm onSubmit={async (_body, { fail }) => fail('Refused.')} />);
    const user = userEvent.setup();
    await fillIn(user, complete);
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Refused.');
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it("lets the page's own check decide what to show, and tells onInvalid what was shown", async () => {
    const onInvalid = vi.fn<NonNullable<Options['onInvalid']>>();
    render(<TestForm check={check} onInvalid={onInvalid} />);
    const user = userEvent.setup();
    await fillIn(user, { email: 'client@example.com', headline: 'Broken', description: 'Broken' });
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(screen.getByLabelText('Description')).toHaveAccessibleDescription('Say more than the headline.');
    expect(screen.getByLabelText('Description')).toHaveFocus();
    expect(onInvalid).toHaveBeenCalledWith({ description: 'Say more than the headline.' });
  });

  it('reset puts back the given values with no messages', async () => {
    render(<TestForm />);
    const user = userEvent.setup();
    await fillIn(user, { email: 'client@example.com' });
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await user.click(screen.getByRole('button', { name: 'Reset' }));
    expect(screen.getByLabelText('Email')).toHaveValue('');
    expect(screen.getByLabelText('Headline')).toHaveValue('Start again');
    expect(screen.getByLabelText('Description')).not.toHaveAttribute('aria-invalid');
  });

  it('fails loudly in development when a rule names a field the form does not have', async () => {
    const { result } = renderHook(() =>
      useForm({
        ...baseOptions,
        check: () => ({ phone: { kind: 'required', message: 'phone is required.' } }) as never,
      }),
    );
    await expect(act(() => result.current.handleSubmit())).rejects.toThrow(/'phone', which is not a field/);
  });

  it("names a field by its label where a rule's own message leads with the wire name", async () => {
    render(<TestForm labels={{ headline: 'Problem Headline' }} />);
    const user = userEvent.setup();
    await fillIn(user, { email: 'client@example.com', headline: 'x'.repeat(201), description: 'Nothing happens.' });
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(screen.getByLabelText('Headline')).toHaveAccessibleDescription('Problem Headline must be at most 200 characters.');
  });

  it('loads lazy rules once, from the first keystroke, and checks with them on submit', async () => {
    const load = vi.fn<() => Promise<typeof supportRequestCreateSchema>>(async () => supportRequestCreateSchema);
    const onSubmit = vi.fn<Options['onSubmit']>();
    render(<TestForm rules={lazyRules(load)} onSubmit={onSubmit} />);
    const user = userEvent.setup();
    // Nothing is fetched for a form nobody touches.
    expect(load).not.toHaveBeenCalled();
    await fillIn(user, { email: 'not an address', headline: 'Cannot upload' });
    expect(load).toHaveBeenCalledTimes(1);
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Enter a valid email address.')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('says so, and keeps what was typed, when lazy rules cannot be fetched; the next submit tries again', async () => {
    let online = false;
    const load = vi.fn<() => Promise<typeof supportRequestCreateSchema>>(async () => {
      if (!online) throw new ApiError(0, 'offline');
      return supportRequestCreateSchema;
    });
    const onSubmit = vi.fn<Options['onSubmit']>(async () => {});
    render(<TestForm rules={lazyRules(load)} onSubmit={onSubmit} />);
    const user = userEvent.setup();
    await fillIn(user, complete);
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('It did not work.');
    expect(screen.getByLabelText('Headline')).toHaveValue('Cannot upload');
    expect(onSubmit).not.toHaveBeenCalled();
    online = true;
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Sent');
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });
});
