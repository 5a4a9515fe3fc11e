import { useRef, useState } from 'react';
import type { MessageTable } from './messages';
import { checkRules, isLazyRules, relabel, type FieldIssues, type LazyRules, type Rules, type SchemaLike } from './rules';

type Focusable = { focus(): void };

/** The texts a form shows beside its fields, by field name. */
export type FieldErrors<Field extends string> = { [Name in Field]?: string | undefined };

/** What a form's `onSubmit` may do besides sending. */
export type SubmitHelpers<Values> = {
  /** Puts the form back to `values` (the initial values by default) with no errors or failure. */
  reset: (values?: Values) => void;
  /** Ends the submit as failed with this text, for an answer that is not an error (a refused role). */
  fail: (message: string) => void;
};

export type FormOptions<Values extends Record<string, string>, Body extends object> = {
  /** The fields and what they hold at first; focus looks for the first error in this order. */
  initialValues: Values;
  /** The body the form sends, built from what was typed (trimmed, an emptied optional field as null). */
  toBody: (values: Values) => Body;
  /**
   * The contract's request schema for that body, or a validator of the same rules in the same shape,
   * or either loaded on first use (`lazyRules`).
   */
  rules: Rules<Body> | LazyRules;
  /** The fields' labels, which replace the wire names that lead the rules' own messages. */
  labels?: { [Name in Extract<keyof Values, string>]?: string };
  /** The page's own texts for a broken rule, by field and kind; otherwise the rule's message shows. */
  messages?: MessageTable<Extract<keyof Values, string>>;
  /**
   * Rules only the page knows (a confirmation field, the order it reports things in): it gets the
   * values and the contract's issues and returns the issues to show.
   */
  check?: (values: Values, issues: FieldIssues<Extract<keyof Values, string>>) => FieldIssues<Extract<keyof Values, string>>;
  /** Called with the texts shown when a submit stops at the checks, for a page that also toasts. */
  onInvalid?: (errors: FieldErrors<Extract<keyof Values, string>>) => void;
  /** Sends the body; what it throws is a failed submit. */
  onSubmit: (body: Body, form: SubmitHelpers<Values>) => Promise<void>;
  /** The form's failure text for what `onSubmit` threw (usually the server's message), or none. */
  onError: (error: unknown) => string | undefined;
};

/**
 * One form's state: values, the errors of the contract's rules in the page's words, focus on the first
 * error, the busy state while it sends, and the failure text of a submit that did not go through.
 * Errors appear on submit and a field's error goes away as soon as that field is edited.
 */
export function useForm<Values extends Record<string, string>, Body extends object>(options: FormOptions<Values, Body>) {
  type Field = Extract<keyof Values, string>;
  const { initialValues } = options;
  const [values, setValues] = useState<Values>(initialValues);
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  const [failure, setFailure] = useState<string>();
  const [busy, setBusy] = useState(false);
  const [succeeded, setSucceeded] = useState(false);
  // A second Enter before the first render of `busy` must not send twice; a ref sees it at once.
  const sending = useRef(false);
  const elements = useRef(new Map<Field, Focusable>());
  const refs = useRef(new Map<Field, (element: Focusable | null) => void>());

  const fields = Object.keys(initialValues) as Field[];

  // Lazy rules start loading at the first keystroke and are awaited on submit; a failed load is tried
  // again at the next submit rather than leaving the form unable to send.
  const loading = useRef<Promise<SchemaLike> | undefined>(undefined);
  const loadRules = (): Rules<Body> | Promise<SchemaLike> => {
    const { rules } = options;
    if (!isLazyRules(rules)) return rules;
    loading.current ??= rules.load().catch((error: unknown) => {
      loading.current = undefined;
      throw error;
    });
    return loading.current;
  };

  const focus = (name: Field) => elements.current.get(name)?.focus();

  const reset = (next: Values = initialValues) => {
    setValues(next);
    setErrors({});
    setFailure(undefined);
    setSucceeded(false);
  };

  // One callback a field for the life of the form, so React does not detach and re-attach it each render.
  const refOf = (name: Field) => {
    let ref = refs.current.get(name);
    if (!ref) {
      ref = (element) => {
        if (element) elements.current.set(name, element);
        else elements.current.delete(name);
      };
      refs.current.set(name, ref);
    }
    return ref;
  };

  /** The props that bind a TextField, PasswordField or TextArea to the field `name`. */
  const field = (name: Field) => ({
    name,
    value: values[name],
    error: errors[name],
    ref: refOf(name),
    onChange: (event: { target: { value: string } }) => {
      const value = event.target.value;
      // Fetch lazy rules now, so they are there by the time the form is sent.
      void Promise.resolve(loadRules()).catch(() => undefined);
      setValues((current) => ({ ...current, [name]: value }));
      setErrors((current) => (current[name] ? { ...current, [name]: undefined } : current));
    },
  });

  const textsOf = (issues: FieldIssues<Field>): FieldErrors<Field> => {
    const texts: FieldErrors<Field> = {};
    for (const [name, issue] of Object.entries(issues) as [Field, FieldIssues<Field>[Field]][]) {
      if (!issue) continue;
      if (!fields.includes(name)) {
        // The server would still answer with its message, so only development stops here.
        if (import.meta.env.DEV) throw new Error(`useForm: a rule names '${name}', which is not a field of this form.`);
        continue;
      }
      texts[name] = options.messages?.[name]?.[issue.kind] ?? relabel(issue.message, name, options.labels?.[name]);
    }
    return texts;
  };

  const handleSubmit = async (event?: { preventDefault(): void }) => {
    event?.preventDefault();
    if (sending.current) return;
    setFailure(undefined);
    setSucceeded(false);
    const body = options.toBody(values);
    let rules: Rules<Body>;
    sending.current = true;
    try {
      rules = await loadRules();
    } catch (error) {
      // The rules could not be fetched (offline): the same failure text a failed call would give.
      setFailure(options.onError(error));
      return;
    } finally {
      sending.current = false;
    }
    const contractIssues = checkRules(rules, body) as FieldIssues<Field>;
    const nextErrors = textsOf(options.check ? options.check(values, contractIssues) : contractIssues);
    setErrors(nextErrors);
    const firstInvalid = fields.find((name) => nextErrors[name] !== undefined);
    if (firstInvalid !== undefined) {
      // Focus goes to the first field to fix, whose message is then read out with its label.
      focus(firstInvalid);
      options.onInvalid?.(nextErrors);
      return;
    }

    sending.current = true;
    setBusy(true);
    let failed = false;
    const fail = (message: string) => {
      failed = true;
      setFailure(message);
    };
    try {
      await options.onSubmit(body, { reset, fail });
      if (!failed) setSucceeded(true);
    } catch (error) {
      setFailure(options.onError(error));
    } finally {
      sending.current = false;
      setBusy(false);
    }
  };

  return {
    /** What each field holds. */
    values,
    /** The text beside each field that broke a rule at the last submit. */
    errors,
    /** Why the last submit did not go through (the server's message, mapped by the page). */
    failure,
    /** True while `onSubmit` runs. */
    busy,
    /** True after a submit went through, until the next one starts or the form is reset. */
    succeeded,
    field,
    focus,
    reset,
    handleSubmit,
  };
}
