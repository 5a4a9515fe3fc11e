import { parseArgs } from 'node:util';
import { limits, roles, staffRoleLabels, staffRoles, type Role, type StaffRole } from '@chairside/api-contract';
import {
  checkEmail,
  checkPassword,
  CommandError,
  count,
  instant,
  required,
  table,
  text,
  UsageError,
  withDatabase,
  type Command,
  type Options,
} from './cli-parts.ts';
import { backupCommands } from './cli-backup.ts';
import { ConfigError, loadConfig } from './config.ts';
import type { Db } from './db/connection.ts';
import { ensureDemoAssets } from './db/demo-assets.ts';
import { migrateToLatest } from './db/migrations.ts';
import { generatedPasswordNotice, prepareDatabase } from './db/prepare.ts';
import { demoProgressWriter, seedDemo, type DemoCounts } from './db/seed.ts';
import { findAccountByEmail, insertAccount, setPasswordHash, type MemberRole } from './db/queries/accounts.ts';
import { findOutboxMessage, listOutboxMessages, outboxStatuses, retryableStatuses, retryOutboxMessage, type OutboxStatus } from './db/queries/outbox.ts';
import { deleteAccountSessions } from './db/queries/sessions.ts';
import { findFirstActiveOwner, findStaffMember } from './db/queries/staff.ts';
import { recordAudit } from './services/audit.ts';
import type { ServiceContext } from './services/context.ts';
import { ServiceError } from './services/errors.ts';
import { outboxStatusText } from './services/outbox.ts';
import { hashPassword } from './services/passwords.ts';
import { purgeDeletedAccounts } from './services/purge.ts';
import { createInvitation, type Inviter } from './services/invitations.ts';

const usage = `Usage: npm run cli -- <command> [options]

Commands:
  migrate                         bring the database schema up to date
  seed                            migrate, add the categories and the administrator (and demo data
                                  on an empty embedded database unless SEED_DEMO=0)
  seed-demo [--count N]           add demo data: N professionals, N salons and N private suites
            [--professionals N] [--salons N] [--suites N] [--feedback N] [--support N]
            [--seed N] [--as-of <ISO date>]
                                  (default 10000 of each kind, 120 reviews, 30 support requests;
                                  --seed and --as-of repeat the same data with dates counted back
                                  from that day, for reproducible screenshots and benchmarks; up
                                  to 1000000 of each kind, committed 10000 accounts at a time
                                  above 10000, with progress on stderr)
  create-user --role <admin|professional|salon|private-suite> --email <email> --password <password>
            [--name <full name>] [--staff-role <${staffRoles.join('|')}>]
                                  --staff-role says what an admin may do (default owner); only for
                                  --role admin
  invite --email <email> --role <${staffRoles.join('|')}> [--by <email of an active owner>]
                                  invite a staff member: a single-use link valid 72 hours, printed
                                  here in every case and also emailed when SMTP_URL is set (the
                                  next running server sends it); the invitation is in the name of
                                  --by, or of the first active owner
  reset-password --email <email> --password <password>
                                  set a new password and end every session of that account
  outbox [--status <${outboxStatuses.join('|')}>] [--limit N]
                                  list the notices to account holders, newest first (default 50)
  outbox --retry ID               send a failed or unsent (no mail server) notice again: it is due
                                  now, with 8 fresh tries, for the next running server to deliver
  purge-deleted [--older-than DAYS]
                                  remove for good the deleted accounts kept at least DAYS days (default
                                  RETENTION_DAYS; 0 removes every one), with the files only they used
  backup --to FILE                copy the whole database into FILE, safe while servers run: SQLite's
                                  online backup, or pg_dump --format=custom of DATABASE_URL
  restore --from FILE             load a backup into an EMPTY database (refused otherwise): SQLite
                                  while no server runs, or pg_restore into DATABASE_URL; the next
                                  start migrates it as usual

The database comes from DATABASE_URL (PostgreSQL) or DATA_DIR (SQLite), as for the server.`;

