import { useRef, useState, type MouseEvent } from 'react';
import { Toolbar } from 'radix-ui';
import { useEditorState, type Editor } from '@tiptap/react';
import { richTextFonts, richTextSizes, type RichTextFont, type RichTextSize } from './extensions';
import { InsertDialog, type InsertKind, type InsertValues } from './InsertDialog';
import * as styles from './RichTextEditor.css';
import * as icons from './toolbarIcons';
import { Separator, ToolbarButton, ToolbarSelect } from './ToolbarControls';

/** The block types of the toolbar's first select. */
export const richTextBlockTypes = ['paragraph', 'heading1', 'heading2', 'heading3'] as const;
export type RichTextBlockType = (typeof richTextBlockTypes)[number];

const blockLabels: Record<RichTextBlockType, string> = {
  paragraph: 'Normal',
  heading1: 'Heading 1',
  heading2: 'Heading 2',
  heading3: 'Heading 3',
};
const fontLabels: Record<RichTextFont, string> = { sans: 'Sans Serif', serif: 'Serif', monospace: 'Monospace' };
const sizeLabels: Record<RichTextSize, string> = { small: 'Small', normal: 'Normal', large: 'Large', huge: 'Huge' };
const headingLevels = { heading1: 1, heading2: 2, heading3: 3 } as const;

/** What the toolbar shows about the selection; recomputed on each transaction, re-rendered on change. */
function selectToolbarState({ editor }: { editor: Editor }) {
  const font: unknown = editor.getAttributes('font').font;
  const size: unknown = editor.getAttributes('size').size;
  return {
    block: (editor.isActive('heading', { level: 1 })
      ? 'heading1'
      : editor.isActive('heading', { level: 2 })
        ? 'heading2'
        : editor.isActive('heading', { level: 3 })
          ? 'heading3'
          : 'paragraph') as RichTextBlockType,
    font: (richTextFonts as readonly unknown[]).includes(font) ? (font as RichTextFont) : 'sans',
    size: (richTextSizes as readonly unknown[]).includes(size) ? (size as RichTextSize) : 'normal',
    bold: editor.isActive('bold'),
    italic: editor.isActive('italic'),
    underline: editor.isActive('underline'),
    strike: editor.isActive('strike'),
    blockquote: editor.isActive('blockquote'),
    orderedList: editor.isActive('orderedList'),
    bulletList: editor.isActive('bulletList'),
    link: editor.isActive('link'),
  };
}
type ToolbarState = ReturnType<typeof selectToolbarState>;

export type EditorToolbarProps = {
  /** The editor the toolbar drives. */
  editor: Editor;
  /** The toolbar's accessible name. */
  label: string;
  /** The id of the writing area, for aria-controls. */
  controls: string;
};

/**
 * Quill's snow toolbar rebuilt as an ARIA toolbar: one tab stop, arrow keys between controls,
 * `aria-pressed` on every toggle, and dialogs instead of prompts for links, images and videos.
 */
