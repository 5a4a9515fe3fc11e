import { forwardRef, type HTMLAttributes } from 'react';
import { focusRing } from '../../styles/focusRing.css';
import { cx } from '../../utils/cx';
import { ChevronLeft, ChevronRight } from '../private/icons';
import { control, ellipsis, list } from './Pagination.css';
import { pageItems } from './pageItems';

export { pageItems, type PageItem } from './pageItems';

export type PaginationProps = Omit<HTMLAttributes<HTMLElement>, 'style' | 'onChange' | 'children'> & {
  /** The current page, ONE-based (the first page is 1); callers with a zero-based state add 1. */
  page: number;
  /** How many pages there are; with fewer than two nothing needs choosing, but the control still renders. */
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
  /** Extra class names, merged last. */
  className?: string;
};

const defaultPageLabel = (page: number) => `Page ${page}`;

/**
 * Previous, next and numbered page buttons with ellipses, in a navigation landmark. The current
 * page is marked `aria-current="page"`; previous is disabled on the first page and next on the last.
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
  const go = (target: number) => {
    if (target !== current && target >= 1 && target <= total) onPageChange(target);
  };

  return (
    <nav ref={ref} aria-label={label} className={className} {...props}>
      <ul className={list}>
        <li>
          <button type="button" className={cx(control, focusRing)} disabled={current <= 1} onClick={() => go(current - 1)}>
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
          <button type="button" className={cx(control, focusRing)} disabled={current >= total} onClick={() => go(current + 1)}>
            {nextLabel}
            <ChevronRight />
          </button>
        </li>
      </ul>
    </nav>
  );
});
Pagination.displayName = 'Pagination';
