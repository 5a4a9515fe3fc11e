// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { displayName, documentContent, firstOf, hasSubscription, pagedItems, splitList, subscriptionCount, totalPagesOf } from './index';

describe('displayName', () => {
  it.each([
    [{ fullName: 'Maya Chen', name: 'Other' }, 'Maya Chen'],
    [{ name: 'Glow Studio' }, 'Glow Studio'],
    [{ fullName: null, name: 'Glow Studio' }, 'Glow Studio'],
    [{ fullName: '   ', name: 'Glow Studio' }, 'Glow Studio'],
    [{ fullName: 42 }, 'N/A'],
    [{}, 'N/A'],
    [null, 'N/A'],
    [undefined, 'N/A'],
  ])('%j reads as %j', (item, expected) => {
    expect(displayName(item)).toBe(expected);
  });
});

describe('hasSubscription and subscriptionCount', () => {
  const plan = { name: 'Basic', price: 19.99, expiry: '2027-01-01T00:00:00.000Z' };

  it.each([
    [[plan, plan], true, 2],
    [[plan], true, 1],
    [[], false, 0],
    [plan, true, 1],
    ['Basic', true, 1],
    [true, true, 1],
    [null, false, 'N/A'],
    [undefined, false, 'N/A'],
    [false, false, 'N/A'],
    ['', false, 'N/A'],
  ])('%j: has %j, count %j', (value, has, count) => {
    expect(hasSubscription(value)).toBe(has);
    expect(subscriptionCount(value)).toBe(count);
  });
});

describe('firstOf', () => {
  it('reads the first item of a list or the value itself', () => {
    expect(firstOf([{ boothRent: 200 }, { boothRent: 300 }])).toEqual({ boothRent: 200 });
    expect(firstOf({ boothRent: 200 })).toEqual({ boothRent: 200 });
    expect(firstOf([])).toBeUndefined();
    expect(firstOf(null)).toBeUndefined();
    expect(firstOf(undefined)).toBeUndefined();
  });
});

describe('pagedItems and totalPagesOf', () => {
  it('reads a plain array or a { data } answer', () => {
    expect(pagedItems([1, 2])).toEqual([1, 2]);
    expect(pagedItems({ data: [3, 4], totalPages: 2 })).toEqual([3, 4]);
    expect(pagedItems({ data: null })).toEqual([]);
    expect(pagedItems(null)).toEqual([]);
    expect(pagedItems({} as { data?: number[] })).toEqual([]);
  });

  it('returns a copy, so sorting it leaves the cached answer alone', () => {
    const answer = [3, 1, 2];
    pagedItems(answer).sort();
    expect(answer).toEqual([3, 1, 2]);
  });

  it('counts pages, treating a plain array or a bad count as one page', () => {
    expect(totalPagesOf({ data: [], totalPages: 4 })).toBe(4);
    expect(totalPagesOf([1, 2, 3])).toBe(1);
    expect(totalPagesOf({ totalPages: 0 })).toBe(1);
    expect(totalPagesOf({ totalPages: '3' })).toBe(1);
    expect(totalPagesOf(undefined)).toBe(1);
  });
});

describe('splitList', () => {
  it('splits comma-separated fields, trimming and dropping blanks', () => {
    expect(splitList('Monday, Tuesday,,Friday ')).toEqual(['Monday', 'Tuesday', 'Friday']);
    expect(splitList('/demo/suite-1.svg')).toEqual(['/demo/suite-1.svg']);
    expect(splitList(['a', ' b '])).toEqual(['a', 'b']);
    expect(splitList('')).toEqual([]);
    expect(splitList(null)).toEqual([]);
  });
});

describe('documentContent', () => {
  it('reads the wrapped, the bare and the plain forms of a policy or terms answer', () => {
    expect(documentContent({ privacyPolicy: { content: '<p>a</p>' } }, 'privacyPolicy')).toBe('<p>a</p>');
    expect(documentContent({ terms: { content: '<p>t</p>' } }, 'terms')).toBe('<p>t</p>');
    expect(documentContent({ terms: '<p>t</p>' }, 'terms')).toBe('<p>t</p>');
    expect(documentContent({ content: '<p>bare</p>' }, 'terms')).toBe('<p>bare</p>');
    expect(documentContent('<p>text</p>', 'privacyPolicy')).toBe('<p>text</p>');
    expect(documentContent({ content: '' }, 'terms')).toBe('');
  });

  it('answers undefined, never throws, for anything else', () => {
    for (const answer of [undefined, null, 42, {}, { terms: null }, { terms: { content: 7 } }, { privacyPolicy: { content: '<p>x</p>' } }]) {
      expect(documentContent(answer, 'terms')).toBeUndefined();
    }
  });
});
