import { useEffect, useId, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import { EditorContent, useEditor, type Editor } from '@tiptap/react';
import { assignInlineVars } from '@vanilla-extract/dynamic';
import { cx } from '../../utils/cx';
import { richTextContent } from '../SafeHtml/richText.css';
import { SafeHtml } from '../SafeHtml/SafeHtml';
import { sanitizeHtml } from '../SafeHtml/sanitizeHtml';
import { useSanitizer } from '../SafeHtml/ServerDomProvider';
import { EditorToolbar } from './EditorToolbar';
import { createRichTextExtensions } from './extensions';
import * as styles from './RichTextEditor.css';

/** The writing area's height in the spec: 400 px. */
export const defaultEditorHeight = 400;

export type RichTextEditorProps = {
  /** Names the writing area and its toolbar for screen readers, such as 'Privacy policy'. */
  label: string;
  /** The content as HTML, for a controlled editor; a new value replaces the content when it differs. */
  value?: string;
  /** The initial content as HTML, for an uncontrolled editor. */
  defaultValue?: string;
  /** Called with the content as HTML after every change; an empty document gives ''. */
  onChange?: (html: string) => void;
  /** False shows the content read-only: no toolbar, not editable, still focusable and readable. */
  editable?: boolean;
  /** Height of the writing area in CSS pixels (it scrolls beyond), or 'auto' to grow with the content. */
  height?: number | 'auto';
  /** Id of the writing area; generated when absent. */
  id?: string;
  /** Ids of elements that describe the writing area, such as a hint or an error message. */
  'aria-describedby'?: string;
  /** Extra class names for the outer element, merged last. */
  className?: string;
};

/** How many of its own recent outputs the editor recognises when they come back as `value`. */
const recentEchoes = 50;

const htmlOf = (editor: Editor) => (editor.isEmpty ? '' : editor.getHTML());

const noSubscription = () => () => {};
/** False on a server and while React hydrates the server's markup; true in the browser after that. */
const useHydrated = () =>
  useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );

/**
 * The rich-text editor for the privacy policy and the terms, on Tiptap, with Quill's snow toolbar.
 * Whatever comes in is sanitised to the allowlist the server applies, and the editor can only
 * write what that allowlist keeps, so what is saved is what was seen.
 *
 * On a server (inside `ServerDomProvider`) it renders its content read-only, as it will look, and
 * becomes the editor, with its toolbar, once the page has hydrated.
 */
export function RichTextEditor({
  label,
  value,
  defaultValue,
  onChange,
  editable = true,
  height = defaultEditorHeight,
  id,
  'aria-describedby': describedBy,
  className,
}: RichTextEditorProps) {
  if (import.meta.env.DEV) {
    if (!label.trim()) throw new Error('RichTextEditor: `label` is required; it names the writing area and its toolbar.');
    if (value !== undefined && defaultValue !== undefined) {
      throw new Error('RichTextEditor: pass `value` (controlled) or `defaultValue` (uncontrolled), not both.');
    }
  }

  const generatedId = useId();
  const contentId = id ?? `${generatedId}content`;

  // Tiptap reads its event handlers once, so they go through refs to see the latest props.
  const onChangeRef = useRef(onChange);
  useEffect(() => {
    onChangeRef.current = onChange;
  }, [onChange]);
  // What the editor was given and what it has emitted since. A controlled value that only echoes
  // the editor's own output must not reset the content (and the caret). React may render an older
  // echo after the editor has moved on, so recent echoes are remembered, not just the last one.
  const known = useRef<string[]>([value ?? defaultValue ?? '']);

  const [extensions] = useState(createRichTextExtensions);
  const sanitize = useSanitizer();
  const [initialContent] = useState(() => sanitize(value ?? defaultValue ?? ''));
  const hydrated = useHydrated();

  const editorProps = useMemo(
    () => ({
      attributes: {
        id: contentId,
        class: cx(richTextContent, styles.content),
        'aria-label': label,
        ...(describedBy ? { 'aria-describedby': describedBy } : {}),
        // Read-only content is a document to read, with its headings and lists, rather than a field;
        // tabindex keeps it reachable so keyboard users can scroll it.
        ...(editable ? { role: 'textbox', 'aria-multiline': 'true' } : { role: 'document', tabindex: '0' }),
      },
    }),
    [contentId, label, describedBy, editable],
  );

  const editor = useEditor({
    // Built during the first render in a browser; on a server, and while hydrating, after it, so the
    // markup hydrated is the read-only content the server sent.
    immediatelyRender: hydrated,
    extensions,
    content: initialContent,
    editable,
    // Tiptap would inject a <style> element, which a strict Content Security Policy blocks; the
    // rules it carries are in RichTextEditor.css.ts.
    injectCSS: false,
    editorProps,
    onUpdate: ({ editor: current }) => {
      const html = htmlOf(current);
      known.current = [...known.current.slice(-(recentEchoes - 1)), html];
      onChangeRef.current?.(html);
    },
  });

  useEffect(() => {
    if (editor && editor.isEditable !== editable) editor.setEditable(editable, false);
  }, [editor, editable]);

  useEffect(() => {
    if (!editor || value === undefined || known.current.includes(value)) return;
    known.current = [value];
    const clean = sanitizeHtml(value);
    if (clean !== htmlOf(editor)) editor.commands.setContent(clean, { emitUpdate: false });
  }, [editor, value]);

  const fixedHeight = height !== 'auto';
  if (import.meta.env.DEV && fixedHeight && !(height > 0)) {
    throw new Error(`RichTextEditor: \`height\` must be a positive number of pixels or 'auto', got ${String(height)}.`);
  }

  return (
    <div className={cx(styles.root, className)}>
      {editable && editor ? <EditorToolbar editor={editor} label={`${label} formatting`} controls={contentId} /> : null}
      <div
        className={styles.frame({ withToolbar: editable && editor !== null, fixedHeight })}
        style={fixedHeight ? assignInlineVars({ [styles.frameHeight]: `${height}px` }) : undefined}
      >
        {editor ? (
          <EditorContent editor={editor} className={styles.contentWrapper} />
        ) : (
          // Until the editor exists: the same element Tiptap will make, with the content, not yet editable.
          <div className={styles.contentWrapper}>
            <SafeHtml
              html={initialContent}
              id={contentId}
              className={styles.content}
              aria-label={label}
              aria-describedby={describedBy}
              role={editable ? 'textbox' : 'document'}
              aria-multiline={editable ? true : undefined}
              aria-readonly={editable ? true : undefined}
              tabIndex={editable ? undefined : 0}
            />
          </div>
        )}
      </div>
    </div>
  );
}
RichTextEditor.displayName = 'RichTextEditor';
