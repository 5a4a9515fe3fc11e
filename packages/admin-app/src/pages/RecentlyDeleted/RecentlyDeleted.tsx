import { useCallback } from 'react';
import { can, type DeletedAccount } from '@chairside/api-contract';
import { Button, ConfirmDialog, DataTable, ErrorMessage, Heading, Stack, Text, toast } from '@chairside/design-system';
import { ApiError } from '../../api/client';
import { accountKindDescriptions } from '../../data/accountKinds';
import { isGone } from '../../data/conflicts';
import { kindNouns } from '../../data/recoveryTexts';
import { useActionDialog } from '../../data/useActionDialog';
import { useDeletedAccounts } from '../../data/useReads';
import { useRestoreAccount } from '../../data/useRestoreAccount';
import { useStaffRole } from '../../data/useStaffRole';
import { pageOf, useUrlParams } from '../../data/useTableUrlState';
import { deletedColumns } from './deletedColumns';

/** The screen's words. */
export const recentlyDeletedTexts = {
  title: 'Recently deleted',
  explanation: 'Deleted accounts can be restored until the days left run out, then they are removed for good.',
  loading: 'Loading recently deleted accounts',
  empty: 'No recently deleted accounts.',
  failure: (error: Error) => `Error loading recently deleted accounts: ${error.message}`,
  pages: 'Recently deleted pages',
  action: 'Action',
  restore: 'Restore',
  cancel: 'Cancel',
  question: (account: DeletedAccount) => `Restore ${account.fullName}?`,
  consequence: (account: DeletedAccount) =>
    `The ${kindNouns[account.role].one} comes back as it was when deleted: profile, units, subscriptions, files and any suspension.`,
  restoreFailure: (account: DeletedAccount, failure: unknown) =>
    `Failed to restore ${accountKindDescriptions[account.role].questions.noun}: ${failure instanceof Error ? failure.message : String(failure)}`,
};

type RestoreDialogProps = {
  /** The account asked about; kept while the dialog closes. */
  asked: DeletedAccount | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  busy: boolean;
  error: string | null;
  onConfirm: () => void;
};

/**
 * 'Restore {name}?', with what comes back. Restore keeps the dialog open until the server answers, so a
 * refusal (the email now belongs to another account) shows here; nothing closes it while busy.
 */
function RestoreDialog({ asked: account, open, onOpenChange, busy, error, onConfirm }: RestoreDialogProps) {
  if (!account) return null;
  return (
    <ConfirmDialog.Root
      open={open}
      onOpenChange={(next) => {
        if (next || !busy) onOpenChange(next);
      }}
    >
      <ConfirmDialog.Content>
        <ConfirmDialog.Title>{recentlyDeletedTexts.question(account)}</ConfirmDialog.Title>
        <ConfirmDialog.Description>{recentlyDeletedTexts.consequence(account)}</ConfirmDialog.Description>
        {error ? <ErrorMessage>{error}</ErrorMessage> : null}
        <ConfirmDialog.Actions>
          <ConfirmDialog.Cancel disabled={busy}>{recentlyDeletedTexts.cancel}</ConfirmDialog.Cancel>
          <ConfirmDialog.Confirm
            busy={busy}
            onClick={(event) => {
              // The answer decides whether the dialog closes: a refusal stays in it.
              event.preventDefault();
              if (!busy) onConfirm();
            }}
          >
            {recentlyDeletedTexts.restore}
          </ConfirmDialog.Confirm>
        </ConfirmDialog.Actions>
      </ConfirmDialog.Content>
    </ConfirmDialog.Root>
  );
}

/**
 * /recently-deleted: the accounts deleted and still restorable, newest delete first, 20 a page from
 * the server (the page in the URL), each with who deleted it, when, why and the days left, and Restore
 * for the staff roles that may restore (owners; issue 17), once the role is known.
 */
export default function RecentlyDeleted() {
  const { params, update } = useUrlParams();
  const page = pageOf(params);
  const { data, error, mutate, key } = useDeletedAccounts(page);
  const restore = useRestoreAccount(key);
  const { role, loading: roleLoading } = useStaffRole();
  const canRestore = can(role, 'delete');
  const { asked, ask, setOpen, setBusy, setError: setFailure, state } = useActionDialog<DeletedAccount>();
  const rowActions = useCallback(
    (account: DeletedAccount) => (
      // The account's name tells the many identical buttons apart.
      <Button size="small" variant="secondary" aria-label={`${recentlyDeletedTexts.restore} ${account.fullName}`} onClick={() => ask(account)}>
        {recentlyDeletedTexts.restore}
      </Button>
    ),
    [ask],
  );

  const confirm = async () => {
    if (!asked) return;
    setBusy(true);
    setFailure(null);
    try {
      await restore(asked);
      setOpen(false);
    } catch (refusal) {
      console.error('Restore failed', refusal);
      if (isGone(refusal)) {
        // Removed for good (or restored by someone else) meanwhile.
        setOpen(false);
        toast.error(refusal.serverMessage ?? refusal.message);
        void mutate();
      } else if (refusal instanceof ApiError && refusal.status === 409) {
        setFailure(refusal.serverMessage ?? refusal.message);
      } else {
        setFailure(recentlyDeletedTexts.restoreFailure(asked, refusal));
      }
    } finally {
      setBusy(false);
    }
  };

  return (
    <Stack space="large">
      <Stack space="medium">
        <Heading level={1}>{recentlyDeletedTexts.title}</Heading>
        <Text tone="muted">{recentlyDeletedTexts.explanation}</Text>
      </Stack>
      <DataTable
        mode="server"
        rows={data?.data ?? []}
        columns={deletedColumns}
        getRowId={(account) => account.id}
        caption={recentlyDeletedTexts.title}
        hideCaption
        searchable={false}
        // Whether there is a Restore column depends on the role: the skeleton stays until it is known.
        loading={(data === undefined && !error) || roleLoading}
        loadingLabel={recentlyDeletedTexts.loading}
        error={error ? recentlyDeletedTexts.failure(error) : undefined}
        onRetry={() => void mutate()}
        emptyText={recentlyDeletedTexts.empty}
        rowActions={canRestore ? rowActions : undefined}
        rowActionsHeader={canRestore ? recentlyDeletedTexts.action : undefined}
        page={page}
        totalPages={data?.totalPages ?? 1}
        onPageChange={(next) => update({ page: next === 1 ? null : String(next) }, false)}
        paginationLabel={recentlyDeletedTexts.pages}
      />
      <RestoreDialog key={state.opening} {...state} onConfirm={() => void confirm()} />
    </Stack>
  );
}
