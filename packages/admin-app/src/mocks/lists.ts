/*
 * The account lists as the mock server answers them: this project's server's pages (sorted by one or
 * more keys, searched by word starts, paged), or the spec backend's answers when `db.listAnswers` says
 * so. The order and the search follow the API server's (packages/api-server/src/db/queries/account-list.ts)
 * closely enough for screens and tests: keys in turn, missing values last, the id breaking ties.
 */
import { HttpResponse, type HttpResponseResolver } from 'msw';
import { readAccountListItem, resolveListSort, type AccountKind, type AccountListRow, type ResolvedSortTerm } from '@chairside/api-contract';
import { toPagedResponse } from '@chairside/api-contract/demo';
import { db, privateSuiteItems, professionalItems, salonItems } from './db';
import { queryOf } from './respond';

const kinds = {
  professional: { endpoint: 'listProfessionals', items: professionalItems },
  salon: { endpoint: 'listSalons', items: salonItems },
  'private-suite': { endpoint: 'listPrivateSuites', items: privateSuiteItems },
} as const;

/** Lower case without accents: 'Zoë' and 'zoe' are one word to a search. */
const fold = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
const wordsOf = (text: string | null | undefined) => fold(text ?? '').match(/[\p{L}\p{N}]+/gu) ?? [];

type Listed = { item: { id: number; UserInformation?: { city?: string | null; state?: string | null } | null }; row: AccountListRow };

/** Whether every word of the search begins a word of the account's name, email, city or state. */
const matches = (words: readonly string[]) => ({ item, row }: Listed) => {
  const own = [row.name, row.email, item.UserInformation?.city, item.UserInformation?.state].flatMap(wordsOf);
  return words.every((word) => own.some((candidate) => candidate.startsWith(word)));
};

const keyOf: Record<ResolvedSortTerm['key'], (row: AccountListRow) => string | number | null> = {
  name: (row) => row.name.toLowerCase(),
  location: (row) => row.location?.toLowerCase() ?? null,
  joiningDate: (row) => row.joinedAt,
  status: (row) => (row.isSuspended ? 1 : 0),
  subscription: (row) => (row.subscribed ? 1 : 0),
  reports: () => 0,
};

const compareBy = (order: readonly ResolvedSortTerm[]) => (a: Listed, b: Listed) => {
  for (const { key, direction } of order) {
    const [left, right] = [keyOf[key](a.row), keyOf[key](b.row)];
    if (left === right) continue;
    if (left === null) return 1;
    if (right === null) return -1;
    const sign = left < right ? -1 : 1;
    return direction === 'asc' ? sign : -sign;
  }
  const last = order.at(-1)?.direction ?? 'desc';
  return last === 'asc' ? a.item.id - b.item.id : b.item.id - a.item.id;
};

/** GET of one kind's list. */
export const listAccounts =
  (kind: AccountKind): HttpResponseResolver =>
  ({ request }) => {
    const { endpoint, items } = kinds[kind];
    const params = new URL(request.url).searchParams;
    const asked = ['page', 'limit', 'sort', 'search'].some((name) => params.has(name));
    const all = items() as unknown as Listed['item'][];
    if (kind !== 'private-suite' && (db.listAnswers === 'spec' || !asked)) return HttpResponse.json(all);
    const { query, refusal } = queryOf(endpoint, request);
    if (refusal) return refusal;
    const listed = all.map((item) => ({ item, row: readAccountListItem(kind, item) }));
    if (db.listAnswers === 'spec') {
      // The spec's suites: a page in joining order, newest first, whatever else was asked.
      const { data, totalPages } = toPagedResponse(listed.toSorted(compareBy([{ key: 'joiningDate', direction: 'desc' }])), query.page ?? 1, query.limit ?? 10);
      return HttpResponse.json({ data: data.map(({ item }) => item), totalPages });
    }
    const words = wordsOf(query.search);
    const kept = (words.length === 0 ? listed : listed.filter(matches(words))).toSorted(compareBy(resolveListSort(query)));
    const page = toPagedResponse(kept, query.page ?? 1, query.limit ?? 10);
    return HttpResponse.json({ ...page, data: page.data.map(({ item }) => item) });
  };
