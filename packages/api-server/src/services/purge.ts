import { removeDemoFiles } from '../db/demo-assets.ts';
import { claimForPurge, dueForPurge } from '../db/queries/deleted-accounts.ts';
import { isDemoUrlReferenced, snapshotDemoUrls } from '../db/queries/file-references.ts';
import { readSnapshot } from '../db/queries/snapshots.ts';
import { iso } from '../db/time.ts';
import { runTransaction } from '../db/transaction.ts';
import { recordAudit } from './audit.ts';
import type { ServiceContext } from './context.ts';
import { startSweep } from './sweep.ts';

/*
 * The purge: a deleted account kept longer than RETENTION_DAYS is removed for good, its kept rows and
 * the files only it used. Every server sweeps; each account is claimed by the delete of its row, so it
 * is purged and logged once however many servers sweep at the same moment.
 */

const day = 86_400_000;

/**
 * Purges every kept account deleted at least `olderThanDays` days ago (0: every one), each in its own
 * transaction with its 'account.purge' entry (no actor: the server). A file goes after the commit, and
 * only when no live account and no other kept account refers to it: many demo accounts share one.
 * Returns how many accounts this call purged.
 */
export const purgeDeletedAccounts = async (ctx: ServiceContext, olderThanDays = ctx.config.retentionDays): Promise<number> => {
  const now = ctx.now();
  const cutoff = iso(new Date(now.getTime() - olderThanDays * day));
  let purged = 0;
  for (const id of await dueForPurge(ctx.db, cutoff)) {
    const urls = await runTransaction(ctx.db, async (trx) => {
      const kept = await claimForPurge(trx, id, cutoff);
      if (!kept) return undefined;
      await recordAudit(trx, now, {
        action: 'account.purge',
        actor: null,
        target: { id, fullName: kept.full_name, role: kept.role },
        detail: `Removed ${kept.email} for good (deleted ${kept.deleted_at}).`,
      });
      return snapshotDemoUrls(readSnapshot(kept.snapshot));
    });
    if (!urls) continue;
    purged += 1;
    // Checked after the commit: two servers purging two accounts that share a file at once would each
    // still see the other's kept row inside their transactions, and neither would remove the file.
    const unused: string[] = [];
    for (const url of urls) if (!(await isDemoUrlReferenced(ctx.db, url))) unused.push(url);
    removeDemoFiles(ctx.config.dataDir, unused);
  }
  return purged;
};

/** Purges what is due every `intervalMs` until stopped (see sweep.ts). */
export const startPurgeSweep = (ctx: ServiceContext, intervalMs: number, onError: (error: unknown) => void) =>
  startSweep(() => purgeDeletedAccounts(ctx), intervalMs, onError);
