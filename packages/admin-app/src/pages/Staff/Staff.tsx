import { useCallback, useMemo, useState } from 'react';
import {
  can,
  permissionRefusals,
  staffRoleDescriptions,
  staffRoleLabels,
  staffRoles,
  type StaffInvitation,
  type StaffMember,
  type StaffRole,
} from '@chairside/api-contract';
import {
  Button,
  ConfirmDialog,
  DataTable,
  EmptyState,
  Heading,
  Inline,
  InviteDialog,
  Skeleton,
  SkeletonGroup,
  Stack,
  Text,
  toast,
  type InviteDialogValues,
} from '@chairside/design-system';
import { failureMessage, isSignedOut } from '../../api/failure';
import { useStaff, useStaffActions } from '../../data/useStaff';
import { useStaffRole } from '../../data/useStaffRole';
import { invitationColumns, memberColumns, staffTexts as texts } from './staffColumns';

/** The roles the invitation offers, each with what it may do. */
const inviteRoles = staffRoles.map((role) => ({ value: role, label: staffRoleLabels[role], description: staffRoleDescriptions[role] }));

/** A new staff member starts with the least a role allows; the owner raises it if they need more. */
const defaultInviteRole: StaffRole = 'viewer';

/** Says a failed change the way the app says failures: a toast with the server's words (a 401 has already left). */
const sayFailure = (refusal: unknown) => {
  if (isSignedOut(refusal)) return;
  console.error('Staff change failed', refusal);
  toast.error(failureMessage(refusal));
};

/** The invitation dialog's state: the outcome shows in place of the form until it closes. */
type InviteState = { open: boolean; busy: boolean; error: string | null; link: string | null; sent: string | null };
const closedInvite: InviteState = { open: false, busy: false, error: null, link: null, sent: null };

/**
 * /staff (issue 17, owners only): every staff member with their role (changed in place), whether they
 * have a second factor, when they last signed in and whether they may, with Deactivate (asked first)
 * or Reactivate; the open invitations with Withdraw; and Invite staff member. The server's refusals
 * (the last owner, oneself) are toasts, as failures are elsewhere. Any other role reads why not.
 */
export default function Staff() {
  const { role, loading } = useStaffRole();
  const isOwner = can(role, 'staff');
  const { data, error, mutate } = useStaff(isOwner);
  const { changeRole, setActive, invite, withdraw } = useStaffActions();
  const [pendingId, setPendingId] = useState<number | null>(null);
  const [asked, setAsked] = useState<StaffMember | null>(null);
  const [confirmOpen, setConfirmOpen] = useState(false);
  const [inviting, setInviting] = useState<InviteState>(closedInvite);

  /** Runs a change for one member, their controls waiting meanwhile; success and refusal are toasts. */
  const change = useCallback(async (member: StaffMember, run: () => Promise<string>) => {
    setPendingId(member.id);
    try {
      toast.success(await run());
    } catch (refusal) {
      sayFailure(refusal);
    } finally {
      setPendingId(null);
    }
  }, []);

  const columns = useMemo(
    () => memberColumns({ pendingId, onRoleChange: (member, next) => void change(member, () => changeRole(member, next)) }),
    [pendingId, change, changeRole],
  );

  const memberActions = useCallback(
    (member: StaffMember) => {
      const verb = member.active ? texts.deactivate : texts.reactivate;
      return (
        <Button
          size="small"
          variant={member.active ? 'danger' : 'secondary'}
          // The name tells the many identical buttons apart.
          aria-label={`${verb} ${member.fullName}`}
          busy={pendingId === member.id}
          onClick={() => {
            if (!member.active) {
              void change(member, () => setActive(member, true));
              return;
            }
            setAsked(member);
            setConfirmOpen(true);
          }}
        >
          {verb}
        </Button>
      );
    },
    [pendingId, change, setActive],
  );

  const invitationActions = useCallback(
    (invitation: StaffInvitation) => (
      <Button
        size="small"
        variant="secondary"
        aria-label={texts.withdrawLabel(invitation)}
        onClick={() => {
          withdraw(invitation.id).then((text) => toast.success(text), sayFailure);
        }}
      >
        {texts.withdraw}
      </Button>
    ),
    [withdraw],
  );

  const onInvite = async ({ email, role: chosen }: InviteDialogValues) => {
    setInviting((state) => ({ ...state, busy: true, error: null }));
    try {
      const answer = await invite(email, chosen as StaffRole);
      setInviting((state) => ({ ...state, busy: false, ...(answer.link ? { link: answer.link } : { sent: answer.message }) }));
    } catch (refusal) {
      setInviting((state) => ({ ...state, busy: false, error: isSignedOut(refusal) ? null : failureMessage(refusal) }));
      throw refusal;
    }
  };

  if (loading) {
    return (
      <Stack space="large">
        <Heading level={1}>{texts.title}</Heading>
        <SkeletonGroup label={texts.loading}>
          <Skeleton count={5} />
        </SkeletonGroup>
      </Stack>
    );
  }

  if (!isOwner) {
    return (
      <Stack space="large">
        <Heading level={1}>{texts.title}</Heading>
        <EmptyState title={permissionRefusals.staff} description={texts.forbiddenHint} />
      </Stack>
    );
  }

  return (
    <Stack space="large">
      <Inline space="medium" align="space-between" alignY="center">
        <Stack space="small">
          <Heading level={1}>{texts.title}</Heading>
          <Text tone="muted">{texts.explanation}</Text>
        </Stack>
        <Button onClick={() => setInviting({ ...closedInvite, open: true })}>{texts.invite}</Button>
      </Inline>
      <DataTable
        rows={data?.data ?? []}
        columns={columns}
        getRowId={(member) => member.id}
        caption={texts.members}
        searchable={false}
        loading={data === undefined && !error}
        loadingRows={4}
        loadingLabel={texts.loading}
        error={error ? texts.failure(error) : undefined}
        onRetry={() => void mutate()}
        emptyText={texts.empty}
        rowActions={memberActions}
        rowActionsHeader={texts.action}
      />
      {data ? (
        <DataTable
          rows={data.invitations}
          columns={invitationColumns}
          getRowId={(invitation) => invitation.id}
          caption={texts.invitations}
          searchable={false}
          emptyText={texts.invitationsEmpty}
          rowActions={invitationActions}
          rowActionsHeader={texts.action}
        />
      ) : null}
      <ConfirmDialog
        open={confirmOpen}
        onOpenChange={setConfirmOpen}
        title={asked ? texts.deactivateQuestion(asked) : ''}
        question={texts.deactivateConsequence}
        confirmLabel={texts.deactivate}
        cancelLabel={texts.cancel}
        tone="danger"
        onConfirm={() => {
          if (asked) void change(asked, () => setActive(asked, false));
        }}
      />
      <InviteDialog
        open={inviting.open}
        onOpenChange={(open) => setInviting(open ? { ...closedInvite, open } : closedInvite)}
        roles={inviteRoles}
        defaultRole={defaultInviteRole}
        onInvite={onInvite}
        busy={inviting.busy}
        error={inviting.error}
        link={inviting.link}
        sent={inviting.sent}
      />
    </Stack>
  );
}
