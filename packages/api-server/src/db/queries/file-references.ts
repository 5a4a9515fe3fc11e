import { demoFileName } from '../demo-assets.ts';
import type { UserInformationRow } from '../schema.ts';
import { contains, escapeLike, type Executor } from './accounts.ts';
import { allSnapshots, snapshotsMentioning } from './deleted-accounts.ts';
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

/**
 * Whether any live account or kept snapshot refers to the URL. The text searches are a first pass;
 * each candidate is confirmed by reading its URLs, so `avatar-1.svg` is not taken for `avatar-10.svg`.
 */
export const isDemoUrlReferenced = async (db: Executor, url: string): Promise<boolean> => {
  if (await db.selectFrom('accounts').select('id').where('image_url', '=', url).limit(1).executeTakeFirst()) return true;
  const pattern = `%${escapeLike(url.toLowerCase())}%`;
  const profiles = await db
    .selectFrom('user_information as ui')
    .select(['ui.profile_image_url', 'ui.portfolio', 'ui.cv_url'])
    .where((eb) => eb.or([eb('ui.profile_image_url', '=', url), eb('ui.cv_url', '=', url), contains(eb.ref('ui.portfolio'), pattern)]))
    .execute();
  if (profiles.some((row) => demoUrlsOf(null, row).includes(url))) return true;
  const snapshots = await snapshotsMentioning(db, url);
  return snapshots.some((text) => snapshotDemoUrls(readSnapshot(text)).includes(url));
};

/** Every /demo/ URL a live account or a kept snapshot refers to. */
export const referencedDemoUrls = async (db: Executor): Promise<Set<string>> => {
  const urls = new Set<string>();
  const accounts = await db.selectFrom('accounts').select('image_url').where('image_url', 'like', '/demo/%').execute();
  for (const row of accounts) for (const url of demoUrlsOf(row.image_url, null)) urls.add(url);
  const profiles = await db
    .selectFrom('user_information as ui')
    .select(['ui.profile_image_url', 'ui.portfolio', 'ui.cv_url'])
    .where((eb) => eb.or([eb('ui.profile_image_url', 'like', '/demo/%'), eb('ui.cv_url', 'like', '/demo/%'), eb('ui.portfolio', 'like', '%/demo/%')]))
    .execute();
  for (const row of profiles) for (const url of demoUrlsOf(null, row)) urls.add(url);
  for (const text of await allSnapshots(db)) for (const url of snapshotDemoUrls(readSnapshot(text))) urls.add(url);
  return urls;
};
