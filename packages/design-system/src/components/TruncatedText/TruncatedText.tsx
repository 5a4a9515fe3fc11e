import { useId, useState } from 'react';
import { focusRing, textButton } from '../../styles/focusRing.css';
import { cx } from '../../utils/cx';
import { Text, type TextSize, type TextTone } from '../Text';
import { body, root } from './TruncatedText.css';
import { defaultTruncateLimit, truncate } from './truncate';

export type TruncatedTextProps = {
  /** The full text, such as a review or a support request's description. */
  children: string;
  /** How many characters to show before cutting; the SPEC's 150 unless given. */
  limit?: number;
  /** Label of the toggle while the text is cut. */
  showMoreLabel?: string;
  /** Label of the toggle while the whole text is shown. */
  showLessLabel?: string;
  /** Start with the whole text shown. */
  defaultExpanded?: boolean;
  /** Called with the new state when the reader shows more or less. */
  onExpandedChange?: (expanded: boolean) => void;
  /** Font size of the text. */
  size?: TextSize;
  /** Colour of the text. */
  tone?: TextTone;
  /** Extra class names, merged last. */
  className?: string;
};

/**
 * A long text shown cut at a limit with an ellipsis, and a Show More / Show Less toggle when (and
 * only when) it is longer than the limit. See `truncate` for where the cut falls.
 */
export function TruncatedText({
  children,
  limit = defaultTruncateLimit,
  showMoreLabel = 'Show More',
  showLessLabel = 'Show Less',
  defaultExpanded = false,
  onExpandedChange,
  size = 'medium',
  tone = 'neutral',
  className,
}: TruncatedTextProps) {
  const textId = useId();
  const [expanded, setExpanded] = useState(defaultExpanded);
  if (import.meta.env.DEV && typeof children !== 'string') {
    throw new Error('TruncatedText: children must be a plain string; it is cut by characters.');
  }
  const shortened = truncate(children, limit);

  if (!shortened.truncated) {
    return (
      <Text size={size} tone={tone} className={cx(body, className)}>
        {children}
      </Text>
    );
  }

  const toggleExpanded = () => {
    const next = !expanded;
    setExpanded(next);
    onExpandedChange?.(next);
  };

  return (
    <div className={cx(root, className)}>
      <Text id={textId} size={size} tone={tone} className={body}>
        {expanded ? children : shortened.text}
      </Text>
      {/* The name stays the same word pair the SPEC shows; aria-expanded carries the state for screen readers. */}
      <button type="button" className={cx(textButton, focusRing)} aria-expanded={expanded} aria-controls={textId} onClick={toggleExpanded}>
        {expanded ? showLessLabel : showMoreLabel}
      </button>
    </div>
  );
}
TruncatedText.displayName = 'TruncatedText';
