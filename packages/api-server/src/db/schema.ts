import type { ColumnType, Generated, Insertable, Selectable } from 'kysely';

/**
 * The tables as Kysely sees them. One shape for SQLite and PostgreSQL: timestamps are ISO 8601 UTC
 * strings of fixed width (so text order is time order in both), flags are 0 or 1.
 */
export interface Database {
  accounts: AccountsTable;
  user_information: UserInformationTable;
  salary_expectations: SalaryExpectationsTable;
  subscriptions: SubscriptionsTable;
  private_suite_units: PrivateSuiteUnitsTable;
  categories: CategoriesTable;
  feedback: FeedbackTable;
  support_requests: SupportRequestsTable;
  policy_documents: PolicyDocumentsTable;
  sessions: SessionsTable;
  audit_log: AuditLogTable;
  outbox: OutboxTable;
  rate_limits: RateLimitsTable;
  reports: ReportsTable;
  data_version: DataVersionTable;
  deleted_accounts: DeletedAccountsTable;
  staff_members: StaffMembersTable;
  recovery_codes: RecoveryCodesTable;
  passkeys: PasskeysTable;
  auth_steps: AuthStepsTable;
  staff_invitations: StaffInvitationsTable;
}

type Flag = 0 | 1;

export interface AccountsTable {
  id: Generated<number>;
  role: string;
  full_name: string;
  /** Stored lower-cased so the unique index is case-insensitive on both databases. */
  email: string;
  /** Null for accounts that cannot sign in (demo data). */
  password_hash: string | null;
  is_suspended: ColumnType<Flag, Flag | undefined, Flag>;
  address: string | null;
  image_url: string | null;
  /** When a timed suspension lifts itself; null for one until lifted and for an active account. */
  suspended_until: string | null;
  /** Raised by 1 with every change to the row (migration 0006); `If-Match` names the version a caller saw. */
  version: ColumnType<number, number | undefined, number>;
  created_at: string;
  updated_at: string;
  /*
   * The list's sort keys that come from other tables (migration 0009), kept by triggers: an insert
   * may leave them out, and only the list's settling of subscription flags writes one.
   */
  /** Lower-cased city of the account's user_information ('' without one). */
  sort_city: ColumnType<string, string | undefined, never>;
  /** Lower-cased state of the account's user_information ('' without one). */
  sort_state: ColumnType<string, string | undefined, never>;
  /** The latest expiry among the account's subscriptions; null without any. */
  subscribed_until: ColumnType<string | null, string | null | undefined, never>;
  /** 1 while subscribed_until is ahead of the last list read's clock (see settleSubscriptionFlags). */
  subscribed: ColumnType<Flag, Flag | undefined, Flag>;
  /** How many reports name the account. */
  report_count: ColumnType<number, number | undefined, never>;
}

export interface UserInformationTable {
  account_id: number;
  profile_image_url: string | null;
  city: string | null;
  state: string | null;
  about: string | null;
  /** Comma-separated image URLs (one URL for a private suite), as the wire carries it. */
  portfolio: string | null;
  cv_url: string | null;
  /** Comma-separated category ids. */
  positions_open: string | null;
  /** Comma-separated category ids. */
  categories_id: string | null;
  /** Comma-separated full day names. */
  working_days: string | null;
  created_at: string;
  updated_at: string;
}

export interface SalaryExpectationsTable {
  id: Generated<number>;
  account_id: number;
  booth_rent: number | null;
  commission: number | null;
  salary: number | null;
  hourly: number | null;
  lease_fee: number | null;
  working_days: string | null;
  start_time: string | null;
  end_time: string | null;
  created_at: string;
}

export interface SubscriptionsTable {
  id: Generated<number>;
  account_id: number;
  name: string;
  price: number;
  expires_at: string;
  created_at: string;
}

export interface PrivateSuiteUnitsTable {
  id: Generated<number>;
  account_id: number;
  unit_size: number;
  unit_rent: number;
}

