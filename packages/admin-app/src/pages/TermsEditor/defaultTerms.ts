import { productName } from '../../app/productName';

/**
 * SPEC.md section 8: when the terms cannot be loaded the editor falls back to a default template, a
 * skeleton of the usual sections for the administrator to fill in (it is never shown to the public
 * unless an administrator saves it).
 */
export const defaultTermsTemplate = [
  `<h1>${productName} Terms and Conditions</h1>`,
  '<p>Last updated: [date]</p>',
  '<h2>1. Who we are</h2>',
  `<p>These terms govern your use of ${productName}, a marketplace where beauty professionals, salons and private suites find work and space.</p>`,
  '<h2>2. Accounts</h2>',
  '<p>[Who may create an account, and what each account holder is responsible for.]</p>',
  '<h2>3. Bookings, rent and payments</h2>',
  '<p>[How booth rent, commission, salary, hourly rent and lease fees are agreed and paid.]</p>',
  '<h2>4. Subscriptions</h2>',
  '<p>[What a subscription includes, how it renews and how to cancel it.]</p>',
  '<h2>5. Conduct and suspension</h2>',
  '<p>[What is not allowed, and when an account may be suspended or removed.]</p>',
  '<h2>6. Contact</h2>',
  '<p>[How to reach support.]</p>',
].join('');
