import { useRef, useState, type FormEvent } from 'react';
import { Button } from '../Button';
import type { HeadingLevel } from '../Heading';
import { Text } from '../Text';
import { TextField } from '../TextField';
import { VisuallyHidden } from '../VisuallyHidden';
import { ItemListCard } from '../private/ItemListCard';
import * as styles from './PasskeyList.css';
import { checkPasskeyName, passkeyNameMaxLength } from './passkeyName';

/** One passkey as the list shows it; the dates arrive already written out for the reader. */
export type PasskeyListItem = {
  /** The passkey's id, handed back to `onRemove`. */
  id: string | number;
  /** The name the staff member gave it, such as 'Work laptop'. */
  name: string;
  /** When it was added, as text: '3 March 2026'. */
  created: string;
  /** When it was last used to sign in, as text; null when it never was. */
  lastUsed: string | null;
};

/** The design system's own words in the list; the passkeys' names and dates come from the app. */
export const passkeyListTexts = {
  heading: 'Passkeys',
  list: 'Passkeys',
  loading: 'Loading passkeys',
  empty: 'No passkeys yet. A passkey lets you sign in with your fingerprint, face or device PIN instead of a password.',
  added: (created: string) => `Added ${created}`,
  lastUsed: (lastUsed: string) => `Last used ${lastUsed}`,
  neverUsed: 'Never used',
  remove: 'Remove',
  /** Read after 'Remove', so the button's name is 'Remove passkey Work laptop'. */
  removeLabelRest: (name: string) => ` passkey ${name}`,
  removing: 'Removing…',
  confirmTitle: (name: string) => `Remove ${name}?`,
  confirmText: 'You will no longer be able to sign in with this passkey.',
  confirm: 'Remove passkey',
  cancel: 'Cancel',
  nameLabel: 'Passkey name',
  namePlaceholder: 'Work laptop',
  add: 'Add a passkey',
  adding: 'Waiting for your device…',
  unsupported: 'This browser cannot create passkeys.',
} as const;

const texts = passkeyListTexts;

export type PasskeyListProps = {
  /** The staff member's passkeys, in the order to show them. */
  passkeys: readonly PasskeyListItem[];
  /** Called with the trimmed name to add a passkey; a rejection keeps the name typed, so say why through `error`. */
  onAdd: (name: string) => void | Promise<void>;
  /** Called with a passkey's id once its removal has been confirmed. */
  onRemove: (id: PasskeyListItem['id']) => void | Promise<void>;
  /** While true a passkey is being created: the add button spins and says to use the device. */
  adding?: boolean;
  /** The id of the passkey being removed, whose Remove button spins. */
  removingId?: PasskeyListItem['id'] | null;
  /** What went wrong with the last add or remove (or the loading), shown as an alert. */
  error?: string | null;
  /** Whether this browser can create passkeys; when false the add form gives way to a sentence saying so. */
  supported?: boolean;
  /** While true the passkeys are loading: skeleton rows in a busy status stand in for the list. */
  loading?: boolean;
  /** The heading over the list. */
  heading?: string;
  /** The heading's outline level. */
  headingLevel?: HeadingLevel;
  /** Extra class names for the card, merged last. */
  className?: string;
};

/**
 * A staff member's passkeys: each with when it was added and last used and a Remove button that asks
 * first, an empty state that says what a passkey is, and a form that names and adds a new one.
 */
export function PasskeyList({
  passkeys,
  onAdd,
  onRemove,
  adding = false,
  removingId = null,
  error,
  supported = true,
  loading = false,
  heading = texts.heading,
  headingLevel = 2,
  className,
}: PasskeyListProps) {
  if (import.meta.env.DEV && new Set(passkeys.map((passkey) => passkey.id)).size !== passkeys.length) {
    throw new Error('PasskeyList: every passkey must have its own id; the id says which one to remove.');
  }
  // The passkey asked about stays set while the dialog fades out, so its title does not change then.
  const [asked, setAsked] = useState<PasskeyListItem | null>(null);
  const [confirmOpen, setConfirmOpen] = useState(false);

  return (
    <ItemListCard
      heading={heading}
      headingLevel={headingLevel}
      texts={texts}
      loading={loading}
      error={error}
      items={passkeys.map((passkey) => ({
        id: passkey.id,
        title: passkey.name,
        meta: [texts.added(passkey.created), passkey.lastUsed === null ? texts.neverUsed : texts.lastUsed(passkey.lastUsed)],
        action: {
          label: texts.remove,
          labelRest: texts.removeLabelRest(passkey.name),
          busy: removingId === passkey.id,
          busyText: texts.removing,
          onPress: () => {
            setAsked(passkey);
            setConfirmOpen(true);
          },
        },
      }))}
      confirm={{
        open: confirmOpen,
        onOpenChange: setConfirmOpen,
        title: texts.confirmTitle(asked?.name ?? ''),
        question: texts.confirmText,
        confirmLabel: texts.confirm,
        cancelLabel: texts.cancel,
        // A passkey once removed is gone from the device's list of sign-ins too: a stray Enter must not do it.
        tone: 'danger',
        onConfirm: () => (asked ? onRemove(asked.id) : undefined),
      }}
      className={className}
    >
      {supported ? <AddPasskeyForm adding={adding} onAdd={onAdd} /> : <Text>{texts.unsupported}</Text>}
    </ItemListCard>
  );
}
PasskeyList.displayName = 'PasskeyList';

type AddPasskeyFormProps = Pick<PasskeyListProps, 'onAdd'> & { adding: boolean };

/** Names a new passkey and asks for it; the name is emptied once `onAdd` has resolved. */
function AddPasskeyForm({ adding, onAdd }: AddPasskeyFormProps) {
  const [name, setName] = useState('');
  const [nameError, setNameError] = useState('');
  // Set only on a refused submit, so the alert speaks then and not on every key.
  const [announcement, setAnnouncement] = useState('');
  const nameRef = useRef<HTMLInputElement>(null);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (adding) return;
    const check = checkPasskeyName(name);
    if (!check.ok) {
      setNameError(check.message);
      setAnnouncement(check.message);
      nameRef.current?.focus();
      return;
    }
    setNameError('');
    setAnnouncement('');
    try {
      await onAdd(check.name);
      setName('');
    } catch {
      // The caller says what went wrong through `error`; the name stays so the staff member can try again.
    }
  };

  return (
    <form noValidate onSubmit={submit} className={styles.addForm}>
      <TextField
        ref={nameRef}
        label={texts.nameLabel}
        name="passkeyName"
        placeholder={texts.namePlaceholder}
        maxLength={passkeyNameMaxLength}
        autoComplete="off"
        required
        value={name}
        error={nameError || undefined}
        onChange={(event) => {
          setName(event.target.value);
          if (nameError) setNameError('');
        }}
        className={styles.nameField}
      />
      {/* The field's message is tied to it, but Enter in the field does not move focus, so a screen
          reader would not hear it; this announces each refused submit once. */}
      <VisuallyHidden role="alert">{announcement}</VisuallyHidden>
      <Button type="submit" busy={adding} busyText={texts.adding}>
        {texts.add}
      </Button>
    </form>
  );
}
