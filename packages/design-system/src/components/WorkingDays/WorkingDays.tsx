import { Text, type TextSize, type TextTone } from '../Text';
import { VisuallyHidden } from '../VisuallyHidden';
import { parseWorkingDays, type WorkingDaysInput } from './workingDays';

export const workingDaysElements = ['p', 'span', 'div', 'dd'] as const;
export type WorkingDaysElement = (typeof workingDaysElements)[number];

export type WorkingDaysProps = {
  /** The days as stored: comma-separated full names ('Monday,Friday'), a list of them, or nothing. */
  days: WorkingDaysInput;
  /** What shows when no day is named, such as 'Not specified'. */
  fallback: string;
  /** The element to render; dd inside a description list. */
  as?: WorkingDaysElement;
  /** Font size. */
  size?: TextSize;
  /** Colour of the days; the fallback is always muted. */
  tone?: TextTone;
  /** Extra class names, merged last. */
  className?: string;
};

/**
 * Working days as 'Mon Tue Fri', in week order. Screen readers get the full names ('Monday, Tuesday,
 * Friday'), since abbreviations are read letter by letter or mispronounced; pointer users get them in
 * a tooltip.
 */
export function WorkingDays({ days, fallback, as = 'p', size = 'medium', tone = 'neutral', className }: WorkingDaysProps) {
  if (import.meta.env.DEV && !fallback?.trim()) throw new Error('WorkingDays: a fallback text for no days is required.');
  const parsed = parseWorkingDays(days);

  if (parsed.length === 0) {
    return (
      <Text as={as} size={size} tone="muted" className={className}>
        {fallback}
      </Text>
    );
  }

  const fullNames = parsed.map((weekday) => weekday.full).join(', ');
  return (
    <Text as={as} size={size} tone={tone} className={className}>
      <span aria-hidden="true" title={fullNames}>
        {parsed.map((weekday) => weekday.short).join(' ')}
      </span>
      <VisuallyHidden>{fullNames}</VisuallyHidden>
    </Text>
  );
}
WorkingDays.displayName = 'WorkingDays';
