/*
 * The public documents a fresh install serves: the server answers these for the privacy policy and
 * the terms until an administrator saves their own. They are product content, not demo data, so they
 * live in the contract proper where production code may import them.
 */

/** The product's name, as the public policy heading carries it. */
export const productName = 'Chairside';

/** A complete default privacy policy in the editor's HTML: what a fresh install serves. */
export const defaultPrivacyPolicyHtml = [
  `<h1>${productName} Privacy Policy</h1>`,
  '<p>This policy explains what information we collect when you use the marketplace, how we use it and the choices you have.</p>',
  '<h2>Information we collect</h2>',
  '<ul><li>Account details such as your name, email address and role.</li><li>Profile details you choose to share: photos, portfolio, location, working days and salary expectations.</li><li>Messages you send to our support team.</li></ul>',
  '<h2>How we use it</h2>',
  '<p>We use your information to show your profile to salons, professionals and suite owners, to process subscriptions and to keep the marketplace <strong>safe</strong>.</p>',
  '<h2>Your choices</h2>',
  '<p>You can edit your profile at any time or ask us to delete your account through the <a href="mailto:support@example.com">support team</a>.</p>',
  '<blockquote>We never sell your personal information.</blockquote>',
].join('');

/** Default terms and conditions in the editor's HTML. */
export const defaultTermsHtml = [
  '<h1>Terms and Conditions</h1>',
  `<p>By creating an account on ${productName} you agree to these terms.</p>`,
  '<h2>1. Accounts</h2>',
  '<ol><li>You must give accurate information and keep your password private.</li><li>One person or business per account.</li></ol>',
  '<h2>2. Subscriptions</h2>',
  '<p>Paid plans renew until cancelled. A plan stays active until its <em>expiry date</em>.</p>',
  '<h2>3. Conduct</h2>',
  '<p>Accounts that mislead clients or other members may be <u>suspended</u> or removed.</p>',
].join('');