export interface CategoriesTable {
  id: number;
  name: string;
  parent_id: number | null;
  created_at: string;
  updated_at: string;
}

export interface FeedbackTable {
  id: Generated<number>;
  /** The author; null when written anonymously. */
  account_id: number | null;
  stars_count: number;
  text: string;
  created_at: string;
}

export interface SupportRequestsTable {
  id: Generated<number>;
  email: string;
  headline: string;
  description: string;
  created_at: string;
}

/**
 * Every saved revision of the privacy policy and the terms (see migration-revisions.ts). The current one
 * of a kind is the newest in effect that was not withdrawn; rows are never deleted.
 */
export interface PolicyDocumentsTable {
  id: Generated<number>;
  kind: PolicyKind;
  content: string;
  saved_by: number | null;
  saved_at: string;
  /** When it takes effect: the save time, or the later date a scheduled save chose. */
  effective_at: string;
  summary: string | null;
  /** The revision whose content a restore brought back. */
  restored_from: number | null;
  /** When a scheduled revision was withdrawn, and by whom. */
  cancelled_at: string | null;
  cancelled_by: number | null;
  /** The saver's full name at the time of the save. */
  author_name: string | null;
  /** The revision in force just before its date when it was saved (null: the built-in default; migration 0013). */
  base_revision_id: ColumnType<number | null, number | null | undefined, number | null>;
  /** What a rebase wrote on a scheduled revision whose text predates its new base. */
  review_note: ColumnType<string | null, string | null | undefined, string | null>;
}

export type PolicyKind = 'privacy-policy' | 'terms';

export interface SessionsTable {
  id: Generated<number>;
  /** SHA-256 of the bearer token, hex; the token itself is never stored. */
  token_hash: string;
  account_id: number;
  created_at: string;
  last_used_at: string;
  expires_at: string;
  /** The browser's User-Agent header at sign-in (migration 0007), cut to 512 characters. */
  user_agent: string | null;
  ip: string | null;
  /** When a factor was last given in this session: the sign-in or a re-authentication. */
  authenticated_at: string | null;
}

/** One per `admin` account (migration 0007); see migration-staff.ts. */
export interface StaffMembersTable {
  account_id: number;
  staff_role: string;
  deactivated_at: string | null;
  totp_secret: string | null;
  totp_pending_secret: string | null;
  totp_pending_at: string | null;
  totp_last_step: ColumnType<number | null, number | null | undefined, number | null>;
  totp_enabled_at: string | null;
  last_signed_in_at: string | null;
  /** The session that turned the authenticator on, with its browser and address (migration 0010). */
  totp_added_session_id: number | null;
  totp_added_user_agent: string | null;
  totp_added_ip: string | null;
}

export interface RecoveryCodesTable {
  id: Generated<number>;
  account_id: number;
  /** SHA-256 of the normalised code, hex. */
  code_hash: string;
  created_at: string;
  used_at: string | null;
}

export interface PasskeysTable {
  id: Generated<number>;
  account_id: number;
  /** base64url, as WebAuthn gives it. */
  credential_id: string;
  /** The COSE public key, base64url. */
  public_key: string;
  counter: ColumnType<number, number | undefined, number>;
  /** Comma-separated transports the authenticator named (usb, internal, hybrid, ...). */
  transports: string | null;
  name: string;
  created_at: string;
  last_used_at: string | null;
  /** The session that registered it, with its browser and address (migration 0010). */
  added_session_id: number | null;
  added_user_agent: string | null;
  added_ip: string | null;
}

/** Short-lived single-use steps: 'mfa', 'enroll', 'passkey-login', 'passkey-mfa', 'passkey-register', 'passkey-reauth'. */
export interface AuthStepsTable {
  id: Generated<number>;
  token_hash: string;
  purpose: string;
  account_id: number | null;
  challenge: string | null;
  created_at: string;
  expires_at: string;
  used_at: string | null;
}

