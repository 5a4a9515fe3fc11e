import { createElement } from 'react';
import { PublicDocument } from '../PublicDocument/PublicDocument';
import { publicDocuments } from '../PublicDocument/publicDocuments';

// The route's own entry, so its chunk keeps this page's name (scripts/bundle-budget.mjs).
/** /terms-and-conditions: the public terms. */
export default function PublicTerms() {
  return createElement(PublicDocument, publicDocuments.terms);
}
