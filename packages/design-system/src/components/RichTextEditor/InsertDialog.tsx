import { useRef, useState, type FormEvent } from 'react';
import { Dialog } from 'radix-ui';
import { Button } from '../Button';
import { TextField } from '../TextField';
import { VisuallyHidden } from '../VisuallyHidden';
import * as styles from './RichTextEditor.css';
import { checkImageUrl, checkLinkUrl, checkVideoUrl, type UrlCheck } from './urls';

/** What the toolbar's dialogs insert. */
export const insertKinds = ['link', 'image', 'video'] as const;
export type InsertKind = (typeof insertKinds)[number];

/** What a dialog hands back once its address has passed the check. */
export type InsertValues = { url: string; alt: string };

type DialogText = {
  title: string;
  editTitle?: string;
  description: string;
  fieldLabel: string;
  check: (value: string) => UrlCheck;
};

const texts: Record<InsertKind, DialogText> = {
  link: {
    title: 'Insert link',
    editTitle: 'Edit link',
    description: 'A link can open a web page (http:// or https://) or write an email (mailto:).',
    fieldLabel: 'Link URL',
    check: checkLinkUrl,
  },
  image: {
    title: 'Insert image',
    description: 'Images load from an http:// or https:// address, or from a path on this site that starts with /.',
    fieldLabel: 'Image URL',
    check: checkImageUrl,
  },
  video: {
    title: 'Insert video',
    description: 'Paste the address of a YouTube or Vimeo video. Videos from other sites cannot be embedded.',
    fieldLabel: 'Video URL',
    check: checkVideoUrl,
  },
};

export type InsertDialogProps = {
  /** The open dialog, or null when none is open. */
  kind: InsertKind | null;
  /** The address already there, when an existing link is being edited. */
  initialUrl?: string;
  /** Called with the checked address; the caller inserts it and closes the dialog. */
  onInsert: (kind: InsertKind, values: InsertValues) => void;
  /** When set, the link dialog offers to remove the link the caret is in. */
  onRemoveLink?: () => void;
  /** Called when the dialog asks to close (Escape, Cancel, a click outside). */
  onClose: () => void;
  /** Where focus goes once the dialog has closed; radix calls it before its own default. */
  onCloseAutoFocus: (event: Event) => void;
};

/**
 * The accessible replacement for `window.prompt`: a labelled address field whose errors are shown
 * next to it and announced, with Cancel and Insert. One dialog serves link, image and video.
 */
export function InsertDialog({ kind, initialUrl, onInsert, onRemoveLink, onClose, onCloseAutoFocus }: InsertDialogProps) {
  return (
    <Dialog.Root open={kind !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      <Dialog.Portal>
        <Dialog.Overlay className={styles.overlay} />
        <Dialog.Content className={styles.dialog} onCloseAutoFocus={onCloseAutoFocus}>
          {/* Keyed so each opening starts with a fresh form. */}
          {kind ? (
            <InsertForm
              key={kind}
              kind={kind}
              initialUrl={initialUrl}
              onInsert={onInsert}
              onRemoveLink={onRemoveLink}
            />
          ) : null}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

type InsertFormProps = Pick<InsertDialogProps, 'initialUrl' | 'onInsert' | 'onRemoveLink'> & { kind: InsertKind };

function InsertForm({ kind, initialUrl = '', onInsert, onRemoveLink }: InsertFormProps) {
  const text = texts[kind];
  const editing = kind === 'link' && initialUrl !== '';
  const [url, setUrl] = useState(initialUrl);
  const [alt, setAlt] = useState('');
  const [error, setError] = useState('');
  const urlRef = useRef<HTMLInputElement>(null);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // React bubbles events through portals to the component's ancestors: without this, the page's
    // own form around the editor (Save Policy) would be submitted too.
    event.stopPropagation();
    const result = text.check(url);
    if (!result.ok) {
      setError(result.message);
      urlRef.current?.focus();
      return;
    }
    onInsert(kind, { url: result.url, alt: alt.trim() });
  };

  return (
    <>
      <Dialog.Title className={styles.dialogTitle}>{editing && text.editTitle ? text.editTitle : text.title}</Dialog.Title>
      <Dialog.Description className={styles.dialogDescription}>{text.description}</Dialog.Description>
      {/* The browser's own URL validation is off: its messages do not know the allowlist's rules. */}
      <form className={styles.dialogForm} noValidate onSubmit={submit}>
        <TextField
          ref={urlRef}
          label={text.fieldLabel}
          type="url"
          inputMode="url"
          autoComplete="off"
          spellCheck={false}
          required
          value={url}
          error={error || undefined}
          onChange={(event) => {
            setUrl(event.target.value);
            if (error) setError('');
          }}
        />
        {kind === 'image' ? (
          <TextField
            label="Alternative text"
            hint="Describes the image to people who cannot see it. Leave it empty if the image is only decoration."
            value={alt}
            onChange={(event) => setAlt(event.target.value)}
          />
        ) : null}
        {/* The field's message is tied to it, but pressing Enter does not move focus, so a screen
            reader would not hear it; this announces each new message once. */}
        <VisuallyHidden role="alert">{error}</VisuallyHidden>
        <div className={styles.dialogActions}>
          {editing && onRemoveLink ? (
            <Button variant="ghost" className={styles.dialogSecondaryAction} onClick={onRemoveLink}>
              Remove link
            </Button>
          ) : null}
          <Dialog.Close asChild>
            <Button variant="secondary">Cancel</Button>
          </Dialog.Close>
          <Button type="submit">{editing ? 'Save' : 'Insert'}</Button>
        </div>
      </form>
    </>
  );
}
