import { DocumentDialog, DocumentDiff, SafeHtml, type DocumentDialogProps } from '@chairside/design-system';

/** What the dialog shows once loaded: one revision's HTML, or two texts compared word by word. */
export type RevisionDialogContent = { html: string } | { before: string; after: string; beforeLabel: string; afterLabel: string };

export type RevisionDialogProps = Omit<DocumentDialogProps, 'open' | 'children'> & { content: RevisionDialogContent | null };

/**
 * The History panel's and the newer-revision notice's dialog: a revision to read or a comparison. A
 * module of its own, loaded when first opened (see lazyParts.tsx), so the diff stays off the editor
 * route's first download (issue 32).
 */
export default function RevisionDialog({ content, ...props }: RevisionDialogProps) {
  return (
    <DocumentDialog open {...props}>
      {content === null ? null : 'html' in content ? <SafeHtml html={content.html} /> : <DocumentDiff {...content} />}
    </DocumentDialog>
  );
}
