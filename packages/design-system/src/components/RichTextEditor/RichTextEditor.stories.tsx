import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Box } from '../Box';
import { Button } from '../Button';
import { privacyPolicyExample } from '../SafeHtml/policyExample';
import { RichTextEditor } from './RichTextEditor';
import { urlMessages } from './urls';
import { usageDocs } from '../private/stories/usage';

const meta = {
  title: 'Editor/RichTextEditor',
  component: RichTextEditor,
  args: { label: 'Privacy policy', onChange: fn() },
  argTypes: {
    editable: { control: 'boolean' },
    height: { control: 'number' },
  },
  parameters: { docs: { description: { component: usageDocs({
        summary: 'The editor for the privacy policy and the terms, with a formatting toolbar. Whatever comes in is sanitised to the allowlist the server applies, and the editor can only write what that allowlist keeps, so what is saved is what was seen.',
        use: ['For long formatted text that staff write and publish: headings, lists, quotes, links, images and YouTube videos.', "Controlled with `value` and `onChange` (HTML, or '' when empty), or uncontrolled with `defaultValue`; never both.", '`editable={false}` shows the content read-only, without the toolbar, as on the terms page before Edit is pressed. It renders its content read-only on a server until it hydrates.'],
        avoid: ['For plain text, even several lines of it: use `TextArea`.', 'To show stored rich text to readers: use `SafeHtml`.'],
        accessibility: ["`label` is required: it names the writing area ('Privacy policy') and its toolbar ('Privacy policy formatting'). It is not shown, so put a visible heading near the editor, and pass a hint's or an error's id in `aria-describedby`.", 'The toolbar is one Tab stop: the arrow keys, Home and End move along it, and toggles report `aria-pressed`. Link, Image and Video open dialogs that Escape closes, giving focus back to their button.', 'Read-only, it is a focusable `document`, so keyboard users can still scroll it.'],
        do: '`<RichTextEditor label="Terms and conditions" value={html} onChange={setHtml} aria-describedby={errorId} />`',
        dont: '`label="Editor"`: the label names both the text and its toolbar, so say which document it is.',
      }) } } },
} satisfies Meta<typeof RichTextEditor>;

export default meta;
type Story = StoryObj<typeof meta>;

const termsExample =
  '<h1>Terms and Conditions</h1><p>By creating a Chairside account you agree to these terms.</p>' +
  '<h2>Bookings</h2><ol><li><p>Professionals set their own prices and working hours.</p></li>' +
  '<li><p>Salons may not ask for payment outside Chairside.</p></li></ol>';

/** The last HTML handed to onChange. */
const lastChange = (onChange: unknown) => {
  const calls = (onChange as ReturnType<typeof fn>).mock.calls;
  return String(calls.at(-1)?.[0] ?? '');
};

/** The element that scrolls the given one: what a reader sees as the writing area's box. */
function scrollingAncestor(element: HTMLElement): HTMLElement {
  let current = element.parentElement;
  while (current && getComputedStyle(current).overflowY !== 'auto') current = current.parentElement;
  if (!current) throw new Error('No scrolling ancestor');
  return current;
}

/** Puts the caret at the end of an element, as a click there would (user-event cannot press End in rich text). */
function placeCaretAtEnd(element: HTMLElement) {
  const range = document.createRange();
  range.selectNodeContents(element);
  range.collapse(false);
  const selection = document.getSelection()!;
  selection.removeAllRanges();
  selection.addRange(range);
}

/** Puts the caret inside an element's first text, `offset` characters in. */
function placeCaretIn(element: HTMLElement, offset: number) {
  const text = element.firstChild!;
  const selection = document.getSelection()!;
  selection.collapse(text, offset);
}

