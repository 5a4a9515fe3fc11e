// Revisions of Chairside's public documents in the editor's HTML, for the stories of DocumentDiff and
// DocumentDialog: what an administrator compares before saving over a newer revision.

/** The privacy policy as revision 3 saved it. */
export const privacyRevision3 = [
  '<h1>Chairside Privacy Policy</h1>',
  '<p><em>Last updated: 12 March 2026</em></p>',
  '<p>This policy explains what information we collect when you use the marketplace, how we use it and the choices you have.</p>',
  '<h2>Information we collect</h2>',
  '<ul>',
  '<li><p>Account details such as your name, email address and role.</p></li>',
  '<li><p>Profile details you choose to share: photos, portfolio, location, working days and salary expectations.</p></li>',
  '<li><p>Messages you send to our support team.</p></li>',
  '</ul>',
  '<h2>How we use it</h2>',
  '<p>We use your information to show your profile to salons, professionals and suite owners, to process subscriptions and to keep the marketplace <strong>safe</strong>.</p>',
  '<p>Card details go to our payment provider and never reach our servers.</p>',
  '<h2>Your choices</h2>',
  '<p>You can edit your profile at any time or ask us to delete your account through the <a href="mailto:support@example.com">support team</a>.</p>',
  '<blockquote><p>We never sell your personal information.</p></blockquote>',
].join('');

/** The same policy with an administrator's edits: a new list item, reworded sentences, a new address, a paragraph gone. */
export const privacyYourChanges = [
  '<h1>Chairside Privacy Policy</h1>',
  '<p><em>Last updated: 2 April 2026</em></p>',
  '<p>This policy explains what information we collect when you use the marketplace, how we use it and the choices you have.</p>',
  '<h2>Information we collect</h2>',
  '<ul>',
  '<li><p>Account details such as your name, email address, phone number and role.</p></li>',
  '<li><p>Profile details you choose to share: photos, portfolio, location, working days and salary expectations.</p></li>',
  '<li><p>Bookings you make and reviews you leave for salons and suites.</p></li>',
  '<li><p>Messages you send to our support team.</p></li>',
  '</ul>',
  '<h2>How we use it</h2>',
  '<p>We use your information to show your profile to salons, professionals and suite owners you choose, to process subscriptions and to keep the marketplace <strong>safe</strong>.</p>',
  '<h2>Your choices</h2>',
  '<p>You can edit your profile at any time or ask us to delete your account through the <a href="mailto:privacy@chairside.app">privacy team</a>.</p>',
  '<blockquote><p>We never sell your personal information.</p></blockquote>',
].join('');

/** The terms as revision 5 saved them: numbered lists, a nested list and links. */
export const termsRevision5 = [
  '<h1>Terms and Conditions</h1>',
  '<p>By creating an account on Chairside you agree to these terms.</p>',
  '<h2>1. Accounts</h2>',
  '<ol><li>You must give accurate information and keep your password private.</li><li>Salons must list the suites they rent out.<ul><li>Each suite needs its own photos.</li></ul></li><li>Accounts are personal.</li></ol>',
  '<h2>2. Subscriptions</h2>',
  '<p>Paid plans renew until cancelled. Read the <a href="https://chairside.app/help/plans">plans page</a> for prices.</p>',
].join('');

/** The terms with an item added in the middle of the numbered list, a nested item edited and a link moved. */
export const termsYourChanges = [
  '<h1>Terms and Conditions</h1>',
  '<p>By creating an account on Chairside you agree to these terms.</p>',
  '<h2>1. Accounts</h2>',
  '<ol><li>You must give accurate information and keep your password private.</li><li>One person or business per account.</li><li>Salons must list the suites they rent out.<ul><li>Each suite needs its own photos and opening hours.</li></ul></li><li>Accounts are personal.</li></ol>',
  '<h2>2. Subscriptions</h2>',
  '<p>Paid plans renew until cancelled. Read the <a href="https://chairside.app/pricing">plans page</a> for prices.</p>',
].join('');

/** Three sections of the terms, to be shown in one order and then another. */
export const termsSections = [
  '<h2>Bookings</h2><p>Clients book a professional, a salon chair or a private suite for a time slot.</p>',
  '<p>Deposits are held until the appointment starts.</p>',
  '<p>Reviews may be left once an appointment has taken place.</p>',
  '<p>Cancellations within 24 hours of an appointment keep the deposit.</p>',
];

const topics = [
  ['Bookings', 'a client books a professional, a salon chair or a private suite'],
  ['Deposits', 'a salon asks for a deposit when a booking is made'],
  ['Cancellations', 'a client or a salon cancels a booking'],
  ['Reviews', 'a client reviews an appointment that has taken place'],
  ['Suites', 'a suite owner rents a private suite to a professional'],
  ['Payments', 'a subscription or a deposit is paid by card'],
  ['Messages', 'members write to each other through the app'],
  ['Moderation', 'an account is reported by another member'],
] as const;

/** The terms as a long document: eight sections of six clauses each. */
export const longTerms = topics
  .map(
    ([topic, when], section) =>
      `<h2>${section + 1}. ${topic}</h2>` +
      Array.from(
        { length: 6 },
        (_, clause) =>
          `<p>${section + 1}.${clause + 1} When ${when}, Chairside records it in both accounts and sends a notice by email. ` +
          `This clause applies to salons, professionals and suite owners alike.</p>`,
      ).join(''),
  )
  .join('');

/** The long terms with one clause reworded in the second section and one clause added in the seventh. */
export const longTermsEdited = longTerms
  .replace('<p>2.3 When a salon asks for a deposit when a booking is made, Chairside records it in both accounts', '<p>2.3 When a salon asks for a deposit when a booking is made, Chairside holds it for the salon')
  .replace('<h2>8. Moderation</h2>', '<p>7.7 Messages that ask for payment outside Chairside are removed.</p><h2>8. Moderation</h2>');
