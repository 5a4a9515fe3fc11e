/**
 * A realistic excerpt of Chairside's privacy policy in the HTML the editor writes, for stories and
 * examples. It uses every format the editor offers.
 */
export const privacyPolicyExample = [
  '<h1>Chairside Privacy Policy</h1>',
  '<p><em>Last updated: 1 March 2026</em></p>',
  '<p>Chairside connects beauty professionals, salons and private suites with the people who book them. This policy explains what we collect when you use the Chairside apps and website, why we collect it, and the choices you have.</p>',
  '<h2>1. Information we collect</h2>',
  '<ul>',
  '<li><p><strong>Account details</strong>: your name, email address, phone number and password.</p></li>',
  '<li><p><strong>Professional profile</strong>: your category, location, working days and hours, portfolio photos and, if you upload one, your CV.</p>',
  '<ul><li><p>Salary expectations are shown only to salons and suites you apply to.</p></li></ul></li>',
  '<li><p><strong>Bookings and messages</strong> you send through the app.</p></li>',
  '</ul>',
  '<h2>2. How we use it</h2>',
  '<ol>',
  '<li><p>To run your account and show your profile to the salons and clients you choose.</p></li>',
  '<li><p>To process subscriptions. Card details go to our payment provider and <u>never</u> reach our servers.</p></li>',
  '<li><p>To keep Chairside safe, for example by reviewing reported accounts.</p></li>',
  '</ol>',
  '<blockquote><p>We do <s>not</s> <strong>never</strong> sell your personal information.</p></blockquote>',
  '<h3>Cookies</h3>',
  '<p class="ql-indent-1">We use only the cookies the site needs to keep you signed in. <span class="ql-size-small">You can clear them at any time in your browser settings.</span></p>',
  '<h2>3. Your choices</h2>',
  '<p>You can update or delete your profile in the app. To ask for a copy of your data, write to <a href="mailto:privacy@chairside.app">privacy@chairside.app</a> or read our <a href="https://chairside.app/help/privacy" target="_blank" rel="noopener noreferrer">privacy help page</a>.</p>',
  '<p><span class="ql-font-serif"><span class="ql-size-large">Thank you for trusting Chairside.</span></span></p>',
].join('');
