import type { ReactNode } from 'react';
import { Card, cardTones, type CardTone } from '../Card';
import { isEmptyContent } from '../Text/plainText';
import { label as labelClass, list, value as valueClass } from './InfoCard.css';

export const infoCardTones = cardTones;
export type InfoCardTone = CardTone;

export type InfoCardProps = {
  /** What the figure is: 'Booth Rent'. */
  label: string;
  /** The figure: 'not more than $120/wk'. Null, undefined or blank shows the fallback. */
  value: ReactNode;
  /** What shows when there is no value. */
  fallback?: string;
  /** Raised surface (default) or a recessed one inside another card. */
  tone?: InfoCardTone;
  /** Extra class names, merged last. */
  className?: string;
};

/** One labelled figure on a small card, such as a salary expectation or a salon package. */
export function InfoCard({ label, value, fallback = 'N/A', tone = 'default', className }: InfoCardProps) {
  if (import.meta.env.DEV && !label?.trim()) throw new Error('InfoCard: a label saying what the figure is is required.');
  const missing = isEmptyContent(value);
  return (
    <Card tone={tone} className={className}>
      {/* A term and its description: screen readers pair the label with the figure. */}
      <dl className={list}>
        <dt className={labelClass}>{label}</dt>
        <dd className={valueClass} data-missing={missing ? '' : undefined}>
          {missing ? fallback : value}
        </dd>
      </dl>
    </Card>
  );
}
InfoCard.displayName = 'InfoCard';
