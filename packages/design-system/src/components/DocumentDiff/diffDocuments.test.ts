import { describe, expect, it } from 'vitest';
import { privacyPolicyExample } from '../SafeHtml/policyExample';
import { diffDocuments, type DiffBlock, type DocumentDifference } from './diffDocuments';
import { diffSequences } from './diffSequences';
import { documentBlocks } from './documentBlocks';

/**
 * A comparison written out one block a line, the way a reviewer reads it: `[-words-]` removed,
 * `{+words+}` added, the block's change and kind in front.
 */
function readable({ blocks }: DocumentDifference) {
  return blocks.map((block) => {
    const text = block.parts
      .map((part) => (part.change === 'same' ? part.text : part.change === 'added' ? `{+${part.text}+}` : `[-${part.text}-]`))
      .join(' ');
    return `${block.change} ${block.kind}${block.level ?? ''}: ${text}`;
  });
}

const wordsIn = (text: string) => text.split(' ').filter(Boolean);

/** The text of one side of the comparison, block by block, as documentBlocks reads that document. */
function side(blocks: readonly DiffBlock[], which: 'before' | 'after') {
  const dropped = which === 'before' ? 'added' : 'removed';
  return blocks
    .filter((block) => block.change !== dropped)
    .map((block) => ({
      kind: block.kind,
      level: block.level,
      text: block.parts
        .filter((part) => part.change !== dropped)
        .map((part) => part.text)
        .join(' '),
    }));
}

const textBlocks = (html: string) => documentBlocks(html).map((block) => ({ kind: block.kind, level: block.level, text: block.words.join(' ') }));
const wordCount = (html: string) => documentBlocks(html).reduce((sum, block) => sum + block.words.length, 0);