/** Empty, as a new policy starts. Typing and the Bold button, with aria-pressed following the caret. */
export const Default: Story = {
  play: async ({ args, canvas }) => {
    const textbox = canvas.getByRole('textbox', { name: 'Privacy policy' });
    await expect(textbox).toHaveAttribute('aria-multiline', 'true');
    await expect(canvas.getByRole('toolbar', { name: 'Privacy policy formatting' })).toHaveAttribute('aria-controls', textbox.id);

    await userEvent.click(textbox);
    await userEvent.keyboard('Chairside respects your privacy');
    await expect(textbox).toHaveTextContent('Chairside respects your privacy');
    await waitFor(() => expect(lastChange(args.onChange)).toBe('<p>Chairside respects your privacy</p>'));

    const bold = canvas.getByRole('button', { name: 'Bold' });
    await expect(bold).toHaveAttribute('aria-pressed', 'false');
    await userEvent.keyboard('{Control>}a{/Control}');
    await userEvent.click(bold);
    await expect(bold).toHaveAttribute('aria-pressed', 'true');
    await waitFor(() => expect(lastChange(args.onChange)).toBe('<p><strong>Chairside respects your privacy</strong></p>'));
    // The mouse press did not take focus from the text.
    await waitFor(() => expect(textbox).toHaveFocus());

    // At the end of the bold text the toggle stays on; pressing it turns bold off for what comes next.
    await userEvent.keyboard('{ArrowRight}');
    await expect(bold).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(bold);
    await expect(bold).toHaveAttribute('aria-pressed', 'false');
    await userEvent.keyboard(' online');
    await waitFor(() => expect(lastChange(args.onChange)).toBe('<p><strong>Chairside respects your privacy</strong> online</p>'));
  },
};

/** A realistic policy with every format: headings, lists, a quote, links, fonts and sizes. */
export const WithContent: Story = {
  args: { defaultValue: privacyPolicyExample },
  play: async ({ args, canvas }) => {
    const textbox = canvas.getByRole('textbox', { name: 'Privacy policy' });
    await expect(within(textbox).getByRole('heading', { level: 1, name: 'Chairside Privacy Policy' })).toBeVisible();
    await expect(within(textbox).getByRole('link', { name: 'privacy@chairside.app' })).toHaveAttribute('href', 'mailto:privacy@chairside.app');
    // 400 px tall as the spec says, scrolling the rest.
    const frame = scrollingAncestor(textbox);
    await expect(Math.round(frame.getBoundingClientRect().height)).toBe(400);
    await expect(frame.scrollHeight).toBeGreaterThan(frame.clientHeight);
    await expect(args.onChange).not.toHaveBeenCalled();

    // The toolbar reflects where the caret is: inside the first heading.
    await userEvent.click(within(textbox).getByRole('heading', { level: 1 }));
    await expect(canvas.getByRole('combobox', { name: 'Text style' })).toHaveTextContent('Heading 1');
    await userEvent.click(within(textbox).getByText('We do', { exact: false }));
    await expect(canvas.getByRole('button', { name: 'Quote' })).toHaveAttribute('aria-pressed', 'true');
    await expect(canvas.getByRole('combobox', { name: 'Text style' })).toHaveTextContent('Normal');
  },
};

/** The terms page before Edit is pressed: no toolbar, not editable, still read and scrolled. */
export const ReadOnly: Story = {
  args: { label: 'Terms and conditions', editable: false, value: termsExample },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('toolbar')).toBeNull();
    await expect(canvas.queryByRole('textbox')).toBeNull();
    const document = canvas.getByRole('document', { name: 'Terms and conditions' });
    await expect(document).toHaveAttribute('contenteditable', 'false');
    await expect(within(document).getByRole('heading', { level: 2, name: 'Bookings' })).toBeVisible();
    await expect(within(document).getAllByRole('listitem')).toHaveLength(2);
    await userEvent.tab();
    await expect(document).toHaveFocus();
  },
};

export const Playground: Story = {
  args: { defaultValue: '<h2>Terms and Conditions</h2><p>Try every control of the toolbar.</p>', editable: true, height: 400 },
};

