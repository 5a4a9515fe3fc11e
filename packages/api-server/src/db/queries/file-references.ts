import { demoFileName } from '../demo-assets.ts';
import type { UserInformationRow } from '../schema.ts';
import { contains, escapeLike, type Executor } from './accounts.ts';
import { snapshotsMentioning } from './deleted-accounts.ts';
import { readSnapshot, type AccountSnapshot } from './snapshots.ts';

/*
 * Accounts refer to their files by URL: the account's image, the profile photo, the CV and the
 * portfolio (a comma-separated list). Those under /demo/ are files in DATA_DIR/demo, which many demo
 * accounts share; a file is needed while a live account or a kept snapshot refers to it.
 */

type FileColumns = Pick<UserInformationRow, 'profile_image_url' | 'portfolio' | 'cv_url'>;

/** The /demo/ URLs among an account's file columns, each once. */
export const demoUrlsOf = (imageUrl: string | null, information: FileColumns | null | undefined): string[] => {
  const urls = [imageUrl, information?.profile_image_url, information?.cv_url, ...(information?.portfolio ?? '').split(',')];
  return [...new Set(urls.flatMap((url) => (url && demoFileName(url) ? [url.trim()] : [])))];
};

export const snapshotDemoUrls = (snapshot: AccountSnapshot) => demoUrlsOf(snapshot.account.image_url, snapshot.information);

/** Portfolio candidates read at a time while confirming a URL: a shared demo file can be in a million. */
const portfolioPage = 500;

/**
 * Whether any live account or kept snapshot refers to the URL. An image or a CV equal to it settles it;
 * a portfolio (a list) is found by a text search and each candidate confirmed by reading its URLs, so
 * `avatar-1.svg` is not taken for `avatar-10.svg`. Candidates are read a page at a time and the first
 * confirmed one ends the search: a file that many accounts share must not bring them all into memory.
 */
export const isDemoUrlReferenced = async (db: Executor, url: string): Promise<boolean> => {
  if (await db.selectFrom('accounts').select('id').where('image_url', '=', url).limit(1).executeTakeFirst()) return true;
  const named = await db
    .selectFrom('user_information as ui')
    .select('ui.account_id')
    .where((eb) => eb.or([eb('ui.profile_image_url', '=', url), eb('ui.cv_url', '=', url)]))
    .limit(1)
    .executeTakeFirst();
  if (named) return true;
  const pattern = `%${escapeLike(url.toLowerCase())}%`;
  for (let after = 0; ; ) {
    const candidates = await db
      .selectFrom('user_information as ui')
      .select(['ui.account_id', 'ui.portfolio'])
      .where((eb) => contains(eb.ref('ui.portfolio'), pattern))
      .where('ui.account_id', '>', after)
      .orderBy('ui.account_id')
      .limit(portfolioPage)
      .execute();
    if (candidates.some((row) => demoUrlsOf(null, { profile_image_url: null, cv_url: null, portfolio: row.portfolio }).includes(url))) return true;
    if (candidates.length < portfolioPage) break;
    after = candidates.at(-1)!.account_id;
  }
  const snapshots = await snapshotsMentioning(db, url);
  return snapshots.some((text) => snapshotDemoUrls(readSnapshot(text)).includes(url));
};