const commands: Record<string, Command> = {
  migrate: {
    options: {},
    run: (config) =>
      withDatabase(config, async (db) => {
        const results = await migrateToLatest(db.kysely, db.dialect);
        const applied = (results ?? []).filter((result) => result.status === 'Success').map((result) => result.migrationName);
        console.log(applied.length > 0 ? `Applied ${applied.join(', ')}.` : 'The schema is up to date.');
      }),
  },
  seed: {
    options: {},
    run: (config) =>
      withDatabase(config, async (db) => {
        const result = await prepareDatabase(db, config);
        console.log(`Categories added: ${result.categoriesAdded}. Administrator ${result.admin.created ? 'created' : 'already present'}.`);
        const notice = generatedPasswordNotice(result.admin);
        if (notice) console.log(notice);
        if (result.demo) console.log(`Demo data: ${JSON.stringify(result.demo)}`);
      }),
  },
  'seed-demo': {
    options: {
      count: { type: 'string' },
      professionals: { type: 'string' },
      salons: { type: 'string' },
      suites: { type: 'string' },
      feedback: { type: 'string' },
      support: { type: 'string' },
      seed: { type: 'string' },
      'as-of': { type: 'string' },
    },
    run: (config, options) => {
      const seed = count(text(options, 'seed'), 'seed', Date.now() % 100_000);
      const asOf = instant(text(options, 'as-of'), 'as-of');
      const each = count(text(options, 'count'), 'count', 10_000);
      const counts: DemoCounts = {
        professionals: count(text(options, 'professionals'), 'professionals', each),
        salons: count(text(options, 'salons'), 'salons', each),
        privateSuites: count(text(options, 'suites'), 'suites', each),
        feedback: count(text(options, 'feedback'), 'feedback', 120),
        supportRequests: count(text(options, 'support'), 'support', 30),
      };
      return withDatabase(config, async (db) => {
        await migrateToLatest(db.kysely, db.dialect);
        const started = Date.now();
        // The files the new rows name, gathered while seeding: reading them back would load every row.
        const demoUrls = new Set<string>();
        const onProgress = demoProgressWriter((line) => console.error(line), started);
        const result = await seedDemo(db.kysely, counts, asOf, seed, { demoUrls, onProgress });
        ensureDemoAssets(config.dataDir, demoUrls);
        console.log(`Added ${JSON.stringify(result)} in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
        console.error(`Peak memory: ${Math.round(process.resourceUsage().maxRSS / 1024)} MB resident.`);
      });
    },
  },
  'create-user': {
    options: {
      role: { type: 'string' },
      email: { type: 'string' },
      password: { type: 'string' },
      name: { type: 'string' },
      'staff-role': { type: 'string' },
    },
    run: (config, options) => {
      const role = required(text(options, 'role'), 'role');
      if (!(roles as readonly string[]).includes(role)) throw new UsageError(`--role must be one of ${roles.join(', ')}.`);
      const staffRoleOption = text(options, 'staff-role');
      if (staffRoleOption !== undefined && role !== 'admin') throw new UsageError('--staff-role is only for --role admin.');
      const staffRole = staffRoleOption === undefined ? undefined : checkStaffRole(staffRoleOption, 'staff-role');
      const email = checkEmail(required(text(options, 'email'), 'email'));
      const password = checkPassword(required(text(options, 'password'), 'password'));
      const name = (text(options, 'name') ?? email.split('@')[0] ?? email).trim();
      if (name.length === 0 || name.length > limits.fullName) throw new UsageError(`--name must be 1 to ${limits.fullName} characters.`);
      return withDatabase(config, async (db) => {
        await migrateToLatest(db.kysely, db.dialect);
        const existing = await findAccountByEmail(db.kysely, email);
        if (existing) throw new UsageError(`An account with the email ${email} already exists (id ${existing.id}).`);
        const { id } = await insertAccount(db.kysely, {
          role: role as Role & ('admin' | MemberRole),
          fullName: name,
          email,
          passwordHash: await hashPassword(password, config.argon2),
          now: new Date().toISOString(),
          ...(staffRole ? { staffRole } : {}),
        });
        console.log(`Created ${role} ${email} with id ${id}${role === 'admin' ? ` (${staffRoleLabels[staffRole ?? 'owner']})` : ''}.`);
      });
    },
  },
  invite: {
    options: { email: { type: 'string' }, role: { type: 'string' }, by: { type: 'string' } },
    run: (config, options) => {
      const email = checkEmail(required(text(options, 'email'), 'email'));
      const staffRole = checkStaffRole(required(text(options, 'role'), 'role'), 'role');
      const byOption = text(options, 'by');
      const by = byOption === undefined ? undefined : checkEmail(byOption);
      return withDatabase(config, async (db) => {
        await migrateToLatest(db.kysely, db.dialect);
        const inviter = by === undefined ? await findFirstActiveOwner(db.kysely) : await activeOwner(db.kysely, by);
        const ctx: ServiceContext = { db: db.kysely, dialect: db.dialect, config, now: () => new Date(), outbox: { wake: () => undefined } };
        const from: Inviter | null = inviter ? { id: inviter.id, fullName: inviter.full_name, email: inviter.email } : null;
        // The service's refusals (the address is taken) are the command's: printed alone, exit code 1.
        const created = await createInvitation(ctx, from, { email, staffRole }, null).catch((error: unknown) => {
          throw error instanceof ServiceError ? new CommandError(error.message) : error;
        });
        console.log(
          `Invited ${email} as ${staffRoleLabels[staffRole]}${from ? ` in the name of ${from.fullName}` : ''}; the link works once, until ${created.invitation.expiresAt}.`,
        );
        console.log(
          created.queued
            ? 'The email is queued: the next running server sends it.'
            : 'No mail server is set (SMTP_URL): pass the link on yourself.',
        );
        console.log(created.link);
      });
    },
  },
  'reset-password': {
    options: { email: { type: 'string' }, password: { type: 'string' } },
    run: (config, options) => {
      const email = checkEmail(required(text(options, 'email'), 'email'));
      const password = checkPassword(required(text(options, 'password'), 'password'));
      return withDatabase(config, async (db) => {
        await migrateToLatest(db.kysely, db.dialect);
        const account = await findAccountByEmail(db.kysely, email);
        if (!account) throw new UsageError(`No account has the email ${email}.`);
        const passwordHash = await hashPassword(password, config.argon2);
        const now = new Date();
        const ended = await db.kysely.transaction().execute(async (trx) => {
          await setPasswordHash(trx, account.id, passwordHash, now.toISOString());
          const sessions = await deleteAccountSessions(trx, account.id);
          await recordAudit(trx, now, {
            action: 'password.change',
            actor: null,
            target: { id: account.id, fullName: account.full_name, role: account.role },
            detail: `Reset from the command line; ended ${sessions} session${sessions === 1 ? '' : 's'}.`,
          });
          return sessions;
        });
        console.log(`Password of ${email} reset; ${ended} session${ended === 1 ? '' : 's'} ended.`);
      });
    },
  },
  'purge-deleted': {
    options: { 'older-than': { type: 'string' } },
    run: (config, options) => {
      const days = count(text(options, 'older-than'), 'older-than', config.retentionDays);
      return withDatabase(config, async (db) => {
        await migrateToLatest(db.kysely, db.dialect);
        const purged = await purgeDeletedAccounts(
          { db: db.kysely, dialect: db.dialect, config, now: () => new Date(), outbox: { wake: () => undefined } },
          days,
        );
        console.log(`Purged ${purged} deleted account${purged === 1 ? '' : 's'}.`);
      });
    },
  },
  outbox: {
    options: { status: { type: 'string' }, retry: { type: 'string' }, limit: { type: 'string' } },
    run: (config, options) => {
      const status = text(options, 'status');
      if (status !== undefined && !(outboxStatuses as readonly string[]).includes(status)) {
        throw new UsageError(`--status must be one of ${outboxStatuses.join(', ')}.`);
      }
      const retry = text(options, 'retry');
      if (retry !== undefined && (!/^\d+$/.test(retry) || Number(retry) < 1 || Number(retry) > 2 ** 31 - 1)) {
        throw new UsageError(`--retry must be the id of a message, got "${retry}".`);
      }
      if (retry !== undefined && (status !== undefined || text(options, 'limit') !== undefined)) {
        throw new UsageError('--retry cannot be combined with --status or --limit.');
      }
      const limit = count(text(options, 'limit'), 'limit', 50);
      return withDatabase(config, async (db) => {
        await migrateToLatest(db.kysely, db.dialect);
        if (retry !== undefined) {
          const id = Number(retry);
          const message = await findOutboxMessage(db.kysely, id);
          if (!message) throw new CommandError(`No message in the outbox has the id ${id}.`);
          if (!(await retryOutboxMessage(db.kysely, id, new Date().toISOString()))) {
            throw new CommandError(
              `Message ${id} is ${outboxStatusText[message.status as OutboxStatus] ?? message.status}; only ${retryableStatuses.join(' and ')} messages can be retried.`,
            );
          }
          console.log(
            `Message ${id} to ${message.to_address} is pending again; a running server sends it${config.mail.smtp ? '' : ' once SMTP_URL is set'}.`,
          );
          return;
        }
        const messages = await listOutboxMessages(db.kysely, { status: status as OutboxStatus | undefined, limit });
        if (messages.length === 0) {
          console.log(status ? `No ${status} messages in the outbox.` : 'The outbox is empty.');
          return;
        }
        console.log(
          table(
            ['ID', 'STATUS', 'TRIES', 'TO', 'SUBJECT', 'LAST ERROR', 'CREATED'],
            messages.map((message) => [
              String(message.id),
              outboxStatusText[message.status as OutboxStatus] ?? message.status,
              String(message.attempts),
              message.to_address,
              message.subject,
              message.last_error ?? '',
              message.created_at,
            ]),
          ),
        );
      });
    },
  },
  ...backupCommands,
};

const checkStaffRole = (value: string, name: string): StaffRole => {
  if (!(staffRoles as readonly string[]).includes(value)) throw new UsageError(`--${name} must be one of ${staffRoles.join(', ')}.`);
  return value as StaffRole;
};

/** The account `--by` names, which must be an active owner. */
const activeOwner = async (db: Db['kysely'], email: string) => {
  const account = await findAccountByEmail(db, email);
  const staff = account?.role === 'admin' ? await findStaffMember(db, account.id) : undefined;
  if (!account || staff?.staff_role !== 'owner' || staff.deactivated_at !== null) {
    throw new CommandError(`--by must be the email of an active owner; ${email} is not one.`);
  }
  return account;
};

const main = async (argv: string[]) => {
  const [name, ...rest] = argv;
  if (name === undefined || name === 'help' || name === '--help' || name === '-h') {
    console.log(usage);
    return name === undefined ? 2 : 0;
  }
  const command = commands[name];
  if (!command) throw new UsageError(`Unknown command "${name}".`);
  let values: Options;
  try {
    ({ values } = parseArgs({ args: rest, options: command.options, strict: true, allowPositionals: false }));
  } catch (error) {
    throw new UsageError(error instanceof Error ? error.message : String(error));
  }
  await command.run(loadConfig(), values);
  return 0;
};

main(process.argv.slice(2))
  .then((code) => process.exit(code))
  .catch((error: unknown) => {
    if (error instanceof UsageError) {
      console.error(`Error: ${error.message}\n\n${usage}`);
      process.exit(2);
    }
    if (error instanceof CommandError) {
      console.error(`Error: ${error.message}`);
      process.exit(1);
    }
    console.error(error instanceof ConfigError ? `Configuration error: ${error.message}` : error);
    process.exit(1);
  });
