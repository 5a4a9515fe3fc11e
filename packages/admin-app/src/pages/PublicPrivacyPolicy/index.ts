import { createElement } from 'react';
import { PublicDocument } from '../PublicDocument/PublicDocument';
import { publicDocuments } from '../PublicDocument/publicDocuments';

// The route's own entry, so its chunk keeps this page's name (scripts/bundle-budget.mjs).
/** /privacy-policy: the public privacy policy. */
export default function PublicPrivacyPolicy() {
  return createElement(PublicDocument, publicDocuments.privacyPolicy);
}