/** One tab stop for the whole toolbar; the arrow keys, Home and End move inside it. */
export const ToolbarKeyboard: Story = {
  play: async ({ canvas }) => {
    const toolbar = canvas.getByRole('toolbar', { name: 'Privacy policy formatting' });
    await userEvent.tab();
    const textStyle = within(toolbar).getByRole('combobox', { name: 'Text style' });
    await expect(textStyle).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(within(toolbar).getByRole('combobox', { name: 'Font' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    await expect(within(toolbar).getByRole('button', { name: 'Bold' })).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}');
    await expect(within(toolbar).getByRole('combobox', { name: 'Size' })).toHaveFocus();
    await userEvent.keyboard('{End}');
    await expect(within(toolbar).getByRole('button', { name: 'Clear formatting' })).toHaveFocus();
    await userEvent.keyboard('{Home}');
    await expect(textStyle).toHaveFocus();
    // Only one control is in the tab order: Tab leaves the toolbar for the text.
    await expect(within(toolbar).getAllByRole('button').every((button) => button.tabIndex === -1)).toBe(true);
    await userEvent.tab();
    await expect(canvas.getByRole('textbox', { name: 'Privacy policy' })).toHaveFocus();
    // Shift+Tab comes back to the control that was last used.
    await userEvent.tab({ shift: true });
    await expect(textStyle).toHaveFocus();
  },
};

/** Every control has a name, and every toggle starts unpressed. */
export const ToolbarControls: Story = {
  play: async ({ canvas }) => {
    const toolbar = canvas.getByRole('toolbar');
    for (const name of ['Text style', 'Font', 'Size']) {
      await expect(within(toolbar).getByRole('combobox', { name })).toBeVisible();
    }
    for (const name of ['Bold', 'Italic', 'Underline', 'Strikethrough', 'Quote', 'Numbered list', 'Bulleted list', 'Link']) {
      await expect(within(toolbar).getByRole('button', { name })).toHaveAttribute('aria-pressed', 'false');
    }
    for (const name of ['Decrease indent', 'Increase indent', 'Image', 'Video', 'Clear formatting']) {
      await expect(within(toolbar).getByRole('button', { name })).not.toHaveAttribute('aria-pressed');
    }
    for (const name of ['Link', 'Image', 'Video']) {
      await expect(within(toolbar).getByRole('button', { name })).toHaveAttribute('aria-haspopup', 'dialog');
    }
  },
};

/** Heading, font and size come from selects and are stored as elements and classes. */
export const BlockFontAndSize: Story = {
  play: async ({ args, canvas }) => {
    const body = within(document.body);
    const textbox = canvas.getByRole('textbox', { name: 'Privacy policy' });
    await userEvent.click(textbox);
    await userEvent.keyboard('Your data');

    await userEvent.click(canvas.getByRole('combobox', { name: 'Text style' }));
    await userEvent.click(await body.findByRole('option', { name: 'Heading 2' }));
    await waitFor(() => expect(lastChange(args.onChange)).toBe('<h2>Your data</h2>'));
    await waitFor(() => expect(textbox).toHaveFocus());

    await userEvent.keyboard('{Control>}a{/Control}');
    await userEvent.click(canvas.getByRole('combobox', { name: 'Font' }));
    await userEvent.click(await body.findByRole('option', { name: 'Serif' }));
    await userEvent.click(canvas.getByRole('combobox', { name: 'Size' }));
    await userEvent.click(await body.findByRole('option', { name: 'Huge' }));
    await waitFor(() =>
      expect(lastChange(args.onChange)).toBe(
        '<h2><span class="ql-font-serif"><span class="ql-size-huge">Your data</span></span></h2>',
      ),
    );
    await expect(canvas.getByRole('combobox', { name: 'Font' })).toHaveTextContent('Serif');

    await userEvent.click(canvas.getByRole('button', { name: 'Increase indent' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Increase indent' }));
    await waitFor(() => expect(lastChange(args.onChange)).toContain('<h2 class="ql-indent-2">'));

    await userEvent.click(canvas.getByRole('button', { name: 'Clear formatting' }));
    await waitFor(() => expect(lastChange(args.onChange)).toBe('<p>Your data</p>'));
  },
};

/** Italic, underline and strike go on and off the selection; quote wraps the caret's paragraph and unwraps it; numbered list. */
export const MarksAndBlocks: Story = {
  play: async ({ args, canvas }) => {
    const textbox = canvas.getByRole('textbox', { name: 'Privacy policy' });
    await userEvent.click(textbox);
    await userEvent.keyboard('Your rights');
    await userEvent.keyboard('{Control>}a{/Control}');

    const marks = ['Italic', 'Underline', 'Strikethrough'].map((name) => canvas.getByRole('button', { name }));
    for (const toggle of marks) {
      await userEvent.click(toggle);
      await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    }
    await waitFor(() => expect(lastChange(args.onChange)).toBe('<p><em><s><u>Your rights</u></s></em></p>'));
    for (const toggle of marks) {
      await userEvent.click(toggle);
      await expect(toggle).toHaveAttribute('aria-pressed', 'false');
    }
    await waitFor(() => expect(lastChange(args.onChange)).toBe('<p>Your rights</p>'));

    // The block buttons act on the paragraph the caret is in.
    placeCaretIn(within(textbox).getByText('Your rights'), 4);
    const quote = canvas.getByRole('button', { name: 'Quote' });
    await userEvent.click(quote);
    await expect(quote).toHaveAttribute('aria-pressed', 'true');
    await waitFor(() => expect(lastChange(args.onChange)).toBe('<blockquote><p>Your rights</p></blockquote>'));
    await userEvent.click(quote);
    await expect(quote).toHaveAttribute('aria-pressed', 'false');
    await waitFor(() => expect(lastChange(args.onChange)).toBe('<p>Your rights</p>'));

    const numbered = canvas.getByRole('button', { name: 'Numbered list' });
    await userEvent.click(numbered);
    await expect(numbered).toHaveAttribute('aria-pressed', 'true');
    await expect(canvas.getByRole('button', { name: 'Bulleted list' })).toHaveAttribute('aria-pressed', 'false');
    await waitFor(() => expect(lastChange(args.onChange)).toBe('<ol><li><p>Your rights</p></li></ol>'));
    await waitFor(() => expect(textbox).toHaveFocus());
  },
};

/** Lists: the buttons toggle them, and indent nests an item instead of adding a class. */
export const Lists: Story = {
  play: async ({ args, canvas }) => {
    const textbox = canvas.getByRole('textbox', { name: 'Privacy policy' });
    await userEvent.click(textbox);
    await userEvent.keyboard('Name{Enter}Email');
    await userEvent.keyboard('{Control>}a{/Control}');
    const bullets = canvas.getByRole('button', { name: 'Bulleted list' });
    await userEvent.click(bullets);
    await expect(bullets).toHaveAttribute('aria-pressed', 'true');
    await waitFor(() => expect(lastChange(args.onChange)).toBe('<ul><li><p>Name</p></li><li><p>Email</p></li></ul>'));
    await userEvent.keyboard('{ArrowRight}');
    await userEvent.click(canvas.getByRole('button', { name: 'Increase indent' }));
    await waitFor(() => expect(lastChange(args.onChange)).toBe('<ul><li><p>Name</p><ul><li><p>Email</p></li></ul></li></ul>'));
    await userEvent.click(canvas.getByRole('button', { name: 'Decrease indent' }));
    await waitFor(() => expect(lastChange(args.onChange)).toBe('<ul><li><p>Name</p></li><li><p>Email</p></li></ul>'));
  },
};

/** The keyboard alone: into the toolbar, to Link, Enter, type the address, Enter. */
export const InsertLinkWithKeyboard: Story = {
  play: async ({ args, canvas }) => {
    const body = within(document.body);
    const textbox = canvas.getByRole('textbox', { name: 'Privacy policy' });
    await userEvent.click(textbox);
    await userEvent.keyboard('Help page');
    await userEvent.keyboard('{Control>}a{/Control}');

    await userEvent.tab({ shift: true });
    await userEvent.keyboard('{End}{ArrowLeft}{ArrowLeft}{ArrowLeft}');
    const linkButton = canvas.getByRole('button', { name: 'Link' });
    await expect(linkButton).toHaveFocus();
    await userEvent.keyboard('{Enter}');

    const dialog = await body.findByRole('dialog', { name: 'Insert link' });
    const field = within(dialog).getByRole('textbox', { name: 'Link URL' });
    await expect(field).toHaveFocus();
    await userEvent.keyboard('https://chairside.app/help');
    await userEvent.keyboard('{Enter}');

    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    const link = within(textbox).getByRole('link', { name: 'Help page' });
    await expect(link).toHaveAttribute('href', 'https://chairside.app/help');
    await waitFor(() =>
      expect(lastChange(args.onChange)).toBe(
        '<p><a target="_blank" rel="noopener noreferrer" href="https://chairside.app/help">Help page</a></p>',
      ),
    );
    // Back in the text to carry on writing, and the Link toggle shows the selection is a link.
    await waitFor(() => expect(textbox).toHaveFocus());
    await expect(linkButton).toHaveAttribute('aria-pressed', 'true');

  },
};

/** With nothing selected, the address itself becomes the link text; an email address becomes mailto:. */
export const InsertEmailLink: Story = {
  play: async ({ args, canvas }) => {
    const body = within(document.body);
    const textbox = canvas.getByRole('textbox', { name: 'Privacy policy' });
    await userEvent.click(textbox);
    await userEvent.keyboard('Write to ');
    await userEvent.click(canvas.getByRole('button', { name: 'Link' }));
    await body.findByRole('dialog', { name: 'Insert link' });
    await userEvent.keyboard('privacy@chairside.app{Enter}');
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    await expect(within(textbox).getByRole('link', { name: 'privacy@chairside.app' })).toHaveAttribute(
      'href',
      'mailto:privacy@chairside.app',
    );
    await waitFor(() => expect(textbox).toHaveFocus());
    // What is typed next is plain text, not part of the link.
    await userEvent.keyboard('.');
    await waitFor(() =>
      expect(lastChange(args.onChange)).toBe(
        '<p>Write to <a target="_blank" rel="noopener noreferrer" href="mailto:privacy@chairside.app">privacy@chairside.app</a>.</p>',
      ),
    );
  },
};

/** In a link, the dialog edits it: the address is filled in, Save changes it, Remove link unlinks. */
export const EditLink: Story = {
  args: {
    defaultValue:
      '<p>See the <a target="_blank" rel="noopener noreferrer" href="https://chairside.app/help">help page</a> first.</p>',
  },
  play: async ({ args, canvas }) => {
    const body = within(document.body);
    const textbox = canvas.getByRole('textbox', { name: 'Privacy policy' });
    await userEvent.click(textbox);
    placeCaretIn(within(textbox).getByRole('link', { name: 'help page' }), 3);
    const linkButton = canvas.getByRole('button', { name: 'Link' });
    await waitFor(() => expect(linkButton).toHaveAttribute('aria-pressed', 'true'));

    await userEvent.click(linkButton);
    let dialog = await body.findByRole('dialog', { name: 'Edit link' });
    const field = within(dialog).getByRole('textbox', { name: 'Link URL' });
    await expect(field).toHaveValue('https://chairside.app/help');
    await userEvent.clear(field);
    await userEvent.type(field, 'https://chairside.app/support');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    await expect(within(textbox).getByRole('link', { name: 'help page' })).toHaveAttribute('href', 'https://chairside.app/support');

    placeCaretIn(within(textbox).getByRole('link', { name: 'help page' }), 3);
    await userEvent.click(linkButton);
    dialog = await body.findByRole('dialog', { name: 'Edit link' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove link' }));
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    await expect(within(textbox).queryByRole('link')).toBeNull();
    await waitFor(() => expect(lastChange(args.onChange)).toBe('<p>See the help page first.</p>'));
  },
};

/** A javascript: address is refused with a message; nothing is inserted and the dialog stays. */
export const InvalidLink: Story = {
  play: async ({ args, canvas }) => {
    const body = within(document.body);
    const textbox = canvas.getByRole('textbox', { name: 'Privacy policy' });
    await userEvent.click(textbox);
    await userEvent.keyboard('Contact');
    const calls = (args.onChange as ReturnType<typeof fn>).mock.calls.length;

    await userEvent.click(canvas.getByRole('button', { name: 'Link' }));
    const dialog = await body.findByRole('dialog', { name: 'Insert link' });
    const field = within(dialog).getByRole('textbox', { name: 'Link URL' });
    await userEvent.type(field, 'javascript:alert(1){Enter}');

    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(field).toHaveAccessibleDescription(urlMessages.link);
    await expect(within(dialog).getByRole('alert')).toHaveTextContent(urlMessages.link);
    await expect(field).toHaveFocus();
    await expect(args.onChange).toHaveBeenCalledTimes(calls);

    // An empty address asks for one.
    await userEvent.clear(field);
    await expect(field).not.toHaveAttribute('aria-invalid');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Insert' }));
    await expect(field).toHaveAccessibleDescription(urlMessages.linkEmpty);

    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    await expect(within(textbox).queryByRole('link')).toBeNull();
    await expect(args.onChange).toHaveBeenCalledTimes(calls);
  },
};

/** A YouTube page address becomes the player's embed address in an iframe. */
export const InsertVideo: Story = {
  play: async ({ args, canvas }) => {
    const body = within(document.body);
    const textbox = canvas.getByRole('textbox', { name: 'Privacy policy' });
    await userEvent.click(textbox);
    await userEvent.keyboard('How Chairside works');
    await userEvent.click(canvas.getByRole('button', { name: 'Video' }));
    const dialog = await body.findByRole('dialog', { name: 'Insert video' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Video URL' }), 'https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=10s');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Insert' }));

    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    const frame = within(textbox).getByTitle('YouTube video');
    await expect(frame.tagName).toBe('IFRAME');
    await expect(frame).toHaveAttribute('src', 'https://www.youtube.com/embed/dQw4w9WgXcQ');
    await waitFor(() =>
      expect(lastChange(args.onChange)).toContain(
        '<iframe src="https://www.youtube.com/embed/dQw4w9WgXcQ" class="ql-video" frameborder="0" allowfullscreen="true" title="YouTube video"></iframe>',
      ),
    );
  },
};

/** Video from any other site is refused with a message that says which sites work. */
export const RejectVideo: Story = {
  play: async ({ args, canvas }) => {
    const body = within(document.body);
    await userEvent.click(canvas.getByRole('button', { name: 'Video' }));
    const dialog = await body.findByRole('dialog', { name: 'Insert video' });
    const field = within(dialog).getByRole('textbox', { name: 'Video URL' });
    await userEvent.type(field, 'https://www.dailymotion.com/video/x7tgad0{Enter}');
    await expect(field).toHaveAccessibleDescription(urlMessages.video);
    await expect(within(dialog).getByRole('alert')).toHaveTextContent('Only YouTube and Vimeo videos can be embedded.');
    await expect(body.getByRole('dialog', { name: 'Insert video' })).toBeVisible();

    // A Vimeo page is accepted once corrected.
    await userEvent.clear(field);
    await userEvent.type(field, 'https://vimeo.com/76979871{Enter}');
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    await expect(canvas.getByTitle('Vimeo video')).toHaveAttribute('src', 'https://player.vimeo.com/video/76979871');
    await waitFor(() => expect(lastChange(args.onChange)).toContain('src="https://player.vimeo.com/video/76979871"'));
  },
};

/** Images take an address and alternative text. */
export const InsertImage: Story = {
  play: async ({ args, canvas }) => {
    const body = within(document.body);
    await userEvent.click(canvas.getByRole('button', { name: 'Image' }));
    const dialog = await body.findByRole('dialog', { name: 'Insert image' });
    const field = within(dialog).getByRole('textbox', { name: 'Image URL' });
    await userEvent.type(field, 'data:image/png;base64,iVBORw0KGgo={Enter}');
    await expect(field).toHaveAccessibleDescription(urlMessages.image);
    await userEvent.clear(field);
    await userEvent.type(field, '/uploads/salon-chair.png');
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Alternative text' }), 'A salon chair by the window');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Insert' }));
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    await expect(canvas.getByRole('img', { name: 'A salon chair by the window' })).toHaveAttribute('src', '/uploads/salon-chair.png');
    await waitFor(() => expect(lastChange(args.onChange)).toContain('<img src="/uploads/salon-chair.png" alt="A salon chair by the window">'));
  },
};

/** Escape closes a dialog without inserting and gives focus back to the button that opened it. */
export const EscapeClosesDialog: Story = {
  play: async ({ args, canvas }) => {
    const body = within(document.body);
    await userEvent.tab();
    await userEvent.keyboard('{End}{ArrowLeft}{ArrowLeft}');
    const imageButton = canvas.getByRole('button', { name: 'Image' });
    await expect(imageButton).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const dialog = await body.findByRole('dialog', { name: 'Insert image' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Image URL' }), 'https://cdn.chairside.app/x.png');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(imageButton).toHaveFocus());
    await expect(canvas.queryByRole('img')).toBeNull();
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

/** Controlled: the page replaces the content (a template loaded, a save answered) from outside. */
export const Controlled: Story = {
  render: function Controlled(args) {
    const [html, setHtml] = useState('<p>Draft</p>');
    return (
      <Box display="flex" flexDirection="column" gap="medium">
        <Box display="flex" gap="small">
          <Button variant="secondary" onClick={() => setHtml(termsExample)}>
            Load template
          </Button>
        </Box>
        <RichTextEditor
          {...args}
          value={html}
          onChange={(next) => {
            setHtml(next);
            args.onChange?.(next);
          }}
        />
        <output aria-label="Stored HTML">{html}</output>
      </Box>
    );
  },
  play: async ({ args, canvas }) => {
    const textbox = canvas.getByRole('textbox', { name: 'Privacy policy' });
    await expect(textbox).toHaveTextContent('Draft');
    await userEvent.click(canvas.getByRole('button', { name: 'Load template' }));
    await expect(within(textbox).getByRole('heading', { level: 1, name: 'Terms and Conditions' })).toBeVisible();
    // Content set from outside is not echoed back as a change.
    await expect(args.onChange).not.toHaveBeenCalled();

    // Typing updates the stored value and keeps the caret where it was.
    await userEvent.click(textbox);
    placeCaretAtEnd(within(textbox).getByRole('heading', { level: 2, name: 'Bookings' }));
    await userEvent.keyboard(' and payments');
    await expect(await within(textbox).findByRole('heading', { level: 2, name: 'Bookings and payments' })).toBeVisible();
    await waitFor(() => expect(canvas.getByRole('status', { name: 'Stored HTML' })).toHaveTextContent('<h2>Bookings and payments</h2>'));
  },
};
