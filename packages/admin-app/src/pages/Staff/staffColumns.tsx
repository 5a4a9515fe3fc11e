import { staffRoleLabels, staffRoles, type StaffInvitation, type StaffMember, type StaffRole } from '@chairside/api-contract';
import { Badge, SelectField, statusBadgeTone, yesNoTone, type DataTableColumn } from '@chairside/design-system';
import { formatDateTime, systemActorName } from '../../data/moderationTexts';

/** The Staff page's words. */
export const staffTexts = {
  title: 'Staff',
  explanation: 'Who can sign in to the back-office, and what their role lets them do.',
  members: 'Staff members',
  loading: 'Loading staff',
  failure: (error: Error) => `Error loading staff: ${error.message}`,
  empty: 'No staff members.',
  invitations: 'Open invitations',
  invitationsEmpty: 'No open invitations.',
  invite: 'Invite staff member',
  action: 'Action',
  role: 'Role',
  roleOf: (member: StaffMember) => `Role of ${member.fullName}`,
  yes: 'Yes',
  no: 'No',
  never: 'Never',
  active: 'Active',
  deactivated: 'Deactivated',
  deactivate: 'Deactivate',
  reactivate: 'Reactivate',
  deactivateQuestion: (member: StaffMember) => `Deactivate ${member.fullName}?`,
  deactivateConsequence: 'They are signed out at once and cannot sign in until reactivated.',
  cancel: 'Cancel',
  withdraw: 'Withdraw',
  withdrawLabel: (invitation: StaffInvitation) => `Withdraw the invitation to ${invitation.email}`,
  forbiddenHint: 'Ask an owner to invite someone or to change a role.',
} as const;

/** The roles as the select offers them. */
const roleOptions = staffRoles.map((role) => ({ value: role, label: staffRoleLabels[role] }));

const dateCell = (time: string | null) => (time === null ? staffTexts.never : <time dateTime={time}>{formatDateTime(time)}</time>);

export type MemberColumnsOptions = {
  /** Changes a member's role (the select's choice). */
  onRoleChange: (member: StaffMember, role: StaffRole) => void;
  /** The member a change is under way for, whose controls wait for it. */
  pendingId: number | null;
};

/** The staff members' columns: name, email, role (a select), two-factor, last sign-in and status. */
export function memberColumns({ onRoleChange, pendingId }: MemberColumnsOptions): DataTableColumn<StaffMember>[] {
  return [
    { id: 'name', header: 'Name', value: (member) => member.fullName, sortable: true },
    { id: 'email', header: 'Email', value: (member) => member.email, sortable: true },
    {
      id: 'role',
      header: staffTexts.role,
      value: (member) => staffRoleLabels[member.staffRole],
      sortable: true,
      cell: (member) => (
        <SelectField
          label={staffTexts.role}
          // The visible word is the same on every row; the name says whose role it is.
          aria-label={staffTexts.roleOf(member)}
          options={roleOptions}
          value={member.staffRole}
          disabled={pendingId === member.id}
          onValueChange={(role) => {
            if (role !== member.staffRole) onRoleChange(member, role as StaffRole);
          }}
        />
      ),
    },
    {
      id: 'mfa',
      header: 'Two-factor',
      value: (member) => (member.mfa ? staffTexts.yes : staffTexts.no),
      cell: (member) => <Badge tone={yesNoTone(member.mfa)}>{member.mfa ? staffTexts.yes : staffTexts.no}</Badge>,
    },
    {
      id: 'lastSignedIn',
      header: 'Last signed in',
      value: (member) => member.lastSignedInAt ?? staffTexts.never,
      sortValue: (member) => (member.lastSignedInAt === null ? 0 : Date.parse(member.lastSignedInAt)),
      sortable: true,
      cell: (member) => dateCell(member.lastSignedInAt),
    },
    {
      id: 'status',
      header: 'Status',
      value: (member) => (member.active ? staffTexts.active : staffTexts.deactivated),
      cell: (member) => <Badge tone={statusBadgeTone(!member.active)}>{member.active ? staffTexts.active : staffTexts.deactivated}</Badge>,
    },
  ];
}

/** The open invitations' columns, newest first as the server sends them. */
export const invitationColumns: DataTableColumn<StaffInvitation>[] = [
  { id: 'email', header: 'Email', value: (invitation) => invitation.email },
  { id: 'role', header: 'Role', value: (invitation) => staffRoleLabels[invitation.staffRole] },
  // Invited from the command line, the invitation names nobody: the product does.
  { id: 'invitedBy', header: 'Invited by', value: (invitation) => invitation.invitedBy ?? systemActorName },
  { id: 'sent', header: 'Sent', value: (invitation) => invitation.createdAt, cell: (invitation) => dateCell(invitation.createdAt) },
  { id: 'expires', header: 'Expires', value: (invitation) => invitation.expiresAt, cell: (invitation) => dateCell(invitation.expiresAt) },
];