export function EditorToolbar({ editor, label, controls }: EditorToolbarProps) {
  const state: ToolbarState = useEditorState({ editor, selector: selectToolbarState });
  const [dialog, setDialog] = useState<InsertKind | null>(null);
  const [linkUrl, setLinkUrl] = useState('');
  // Where focus goes when a dialog closes: the text after an insert, otherwise the button that opened it.
  const opener = useRef<HTMLElement | null>(null);
  const inserted = useRef(false);

  const run = (command: (chain: ReturnType<Editor['chain']>) => ReturnType<Editor['chain']>) => command(editor.chain()).run();

  const openDialog = (kind: InsertKind) => (event: MouseEvent<HTMLButtonElement>) => {
    opener.current = event.currentTarget;
    inserted.current = false;
    setLinkUrl(kind === 'link' && editor.isActive('link') ? String(editor.getAttributes('link').href ?? '') : '');
    setDialog(kind);
  };

  const insert = (kind: InsertKind, { url, alt }: InsertValues) => {
    // No focus() in these chains: the dialog traps focus until it closes, and onCloseAutoFocus
    // then puts the caret back in the text.
    if (kind === 'link') {
      if (editor.isActive('link')) run((chain) => chain.extendMarkRange('link').setLink({ href: url }));
      else if (editor.state.selection.empty) {
        const text = url.startsWith('mailto:') ? url.slice('mailto:'.length) : url;
        run((chain) => chain.insertContent({ type: 'text', text, marks: [{ type: 'link', attrs: { href: url } }] }));
      } else run((chain) => chain.setLink({ href: url }));
    } else if (kind === 'image') {
      run((chain) => chain.setImage({ src: url, alt }));
    } else {
      run((chain) => chain.setVideo({ src: url }));
    }
    inserted.current = true;
    setDialog(null);
  };

  const removeLink = () => {
    run((chain) => chain.extendMarkRange('link').unsetLink());
    inserted.current = true;
    setDialog(null);
  };

  const focusText = () => {
    editor.commands.focus();
  };

  return (
    <>
      <Toolbar.Root className={styles.toolbar} aria-label={label} aria-controls={controls} loop={false}>
        <div className={styles.group}>
          <ToolbarSelect
            label="Text style"
            value={state.block}
            options={richTextBlockTypes}
            labels={blockLabels}
            width="block"
            onChosen={focusText}
            onChange={(block) =>
              run((chain) => (block === 'paragraph' ? chain.setParagraph() : chain.setHeading({ level: headingLevels[block] })))
            }
          />
          <ToolbarSelect
            label="Font"
            value={state.font}
            options={richTextFonts}
            labels={fontLabels}
            width="font"
            onChosen={focusText}
            onChange={(font) => run((chain) => chain.setFont(font))}
          />
          <ToolbarSelect
            label="Size"
            value={state.size}
            options={richTextSizes}
            labels={sizeLabels}
            width="size"
            onChosen={focusText}
            onChange={(size) => run((chain) => chain.setSize(size))}
          />
        </div>
        <Separator />
        <div className={styles.group}>
          <ToolbarButton
            label="Bold"
            icon={icons.BoldIcon}
            pressed={state.bold}
            shortcut="Control+B Meta+B"
            onClick={() => run((chain) => chain.toggleBold())}
          />
          <ToolbarButton
            label="Italic"
            icon={icons.ItalicIcon}
            pressed={state.italic}
            shortcut="Control+I Meta+I"
            onClick={() => run((chain) => chain.toggleItalic())}
          />
          <ToolbarButton
            label="Underline"
            icon={icons.UnderlineIcon}
            pressed={state.underline}
            shortcut="Control+U Meta+U"
            onClick={() => run((chain) => chain.toggleUnderline())}
          />
          <ToolbarButton
            label="Strikethrough"
            icon={icons.StrikeIcon}
            pressed={state.strike}
            onClick={() => run((chain) => chain.toggleStrike())}
          />
        </div>
        <Separator />
        <div className={styles.group}>
          <ToolbarButton
            label="Quote"
            icon={icons.QuoteIcon}
            pressed={state.blockquote}
            onClick={() => run((chain) => chain.toggleBlockquote())}
          />
          <ToolbarButton
            label="Numbered list"
            icon={icons.OrderedListIcon}
            pressed={state.orderedList}
            onClick={() => run((chain) => chain.toggleOrderedList())}
          />
          <ToolbarButton
            label="Bulleted list"
            icon={icons.BulletListIcon}
            pressed={state.bulletList}
            onClick={() => run((chain) => chain.toggleBulletList())}
          />
          <ToolbarButton label="Decrease indent" icon={icons.OutdentIcon} onClick={() => run((chain) => chain.outdent())} />
          <ToolbarButton label="Increase indent" icon={icons.IndentIcon} onClick={() => run((chain) => chain.indent())} />
        </div>
        <Separator />
        <div className={styles.group}>
          <ToolbarButton
            label="Link"
            icon={icons.LinkIcon}
            pressed={state.link}
            haspopup="dialog"
            onClick={openDialog('link')}
          />
          <ToolbarButton label="Image" icon={icons.ImageIcon} haspopup="dialog" onClick={openDialog('image')} />
          <ToolbarButton label="Video" icon={icons.VideoIcon} haspopup="dialog" onClick={openDialog('video')} />
        </div>
        <Separator />
        <ToolbarButton
          label="Clear formatting"
          icon={icons.ClearFormattingIcon}
          onClick={() => run((chain) => chain.unsetAllMarks().clearNodes().clearIndent())}
        />
      </Toolbar.Root>
      <InsertDialog
        kind={dialog}
        initialUrl={linkUrl}
        onInsert={insert}
        onRemoveLink={removeLink}
        onClose={() => setDialog(null)}
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          if (inserted.current) focusText();
          else opener.current?.focus();
        }}
      />
    </>
  );
}
