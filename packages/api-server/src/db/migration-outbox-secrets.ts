import { createHash } from 'node:crypto';
import type { Migration } from 'kysely';
import { timestamp, type AnyDb } from './migration-parts.ts';
import { outboxSecretPlaceholder } from './queries/outbox.ts';

/** An invitation link's token as the emails before this migration carried it. */
const invitationToken = /#token=([A-Za-z0-9_-]{43})/g;

/** Messages that may still be sent; a sent one never needs its secret again. */
const unsent = ['pending', 'sending', 'failed', 'unconfigured'];

/**
 * Secrets kept apart from the outbox's bodies: an invitation link's token lay in the body
 * of its email for good, readable from any copy of the database or a backup for as long as the
 * invitation lived. Now the body holds a placeholder and the row keeps the secret beside it:
 * - `secret`: filled into the body at send time only, and set to null once the message is sent or
 *   given up, or when what it opens ends (an invitation accepted, withdrawn or run out);
 * - `secret_for`: what the secret opens (`invitation:12`), so its owner can clear it, and so the worker
 *   knows a message without it must not go out with the placeholder in place of a working link;
 * - `secret_expires_at`: when the secret stops working anyway; each outbox pass clears those past it.
 * Existing emails are rewritten the same way: an unsent one keeps the token of an invitation still
 * open, every other loses it.
 */
export const outboxSecrets = (): Migration => ({
  async up(db: AnyDb) {
    await db.schema.alterTable('outbox').addColumn('secret', 'varchar(200)').execute();
    await db.schema.alterTable('outbox').addColumn('secret_for', 'varchar(100)').execute();
    await db.schema.alterTable('outbox').addColumn('secret_expires_at', timestamp).execute();

    const now = new Date().toISOString();
    const rows = await db.selectFrom('outbox').select(['id', 'body', 'status']).where('body', 'like', '%#token=%').execute();
    for (const row of rows as { id: number; body: string; status: string }[]) {
      const token = [...row.body.matchAll(invitationToken)][0]?.[1];
      if (token === undefined) continue;
      const invitation = (await db
        .selectFrom('staff_invitations')
        .select(['id', 'expires_at', 'accepted_at', 'revoked_at'])
        .where('token_hash', '=', createHash('sha256').update(token).digest('hex'))
        .executeTakeFirst()) as { id: number; expires_at: string; accepted_at: string | null; revoked_at: string | null } | undefined;
      const open = invitation !== undefined && invitation.accepted_at === null && invitation.revoked_at === null && invitation.expires_at > now;
      const keep = open && unsent.includes(row.status);
      await db
        .updateTable('outbox')
        .set({
          body: row.body.replace(invitationToken, `#token=${outboxSecretPlaceholder}`),
          secret: keep ? token : null,
          secret_for: invitation ? `invitation:${invitation.id}` : 'invitation',
          secret_expires_at: keep ? invitation.expires_at : null,
        })
        .where('id', '=', row.id)
        .execute();
    }
  },
  async down(db: AnyDb) {
    // The secrets still kept go back into their bodies; the cleared ones are gone for good.
    const rows = await db.selectFrom('outbox').select(['id', 'body', 'secret']).where('secret', 'is not', null).execute();
    for (const row of rows as { id: number; body: string; secret: string }[]) {
      await db.updateTable('outbox').set({ body: row.body.split(outboxSecretPlaceholder).join(row.secret) }).where('id', '=', row.id).execute();
    }
    await db.schema.alterTable('outbox').dropColumn('secret_expires_at').execute();
    await db.schema.alterTable('outbox').dropColumn('secret_for').execute();
    await db.schema.alterTable('outbox').dropColumn('secret').execute();
  },
});
