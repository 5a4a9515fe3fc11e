import { limits } from '@chairside/api-contract';
import { sql, type Migration } from 'kysely';
import type { DialectName } from './connection.ts';
import { timestamp, withId, type AnyDb } from './migration-parts.ts';

/** 0001: every table of SPEC.md's data model, with the sessions, audit log and rate limits the server adds. */
export const initial = (dialect: DialectName): Migration => ({
  async up(db: AnyDb) {
    await withId(dialect, db.schema.createTable('accounts'))
      .addColumn('role', 'varchar(20)', (c) => c.notNull())
      .addColumn('full_name', `varchar(${limits.fullName})`, (c) => c.notNull())
      .addColumn('email', `varchar(${limits.email})`, (c) => c.notNull().unique())
      .addColumn('password_hash', 'varchar(255)')
      .addColumn('is_suspended', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('address', `varchar(${limits.address})`)
      .addColumn('image_url', `varchar(${limits.url})`)
      .addColumn('created_at', timestamp, (c) => c.notNull())
      .addColumn('updated_at', timestamp, (c) => c.notNull())
      .addCheckConstraint('accounts_role_check', sql`role in ('admin', 'professional', 'salon', 'private-suite')`)
      .addCheckConstraint('accounts_is_suspended_check', sql`is_suspended in (0, 1)`)
      .execute();
    await db.schema.createIndex('accounts_role_created_idx').on('accounts').columns(['role', 'created_at']).execute();

    await db.schema
      .createTable('user_information')
      .addColumn('account_id', 'integer', (c) => c.primaryKey().references('accounts.id').onDelete('cascade'))
      .addColumn('profile_image_url', `varchar(${limits.url})`)
      .addColumn('city', 'varchar(120)')
      .addColumn('state', 'varchar(120)')
      .addColumn('about', 'text')
      .addColumn('portfolio', 'text')
      .addColumn('cv_url', `varchar(${limits.url})`)
      .addColumn('positions_open', 'text')
      .addColumn('categories_id', 'text')
      .addColumn('working_days', 'varchar(100)')
      .addColumn('created_at', timestamp, (c) => c.notNull())
      .addColumn('updated_at', timestamp, (c) => c.notNull())
      .execute();

    await withId(dialect, db.schema.createTable('salary_expectations'))
      .addColumn('account_id', 'integer', (c) => c.notNull().references('accounts.id').onDelete('cascade'))
      .addColumn('booth_rent', 'double precision')
      .addColumn('commission', 'double precision')
      .addColumn('salary', 'double precision')
      .addColumn('hourly', 'double precision')
      .addColumn('lease_fee', 'double precision')
      .addColumn('working_days', 'varchar(100)')
      .addColumn('start_time', 'varchar(20)')
      .addColumn('end_time', 'varchar(20)')
      .addColumn('created_at', timestamp, (c) => c.notNull())
      .execute();
    await db.schema.createIndex('salary_expectations_account_idx').on('salary_expectations').column('account_id').execute();

    await withId(dialect, db.schema.createTable('subscriptions'))
      .addColumn('account_id', 'integer', (c) => c.notNull().references('accounts.id').onDelete('cascade'))
      .addColumn('name', 'varchar(120)', (c) => c.notNull())
      .addColumn('price', 'double precision', (c) => c.notNull())
      .addColumn('expires_at', timestamp, (c) => c.notNull())
      .addColumn('created_at', timestamp, (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('subscriptions_account_expires_idx')
      .on('subscriptions')
      .columns(['account_id', 'expires_at'])
      .execute();

    await withId(dialect, db.schema.createTable('private_suite_units'))
      .addColumn('account_id', 'integer', (c) => c.notNull().references('accounts.id').onDelete('cascade'))
      .addColumn('unit_size', 'double precision', (c) => c.notNull())
      .addColumn('unit_rent', 'double precision', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('private_suite_units_account_idx').on('private_suite_units').column('account_id').execute();

    await db.schema
      .createTable('categories')
      .addColumn('id', 'integer', (c) => c.primaryKey())
      .addColumn('name', 'varchar(120)', (c) => c.notNull())
      .addColumn('parent_id', 'integer', (c) => c.references('categories.id').onDelete('cascade'))
      .addColumn('created_at', timestamp, (c) => c.notNull())
      .addColumn('updated_at', timestamp, (c) => c.notNull())
      .execute();

    await withId(dialect, db.schema.createTable('feedback'))
      .addColumn('account_id', 'integer', (c) => c.references('accounts.id').onDelete('cascade'))
      .addColumn('stars_count', 'integer', (c) => c.notNull())
      .addColumn('text', 'text', (c) => c.notNull())
      .addColumn('created_at', timestamp, (c) => c.notNull())
      .addCheckConstraint('feedback_stars_check', sql`stars_count between 1 and 5`)
      .execute();
    await db.schema.createIndex('feedback_account_idx').on('feedback').column('account_id').execute();
    await db.schema.createIndex('feedback_created_idx').on('feedback').column('created_at').execute();

    await withId(dialect, db.schema.createTable('support_requests'))
      .addColumn('email', `varchar(${limits.email})`, (c) => c.notNull())
      .addColumn('headline', `varchar(${limits.supportHeadline})`, (c) => c.notNull())
      .addColumn('description', `varchar(${limits.supportDescription})`, (c) => c.notNull())
      .addColumn('created_at', timestamp, (c) => c.notNull())
      .execute();
    await db.schema.createIndex('support_requests_created_idx').on('support_requests').column('created_at').execute();

    await withId(dialect, db.schema.createTable('policy_documents'))
      .addColumn('kind', 'varchar(20)', (c) => c.notNull())
      .addColumn('content', 'text', (c) => c.notNull())
      .addColumn('saved_by', 'integer', (c) => c.references('accounts.id').onDelete('set null'))
      .addColumn('saved_at', timestamp, (c) => c.notNull())
      .addCheckConstraint('policy_documents_kind_check', sql`kind in ('privacy-policy', 'terms')`)
      .execute();
    await db.schema.createIndex('policy_documents_kind_idx').on('policy_documents').columns(['kind', 'id']).execute();

    await withId(dialect, db.schema.createTable('sessions'))
      .addColumn('token_hash', 'varchar(64)', (c) => c.notNull().unique())
      .addColumn('account_id', 'integer', (c) => c.notNull().references('accounts.id').onDelete('cascade'))
      .addColumn('created_at', timestamp, (c) => c.notNull())
      .addColumn('last_used_at', timestamp, (c) => c.notNull())
      .addColumn('expires_at', timestamp, (c) => c.notNull())
      .execute();
    await db.schema.createIndex('sessions_account_idx').on('sessions').column('account_id').execute();

    await withId(dialect, db.schema.createTable('audit_log'))
      .addColumn('actor_id', 'integer')
      .addColumn('actor_name', `varchar(${limits.fullName})`)
      .addColumn('actor_email', `varchar(${limits.email})`)
      .addColumn('action', 'varchar(60)', (c) => c.notNull())
      .addColumn('target_id', 'integer')
      .addColumn('target_name', `varchar(${limits.fullName})`)
      .addColumn('target_role', 'varchar(20)')
      .addColumn('detail', 'text')
      .addColumn('created_at', timestamp, (c) => c.notNull())
      .execute();
    await db.schema.createIndex('audit_log_created_idx').on('audit_log').columns(['created_at', 'id']).execute();
    await db.schema.createIndex('audit_log_action_idx').on('audit_log').columns(['action', 'id']).execute();

    await withId(dialect, db.schema.createTable('reports'))
      .addColumn('account_id', 'integer', (c) => c.notNull().references('accounts.id').onDelete('cascade'))
      .addColumn('reporter_id', 'integer', (c) => c.references('accounts.id').onDelete('set null'))
      .addColumn('reason', 'varchar(1000)', (c) => c.notNull())
      .addColumn('created_at', timestamp, (c) => c.notNull())
      .execute();
    await db.schema.createIndex('reports_account_idx').on('reports').column('account_id').execute();

    await db.schema
      .createTable('rate_limits')
      .addColumn('key', 'varchar(400)', (c) => c.primaryKey())
      .addColumn('count', 'integer', (c) => c.notNull())
      .addColumn('reset_at', timestamp, (c) => c.notNull())
      .execute();
  },
  async down(db: AnyDb) {
    for (const table of [
      'reports',
      'rate_limits',
      'audit_log',
      'sessions',
      'policy_documents',
      'support_requests',
      'feedback',
      'categories',
      'private_suite_units',
      'subscriptions',
      'salary_expectations',
      'user_information',
      'accounts',
    ]) {
      await db.schema.dropTable(table).execute();
    }
  },
});