/** What every comparison must hold, whatever the documents: nothing lost, nothing counted twice. */
function expectConsistent(before: string, after: string, difference: DocumentDifference) {
  expect(side(difference.blocks, 'before')).toEqual(textBlocks(before));
  expect(side(difference.blocks, 'after')).toEqual(textBlocks(after));
  expect(difference.added - difference.removed).toBe(wordCount(after) - wordCount(before));
  const parts = difference.blocks.flatMap((block) => block.parts);
  // A link's target, an image or a video is one word with a space in it: count by splitting only without them.
  if (!parts.some((part) => /\((link|image|video): /.test(part.text))) {
    const count = (change: 'added' | 'removed') =>
      parts.filter((part) => part.change === change).reduce((sum, part) => sum + wordsIn(part.text).length, 0);
    expect(difference.added).toBe(count('added'));
    expect(difference.removed).toBe(count('removed'));
  }
  for (const block of difference.blocks) {
    block.parts.forEach((part, index) => {
      expect(part.text).not.toBe('');
      if (index > 0) expect(part.change).not.toBe(block.parts[index - 1]!.change);
    });
    const changes = new Set(block.parts.map((part) => part.change));
    if (block.change === 'changed') expect(changes.size).toBeGreaterThan(1);
    else expect([...changes]).toEqual([block.change]);
  }
}

function diff(before: string, after: string) {
  const difference = diffDocuments(before, after);
  expectConsistent(before, after, difference);
  return difference;
}

/** One clause of a long document, each worded a little differently so that no two are the same block. */
const clause = (index: number) =>
  `<p>Clause ${index}. Chairside may update how bookings, deposits and cancellations work for salons, professionals and suite owners, ` +
  `and will tell every member about changes to clause ${index} by email before they take effect, so that nobody is surprised at the chair today.</p>`;

/** 2,000 clauses under a heading every 25, each written by `write` (which may leave one out or add one). */
const longDocument = (write: (index: number) => string) =>
  Array.from({ length: 2000 }, (_, index) => `${index % 25 === 0 ? `<h2>Section ${index / 25 + 1}</h2>` : ''}${write(index)}`).join('');

describe('documentBlocks', () => {
  it('reads headings with their level, paragraphs, list items and quotes in order', () => {
    expect(
      documentBlocks('<h2>2. Subscriptions</h2><p>Paid plans renew.</p><ul><li>Monthly</li><li>Yearly</li></ul><blockquote><p>We never sell your data.</p></blockquote>'),
    ).toEqual([
      { kind: 'heading', level: 2, words: ['2.', 'Subscriptions'] },
      { kind: 'paragraph', words: ['Paid', 'plans', 'renew.'] },
      { kind: 'list-item', words: ['Monthly'] },
      { kind: 'list-item', words: ['Yearly'] },
      { kind: 'quote', words: ['We', 'never', 'sell', 'your', 'data.'] },
    ]);
  });

  it('takes a list item’s paragraph as the item, and a nested item as a block of its own', () => {
    expect(documentBlocks('<ul><li><p>Profile details</p><ul><li><p>Salary expectations</p></li></ul>shown to salons</li></ul>')).toEqual([
      { kind: 'list-item', words: ['Profile', 'details'] },
      { kind: 'list-item', words: ['Salary', 'expectations'] },
      { kind: 'list-item', words: ['shown', 'to', 'salons'] },
    ]);
  });

  it('keeps a word whole across inline formatting, and splits words at line breaks', () => {
    expect(documentBlocks('<p><strong>Account</strong>s are <em>private</em>.<br>Always.</p>')).toEqual([
      { kind: 'paragraph', words: ['Accounts', 'are', 'private.', 'Always.'] },
    ]);
  });

  it('drops blocks without words and whitespace between blocks', () => {
    expect(documentBlocks('<p></p>\n  <p><br></p>\n<p>&nbsp;</p><h2> </h2>')).toEqual([]);
    expect(documentBlocks('')).toEqual([]);
  });

  it('names what links, images and videos point at, each as one word', () => {
    expect(
      documentBlocks(
        '<p>Write to <a href="mailto:privacy@chairside.app">our team</a>.</p><p><img src="/chair.jpg" alt="A  salon chair"></p>' +
          '<iframe class="ql-video" src="https://www.youtube.com/embed/tour"></iframe>',
      ),
    ).toEqual([
      { kind: 'paragraph', words: ['Write', 'to', 'our', 'team', '(link: mailto:privacy@chairside.app)', '.'] },
      { kind: 'paragraph', words: ['(image: A salon chair)'] },
      { kind: 'paragraph', words: ['(video: https://www.youtube.com/embed/tour)'] },
    ]);
  });

  it('names an image without alt text by its address', () => {
    expect(documentBlocks('<p><img src="/chair.jpg" alt=""></p>')).toEqual([{ kind: 'paragraph', words: ['(image: /chair.jpg)'] }]);
  });

  it('reads text outside any block as a paragraph, and skips what is never shown', () => {
    expect(documentBlocks('Loose text<script>var hidden = 1</script><p>Then a paragraph.</p>')).toEqual([
      { kind: 'paragraph', words: ['Loose', 'text'] },
      { kind: 'paragraph', words: ['Then', 'a', 'paragraph.'] },
    ]);
  });
});

describe('diffSequences', () => {
  it('sets aside the common start and end and marks what lies between', () => {
    expect(diffSequences([1, 2, 3, 4], [1, 5, 3, 4])).toEqual([
      { same: true, aStart: 0, aEnd: 1, bStart: 0, bEnd: 1 },
      { same: false, aStart: 1, aEnd: 2, bStart: 1, bEnd: 2 },
      { same: true, aStart: 2, aEnd: 4, bStart: 2, bEnd: 4 },
    ]);
  });

  it('finds the fewest edits, keeping the longest common run', () => {
    const hunks = diffSequences([1, 2, 3, 4, 5, 6], [9, 2, 3, 4, 5, 8])!;
    const kept = hunks.filter((hunk) => hunk.same).reduce((sum, hunk) => sum + hunk.aEnd - hunk.aStart, 0);
    expect(kept).toBe(4);
  });

  it('answers one hunk for equal sequences and none for two empty ones', () => {
    expect(diffSequences([7, 7], [7, 7])).toEqual([{ same: true, aStart: 0, aEnd: 2, bStart: 0, bEnd: 2 }]);
    expect(diffSequences([], [])).toEqual([]);
    expect(diffSequences([], [1, 2])).toEqual([{ same: false, aStart: 0, aEnd: 0, bStart: 0, bEnd: 2 }]);
  });

  it('gives up past the edit budget, or replaces the whole middle when asked to', () => {
    const a = [0, 1, 2, 3, 4, 5, 0];
    const b = [0, 6, 7, 8, 9, 10, 0];
    expect(diffSequences(a, b, { maxEdits: 3 })).toBeNull();
    expect(diffSequences(a, b, { maxEdits: 3, replaceWhenTooFar: true })).toEqual([
      { same: true, aStart: 0, aEnd: 1, bStart: 0, bEnd: 1 },
      { same: false, aStart: 1, aEnd: 6, bStart: 1, bEnd: 6 },
      { same: true, aStart: 6, aEnd: 7, bStart: 6, bEnd: 7 },
    ]);
  });
});

describe('diffDocuments', () => {
  it('finds nothing between identical documents', () => {
    const difference = diff(privacyPolicyExample, privacyPolicyExample);
    expect(difference.added).toBe(0);
    expect(difference.removed).toBe(0);
    expect(difference.blocks.length).toBeGreaterThan(10);
    expect(difference.blocks.every((block) => block.change === 'same')).toBe(true);
  });

  it('shows everything added against an empty document, and everything removed the other way', () => {
    const html = '<h1>Terms and Conditions</h1><p>By creating an account you agree to these terms.</p>';
    expect(readable(diff('', html))).toEqual([
      'added heading1: {+Terms and Conditions+}',
      'added paragraph: {+By creating an account you agree to these terms.+}',
    ]);
    expect(diff('', html)).toMatchObject({ added: 12, removed: 0 });
    expect(diff(html, '<p></p>')).toMatchObject({ added: 0, removed: 12 });
    expect(diff('', '')).toEqual({ blocks: [], added: 0, removed: 0 });
  });

  it('ignores differences of whitespace alone', () => {
    const difference = diff('<p>Paid plans renew until cancelled.</p>', '<p>  Paid plans\n renew&nbsp;until   cancelled. </p>\n\n');
    expect(readable(difference)).toEqual(['same paragraph: Paid plans renew until cancelled.']);
  });

  it('compares decoded text, so an entity and its character are the same', () => {
    const difference = diff('<p>Salons &amp; suites &lt;3</p>', '<p>Salons & suites &#60;3</p>');
    expect(difference).toMatchObject({ added: 0, removed: 0 });
    expect(readable(difference)).toEqual(['same paragraph: Salons & suites <3']);
  });

  it('sees no change when only formatting changed', () => {
    // The comparison is of text: a word made bold, italic or underlined is the same word, so an
    // edit that only formats shows no difference (the documents' HTML still differs).
    const difference = diff(
      '<p>We never sell your personal information.</p>',
      '<p>We <strong>never</strong> sell your <em>personal</em> <u>information</u>.</p>',
    );
    expect(difference).toMatchObject({ added: 0, removed: 0 });
    expect(difference.blocks.map((block) => block.change)).toEqual(['same']);
  });

  it('marks the words added and removed inside an edited paragraph, removed before added', () => {
    const difference = diff(
      '<h2>2. Subscriptions</h2><p>Paid plans renew until cancelled. A plan stays active until its expiry date.</p>',
      '<h2>2. Subscriptions</h2><p>Paid plans renew monthly until cancelled. A plan stays active until the end of its billing period.</p>',
    );
    expect(readable(difference)).toEqual([
      'same heading2: 2. Subscriptions',
      'changed paragraph: Paid plans renew {+monthly+} until cancelled. A plan stays active until {+the end of+} its [-expiry date.-] {+billing period.+}',
    ]);
    expect(difference).toMatchObject({ added: 6, removed: 2 });
  });

  it('shows an item added in the middle of an ordered list without renumbering the rest', () => {
    const before = '<ol><li>Give accurate information.</li><li>Keep your password private.</li><li>Follow the community rules.</li></ol>';
    const after = '<ol><li>Give accurate information.</li><li>One person or business per account.</li><li>Keep your password private.</li><li>Follow the community rules.</li></ol>';
    expect(readable(diff(before, after))).toEqual([
      'same list-item: Give accurate information.',
      'added list-item: {+One person or business per account.+}',
      'same list-item: Keep your password private.',
      'same list-item: Follow the community rules.',
    ]);
  });

  it('compares a nested list item as a block of its own', () => {
    const before = '<ul><li><p>Professional profile</p><ul><li><p>Salary expectations are shown to salons.</p></li></ul></li><li><p>Bookings</p></li></ul>';
    const after = '<ul><li><p>Professional profile</p><ul><li><p>Salary expectations are shown only to salons you apply to.</p></li></ul></li><li><p>Bookings</p></li></ul>';
    expect(readable(diff(before, after))).toEqual([
      'same list-item: Professional profile',
      'changed list-item: Salary expectations are shown {+only+} to [-salons.-] {+salons you apply to.+}',
      'same list-item: Bookings',
    ]);
  });

  it('shows a link whose target changed as a change, though its text did not', () => {
    const difference = diff(
      '<p>Write to the <a href="mailto:support@example.com">support team</a>.</p>',
      '<p>Write to the <a href="mailto:support@chairside.app">support team</a>.</p>',
    );
    expect(readable(difference)).toEqual([
      'changed paragraph: Write to the support team [-(link: mailto:support@example.com)-] {+(link: mailto:support@chairside.app)+} .',
    ]);
    expect(difference).toMatchObject({ added: 1, removed: 1 });
  });

  it('shows a link whose text changed, keeping its unchanged target', () => {
    expect(
      readable(
        diff(
          '<p>Read our <a href="https://chairside.app/help/privacy">help page</a> first.</p>',
          '<p>Read our <a href="https://chairside.app/help/privacy">privacy help page</a> first.</p>',
        ),
      ),
    ).toEqual(['changed paragraph: Read our {+privacy+} help page (link: https://chairside.app/help/privacy) first.']);
  });

  it('takes a heading moved to another level as one heading removed and another added', () => {
    const difference = diff('<h2>Cookies</h2><p>Only the cookies we need.</p>', '<h3>Cookies</h3><p>Only the cookies we need.</p>');
    expect(readable(difference)).toEqual([
      'removed heading2: [-Cookies-]',
      'added heading3: {+Cookies+}',
      'same paragraph: Only the cookies we need.',
    ]);
    expect(difference).toMatchObject({ added: 1, removed: 1 });
  });

  it('compares an edited heading word by word and keeps its level', () => {
    expect(readable(diff('<h2>How we use it</h2>', '<h2>How we use your information</h2>'))).toEqual([
      'changed heading2: How we use [-it-] {+your information+}',
    ]);
  });

  it('shows a paragraph moved elsewhere as one removed and one added, and everything else unchanged', () => {
    const paragraphs = ['Accounts are personal.', 'Plans renew monthly.', 'Reviews must be honest.', 'Suites set their own prices.'];
    const html = (order: readonly number[]) => order.map((index) => `<p>${paragraphs[index]}</p>`).join('');
    const difference = diff(html([0, 1, 2, 3]), html([0, 2, 3, 1]));
    expect(difference.blocks.map((block) => block.change)).toEqual(['same', 'removed', 'same', 'same', 'added']);
    expect(readable(difference)[1]).toBe('removed paragraph: [-Plans renew monthly.-]');
    expect(readable(difference)[4]).toBe('added paragraph: {+Plans renew monthly.+}');
    expect(difference).toMatchObject({ added: 3, removed: 3 });
  });

  it('shows a rewritten paragraph whole, rather than word by word, when little of it is left', () => {
    expect(readable(diff('<p>Card details go to our payment provider.</p>', '<p>We never store what you pay with.</p>'))).toEqual([
      'removed paragraph: [-Card details go to our payment provider.-]',
      'added paragraph: {+We never store what you pay with.+}',
    ]);
  });

  it('pairs an edited paragraph with its edit even when new paragraphs come before it', () => {
    const difference = diff(
      '<p>Intro.</p><p>Card details go to our payment provider and never reach our servers.</p>',
      '<p>Intro.</p><p>A brand new paragraph.</p><p>Card details go to our payment provider and never reach Chairside servers.</p>',
    );
    expect(readable(difference)).toEqual([
      'same paragraph: Intro.',
      'added paragraph: {+A brand new paragraph.+}',
      'changed paragraph: Card details go to our payment provider and never reach [-our-] {+Chairside+} servers.',
    ]);
  });

  it('does not take a paragraph turned into a list item as an edit', () => {
    expect(readable(diff('<p>One account per person.</p>', '<ul><li>One account per person.</li></ul>'))).toEqual([
      'removed paragraph: [-One account per person.-]',
      'added list-item: {+One account per person.+}',
    ]);
  });

  it('compares quotes, images and videos as text', () => {
    expect(
      readable(
        diff(
          '<blockquote><p>We never sell your data.</p></blockquote><p><img src="/a.jpg" alt="Salon chair"></p><iframe src="https://www.youtube.com/embed/a"></iframe>',
          '<blockquote><p>We never sell or rent your data.</p></blockquote><p><img src="/a.jpg" alt="Salon chairs"></p><iframe src="https://www.youtube.com/embed/b"></iframe>',
        ),
      ),
    ).toEqual([
      'changed quote: We never sell {+or rent+} your data.',
      'removed paragraph: [-(image: Salon chair)-]',
      'removed paragraph: [-(video: https://www.youtube.com/embed/a)-]',
      'added paragraph: {+(image: Salon chairs)+}',
      'added paragraph: {+(video: https://www.youtube.com/embed/b)+}',
    ]);
  });

  it('keeps every word of both documents, whatever the edits', () => {
    // A small seeded generator: the same documents every run, many shapes of edit between them.
    let seed = 7;
    const random = (below: number) => {
      seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
      return seed % below;
    };
    const vocabulary = ['salon', 'suite', 'booking', 'plan', 'renews', 'monthly', 'the', 'a', 'client', 'review', 'photo', 'deposit'];
    const sentence = () => Array.from({ length: 1 + random(8) }, () => vocabulary[random(vocabulary.length)]).join(' ');
    const element = () => {
      const kind = random(4);
      const level = 2 + random(2);
      if (kind === 0) return `<h${level}>${sentence()}</h${level}>`;
      if (kind === 1) return `<ul><li>${sentence()}</li><li>${sentence()}</li></ul>`;
      return `<p>${sentence()}</p>`;
    };
    const seen = new Set<string>();
    for (let round = 0; round < 60; round += 1) {
      const before = Array.from({ length: random(12) }, element);
      const after = before.map((html) => (random(4) === 0 ? element() : html));
      if (random(2) === 0) after.splice(random(after.length + 1), 0, element());
      if (after.length > 0 && random(2) === 0) after.splice(random(after.length), 1);
      for (const block of diff(before.join(''), after.join('')).blocks) seen.add(block.change);
    }
    // The rounds went through every kind of outcome, so the checks in `diff` covered each.
    expect([...seen].toSorted()).toEqual(['added', 'changed', 'removed', 'same']);
  });

  it('compares a 512 KiB document with three edits', () => {
    const before = longDocument(clause);
    const after = longDocument((index) => {
      if (index === 100) return clause(index).replace('by email', 'by email and in the app');
      if (index === 1000) return `${clause(index)}<p>Deposits are refunded within five working days.</p>`;
      if (index === 1900) return '';
      return clause(index);
    });
    expect(before.length).toBeGreaterThan(512 * 1024);
    expect(wordCount(before)).toBeGreaterThan(80_000);

    const difference = diffDocuments(before, after);
    const changed = difference.blocks.filter((block) => block.change !== 'same');
    expect(readable({ ...difference, blocks: changed })).toEqual([
      expect.stringMatching(/^changed paragraph: Clause 100\. .* by email \{\+and in the app\+\} before they take effect/),
      'added paragraph: {+Deposits are refunded within five working days.+}',
      expect.stringMatching(/^removed paragraph: \[-Clause 1900\. .*\.-\]$/),
    ]);
    expect(difference.added).toBe(4 + 7);
    expect(difference.removed).toBe(wordsIn(clause(1900).replace(/<\/?p>/g, '')).length);
    // Every block of both: 80 headings, 2,000 paragraphs, and the one added (the removed one is shown too).
    expect(difference.blocks.length).toBe(80 + 2000 + 1);
  });
});
