import { productName } from '../../app/productName';
import type { EditedDocumentName } from '../../data/documents';

/** What sets the public privacy policy and terms pages apart (SPEC.md sections 2 and 8). */
export type PublicDocumentDescription = {
  document: EditedDocumentName;
  /** The page's heading, which also names the article. */
  title: string;
  /** The name of the 8-row skeleton while the document loads. */
  loadingLabel: string;
  /** What a failed load shows. */
  failure: string;
};

export const publicDocuments = {
  // The policy's heading carries the product's name (SPEC.md section 2).
  privacyPolicy: {
    document: 'privacyPolicy',
    title: `${productName} Privacy Policy`,
    loadingLabel: 'Loading Privacy Policy',
    failure: 'Failed to load Privacy Policy.',
  },
  terms: {
    document: 'terms',
    title: 'Terms & Conditions',
    loadingLabel: 'Loading Terms & Conditions',
    failure: 'Failed to load Terms & Conditions.',
  },
} as const satisfies Record<EditedDocumentName, PublicDocumentDescription>;

const longDate = new Intl.DateTimeFormat(undefined, { dateStyle: 'long' });

/** Under each public document's heading: when what it shows took effect (issue 18). */
export const lastUpdated = (updatedAt: string): string => `Last updated ${longDate.format(Date.parse(updatedAt))}`;
