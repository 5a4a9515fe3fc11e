// The editor entry point, @chairside/design-system/editor. It is kept out of the main entry so an app
// that only shows stored HTML (SafeHtml is in the main entry) never downloads Tiptap and ProseMirror.
export * from './components/RichTextEditor';