export interface StaffInvitationsTable {
  id: Generated<number>;
  email: string;
  staff_role: string;
  token_hash: string;
  invited_by_id: number | null;
  invited_by_name: string | null;
  created_at: string;
  expires_at: string;
  accepted_at: string | null;
  revoked_at: string | null;
  account_id: number | null;
}

/** Kept without foreign keys so the record of who did what survives the deletion of either side. */
export interface AuditLogTable {
  id: Generated<number>;
  actor_id: number | null;
  /** Copied at the time of the action so the entry still reads after the account is gone. */
  actor_name: string | null;
  actor_email: string | null;
  action: string;
  target_id: number | null;
  target_name: string | null;
  target_role: string | null;
  detail: string | null;
  /** One of the contract's moderation reasons, or 'Not given' for a call that sent none. */
  reason: string | null;
  /** For other administrators, never shown to the account holder. */
  note: string | null;
  /** The end of a timed suspension. */
  until: string | null;
  /** On suspend and unsuspend entries: whether the account was suspended before, and until when (what an undo goes back to). */
  prior_suspended: number | null;
  prior_until: string | null;
  /** The entry this one reversed through undo. */
  undoes: number | null;
  created_at: string;
}

/** An email to an account holder, written in the action's transaction and delivered by the outbox worker. */
export interface OutboxTable {
  id: Generated<number>;
  audit_id: number | null;
  account_id: number | null;
  to_address: string;
  subject: string;
  body: string;
  /**
   * 'pending' (waiting until `next_attempt_at`), 'sending' (claimed by a worker, whose lease ends at
   * `next_attempt_at`), 'sent', 'failed' (after the last of 8 tries, or a cut-off last try; `last_error`
   * says why) or 'unconfigured' (it fell due with no mail server configured). See db/queries/outbox.ts.
   */
  status: string;
  /** Tries started so far, counted when a worker claims the message. */
  attempts: ColumnType<number, number | undefined, number>;
  next_attempt_at: string;
  last_error: string | null;
  sent_at: string | null;
  created_at: string;
  updated_at: string;
  /**
   * A secret the body names only by `outboxSecretPlaceholder` (an invitation link's token), filled in
   * at send time; null once sent or given up, or once what it opens has ended (migration 0011).
   */
  secret: ColumnType<string | null, string | null | undefined, string | null>;
  /** What the secret opens (`invitation:12`); kept after the secret is cleared. */
  secret_for: ColumnType<string | null, string | null | undefined, string | null>;
  /** When the secret stops working anyway; each outbox pass clears the secrets past it. */
  secret_expires_at: ColumnType<string | null, string | null | undefined, string | null>;
}

/** A report filed against an account by another user of the marketplace. */
export interface ReportsTable {
  id: Generated<number>;
  account_id: number;
  reporter_id: number | null;
  reason: string;
  created_at: string;
}

export interface RateLimitsTable {
  key: string;
  count: number;
  reset_at: string;
}

/**
 * One row: a counter bumped by triggers on every write to the tables cached answers are built from
 * (migration 0003). PostgreSQL returns the bigint as a string.
 */
export interface DataVersionTable {
  id: number;
  version: ColumnType<number | string, number, number>;
}

/**
 * A deleted account kept until it is purged (migration 0006): what the list of recently deleted
 * accounts shows, and in `snapshot` every row the account had (JSON, see db/queries/snapshots.ts).
 */
export interface DeletedAccountsTable {
  account_id: number;
  role: string;
  full_name: string;
  email: string;
  deleted_at: string;
  /** Who deleted it, named as they were then; null for the command line. */
  deleted_by_id: number | null;
  deleted_by_name: string | null;
  reason: string | null;
  note: string | null;
  /** The delete's audit entry. */
  audit_id: number | null;
  snapshot: string;
}

export type AccountRow = Selectable<AccountsTable>;
export type NewAccount = Insertable<AccountsTable>;
export type UserInformationRow = Selectable<UserInformationTable>;
