import { forwardRef, useLayoutEffect, useRef, type HTMLAttributes } from 'react';
import { focusRing } from '../../styles/focusRing.css';
import { cx } from '../../utils/cx';
import { ChevronLeft, ChevronRight } from '../private/icons';
import { VisuallyHidden } from '../VisuallyHidden';
import { control, ellipsis, list } from './Pagination.css';
import { pageItems } from './pageItems';

export { pageItems, type PageItem } from './pageItems';

export type PaginationProps = Omit<HTMLAttributes<HTMLElement>, 'style' | 'onChange' | 'children'> & {
  /** The current page, ONE-based (the first page is 1); callers with a zero-based state add 1. */
  page: number;
  /** How many pages there are; with one, the control still renders, both arrows disabled (see below). */
  totalPages: number;
  /** Called with the one-based page the user chose. */
  onPageChange: (page: number) => void;
  /** The navigation landmark's name; give each Pagination on a screen its own. */
  label?: string;
  /** How many pages to show each side of the current one before an ellipsis. */
  siblings?: number;
  /** The previous-page button's text. */
  previousLabel?: string;
  /** The next-page button's text. */
  nextLabel?: string;
  /** The accessible name of a page button, given its number: 'Page 3'. */
  pageLabel?: (page: number) => string;
  /** What is announced when the page changes, and read at the end of the landmark: 'Page 3 of 12'. */
  statusText?: (page: number, totalPages: number) => string;
  /** Extra class names, merged last. */
  className?: string;
};

const defaultPageLabel = (page: number) => `Page ${page}`;
const defaultStatusText = (page: number, totalPages: number) => `Page ${page} of ${totalPages}`;

/**
 * Previous, next and numbered page buttons with ellipses, in a navigation landmark. The current
 * page is marked `aria-current="page"` and a polite live region announces 'Page N of M' when it
 * changes; previous is disabled on the first page and next on the last.
 *
 * Pages are ONE-based in and out: `page` 1 is the first page and `onPageChange` is called with 1
 * for it. A caller keeping a zero-based page (the private suites list does, sending it one-based)
 * passes `page={index + 1}` and subtracts 1 in `onPageChange`.
 *
 * With a single page the control still renders, with both arrows disabled and page 1 current, so a
 * screen does not shift when a list shrinks to one page; a caller that wants nothing then (as
 * DataTable does) leaves it out when `totalPages` is 1.
 */
export const Pagination = forwardRef<HTMLElement, PaginationProps>(function Pagination(
  {
    page,
    totalPages,
    onPageChange,
    label = 'Pagination',
    siblings = 1,
    previousLabel = 'Previous',
    nextLabel = 'Next',
    pageLabel = defaultPageLabel,
    statusText = defaultStatusText,
    className,
    ...props
  },
  ref,
) {
  if (import.meta.env.DEV && (!Number.isInteger(page) || page < 1)) {
    throw new Error(`Pagination: \`page\` is one-based and must be a whole number from 1; got ${page}.`);
  }
  const total = Math.max(1, Math.floor(totalPages));
  const current = Math.min(page, total);
  const listRef = useRef<HTMLUListElement>(null);
  const focusOnArrival = useRef<number | null>(null);

  const go = (target: number, byArrow = false) => {
    if (target === current || target < 1 || target > total) return;
    // Previous on page 2 (or Next on the second last) disables the very button that has focus, which
    // would drop focus to the page body; the new current page takes it instead, in the same commit (a
    // layout effect), so no frame and no keystroke finds focus on the disabled button.
    focusOnArrival.current = byArrow && (target === 1 || target === total) ? target : null;
    onPageChange(target);
  };

  useLayoutEffect(() => {
    const arrived = focusOnArrival.current === current;
    focusOnArrival.current = null;
    if (arrived) listRef.current?.querySelector<HTMLButtonElement>('[aria-current="page"]')?.focus();
  }, [current]);

  return (
    <nav ref={ref} aria-label={label} className={className} {...props}>
      <ul ref={listRef} className={list}>
        <li>
          <button type="button" className={cx(control, focusRing)} disabled={current <= 1} onClick={() => go(current - 1, true)}>
            <ChevronLeft />
            {previousLabel}
          </button>
        </li>
        {pageItems(current, total, siblings).map((item) =>
          typeof item === 'number' ? (
            <li key={item}>
              <button
                type="button"
                className={cx(control, focusRing)}
                aria-label={pageLabel(item)}
                aria-current={item === current ? 'page' : undefined}
                onClick={() => go(item)}
              >
                {item}
              </button>
            </li>
          ) : (
            // The gap says nothing a screen reader user needs: the page buttons carry their numbers.
            <li key={item} aria-hidden="true" className={ellipsis}>
              …
            </li>
          ),
        )}
        <li>
          <button type="button" className={cx(control, focusRing)} disabled={current >= total} onClick={() => go(current + 1, true)}>
            {nextLabel}
            <ChevronRight />
          </button>
        </li>
      </ul>
      {/* Said when the page changes; pressing a page button keeps focus on it, so nothing else would tell. */}
      <VisuallyHidden aria-live="polite" aria-atomic="true">
        {statusText(current, total)}
      </VisuallyHidden>
    </nav>
  );
});
Pagination.displayName = 'Pagination';
