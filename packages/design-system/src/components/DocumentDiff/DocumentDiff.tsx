import { Fragment, useMemo, useRef, useState, type ReactNode } from 'react';
import { cx } from '../../utils/cx';
import { Button } from '../Button';
import { Text } from '../Text';
import { useHtmlParser } from '../SafeHtml/ServerDomProvider';
import { VisuallyHidden } from '../VisuallyHidden';
import * as styles from './DocumentDiff.css';
import { diffDocuments, type DiffBlock, type DiffPart } from './diffDocuments';
import { foldUnchanged, type DiffStretch } from './foldUnchanged';

const counted = new Intl.NumberFormat('en-GB');

/** How many words, in words: '1 word', '1,204 words'. */
const words = (count: number) => `${counted.format(count)} ${count === 1 ? 'word' : 'words'}`;

/** The design system's own words in the comparison; the two labels come from the app. */
export const documentDiffTexts = {
  comparing: (beforeLabel: string, afterLabel: string) => `Comparing ${beforeLabel} with ${afterLabel}.`,
  changes: (added: number, removed: number) => {
    if (added > 0 && removed > 0) return `${words(added)} added and ${counted.format(removed)} removed.`;
    if (added > 0) return `${words(added)} added.`;
    return `${words(removed)} removed.`;
  },
  noDifferences: 'No differences: both have the same text.',
  legendAdded: 'Underlined',
  legendAddedRest: ' words were added, ',
  legendRemoved: 'struck-through',
  legendRemovedRest: ' words were removed, and ',
  legendBlockAdded: '+',
  legendBlockOr: ' or ',
  legendBlockRemoved: '−',
  legendBlockRest: ' beside a block marks it as added or removed whole.',
  addedStart: 'added:',
  addedEnd: 'end added',
  removedStart: 'removed:',
  removedEnd: 'end removed',
  showUnchanged: (count: number) => `Show ${counted.format(count)} unchanged ${count === 1 ? 'paragraph' : 'paragraphs'}`,
} as const;

const texts = documentDiffTexts;

export type DocumentDiffProps = {
  /** The earlier document, as stored rich-text HTML. */
  before: string;
  /** The later document, as stored rich-text HTML. */
  after: string;
  /** Names the earlier document in the summary, such as 'Revision 3, 12 March 2026'. */
  beforeLabel: string;
  /** Names the later document in the summary, such as 'Your changes'. */
  afterLabel: string;
  /** Extra class names, merged last. */
  className?: string;
};

/** Words added or removed, marked by more than colour and announced with where they start and end. */
function Marked({ change, children }: { change: 'added' | 'removed'; children: ReactNode }) {
  return change === 'added' ? (
    <ins className={styles.added}>
      <VisuallyHidden>{texts.addedStart} </VisuallyHidden>
      {children}
      <VisuallyHidden> {texts.addedEnd}</VisuallyHidden>
    </ins>
  ) : (
    <del className={styles.removed}>
      <VisuallyHidden>{texts.removedStart} </VisuallyHidden>
      {children}
      <VisuallyHidden> {texts.removedEnd}</VisuallyHidden>
    </del>
  );
}

function Parts({ parts }: { parts: readonly DiffPart[] }) {
  return parts.map((part, index) => (
    <Fragment key={index}>
      {index > 0 ? ' ' : null}
      {part.change === 'same' ? part.text : <Marked change={part.change}>{part.text}</Marked>}
    </Fragment>
  ));
}

const headingSize = (level = 1) => (level <= 1 ? 'large' : level === 2 ? 'medium' : 'small');

/**
 * One block. A heading is drawn as a paragraph in a heading's size: the compared document's headings
 * are not headings of the page the comparison sits in, and would break its outline.
 */
function Block({ block }: { block: DiffBlock }) {
  const whole = block.change === 'added' || block.change === 'removed' ? block.change : null;
  const className = styles.block({
    kind: block.kind,
    headingSize: block.kind === 'heading' ? headingSize(block.level) : 'none',
    change: block.change,
  });
  const content = (
    <>
      {whole ? (
        <span aria-hidden="true" className={styles.gutterMark({ change: whole })}>
          {whole === 'added' ? texts.legendBlockAdded : texts.legendBlockRemoved}
        </span>
      ) : null}
      <Parts parts={block.parts} />
    </>
  );
  if (block.kind === 'list-item') return <li className={className}>{content}</li>;
  if (block.kind === 'quote') return <blockquote className={className}>{content}</blockquote>;
  return <p className={className}>{content}</p>;
}

/** A stretch's blocks, with neighbouring list items gathered into one list. */
function Blocks({ stretch }: { stretch: DiffStretch }) {
  const groups: { start: number; blocks: DiffBlock[] }[] = [];
  stretch.blocks.forEach((block, index) => {
    const last = groups.at(-1);
    if (block.kind === 'list-item' && last?.blocks[0]!.kind === 'list-item') last.blocks.push(block);
    else groups.push({ start: stretch.start + index, blocks: [block] });
  });
  return groups.map((group) =>
    group.blocks[0]!.kind === 'list-item' ? (
      <ul key={group.start} className={styles.list}>
        {group.blocks.map((block, index) => (
          <Block key={group.start + index} block={block} />
        ))}
      </ul>
    ) : (
      <Block key={group.start} block={group.blocks[0]!} />
    ),
  );
}

/**
 * Two versions of a rich-text document compared word by word in reading order: a summary of what
 * changed, a legend, then the text with added words underlined and removed ones struck through.
 * Long unchanged stretches fold to a button that shows them. Only the text is compared; see
 * `diffDocuments`.
 */
export function DocumentDiff({ before, after, beforeLabel, afterLabel, className }: DocumentDiffProps) {
  if (import.meta.env.DEV && (typeof before !== 'string' || typeof after !== 'string')) {
    throw new Error('DocumentDiff: `before` and `after` must be HTML strings.');
  }
  if (import.meta.env.DEV && (!beforeLabel.trim() || !afterLabel.trim())) {
    throw new Error('DocumentDiff: `beforeLabel` and `afterLabel` are required; the summary says what is compared with what.');
  }
  const parseHtml = useHtmlParser();
  const difference = useMemo(() => diffDocuments(before, after, parseHtml), [before, after, parseHtml]);
  const stretches = useMemo(() => foldUnchanged(difference.blocks), [difference]);
  // Keyed by the comparison, so new documents start folded again without an effect to reset them.
  const [unfolded, setUnfolded] = useState({ of: difference, starts: new Set<number>() });
  const shown = unfolded.of === difference ? unfolded.starts : null;
  const focusNext = useRef<number | null>(null);

  const unfold = (start: number) => {
    focusNext.current = start;
    setUnfolded({ of: difference, starts: new Set(shown).add(start) });
  };
  // The button goes as its text appears: focus moves to that text, rather than falling to the page.
  const focusIfJustUnfolded = (start: number) => (node: HTMLDivElement | null) => {
    if (!node || focusNext.current !== start) return;
    focusNext.current = null;
    node.focus({ preventScroll: true });
  };

  const unchanged = difference.added === 0 && difference.removed === 0;
  return (
    <div className={cx(styles.root, className)}>
      <Text role="status">
        {texts.comparing(beforeLabel, afterLabel)} {unchanged ? texts.noDifferences : texts.changes(difference.added, difference.removed)}
      </Text>
      <Text size="small" tone="muted" className={styles.legend}>
        <span className={styles.legendAdded}>{texts.legendAdded}</span>
        {texts.legendAddedRest}
        <span className={styles.legendRemoved}>{texts.legendRemoved}</span>
        {texts.legendRemovedRest}
        <span className={styles.legendGutter}>{texts.legendBlockAdded}</span>
        {texts.legendBlockOr}
        <span className={styles.legendGutter}>{texts.legendBlockRemoved}</span>
        {texts.legendBlockRest}
      </Text>
      <div className={styles.document}>
        {stretches.map((stretch) => {
          if (!stretch.folded) return <Blocks key={stretch.start} stretch={stretch} />;
          if (shown?.has(stretch.start)) {
            return (
              <div key={stretch.start} ref={focusIfJustUnfolded(stretch.start)} tabIndex={-1} className={styles.unfolded}>
                <Blocks stretch={stretch} />
              </div>
            );
          }
          return (
            <div key={stretch.start} className={styles.fold}>
              <Button variant="secondary" size="small" onClick={() => unfold(stretch.start)}>
                {texts.showUnchanged(stretch.blocks.length)}
              </Button>
            </div>
          );
        })}
      </div>
    </div>
  );
}
DocumentDiff.displayName = 'DocumentDiff';
