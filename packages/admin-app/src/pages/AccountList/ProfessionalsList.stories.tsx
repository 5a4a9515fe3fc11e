// The addon's module augmentation types `context.msw`, which screenSetup's beforeEach reads.
/// <reference types="msw-storybook-addon/types" />
import type { Meta } from '@storybook/react-vite';
import { screenMeta } from '../../stories/screenMeta';
import { accountListStories } from './accountListStories';

const meta = { title: 'Screens/ProfessionalsList', ...screenMeta('/professionals-list') } satisfies Meta;

export default meta;

const stories = accountListStories({
  list: 'listProfessionals',
  emptyAnswer: [],
  skeletonRows: 20,
  loading: 'Loading professionals',
  empty: 'No professionals found.',
  nameColumn: 'Professional Name',
  failure: { message: 'Database unavailable.', alert: 'Error loading professionals: Failed to fetch professionals' },
  title: 'Professionals List',
  questions: {
    suspend: 'Are you sure you want to suspend this professional?',
    unsuspend: 'Are you sure you want to unsuspend this professional?',
  },
  suspend: 'suspendProfessional',
  suspended: 'Professional suspended.',
  unsuspended: 'Professional unsuspended.',
  deleted: 'Professional deleted.',
  accounts: 'professionals',
  many: 'professionals',
});

/** A skeleton of 20 rows while the list loads. */
export const Loading = stories.Loading;
/** No accounts yet: the headers stay and say what the list would hold. */
export const Empty = stories.Empty;
/** The list could not be loaded. */
export const Error = stories.Error;
/** Every account, newest first; suspending asks first, and declining changes nothing. */
export const Full = stories.Full;
/** Suspending with a reason, a note and a notice to the account holder: the call carries all three. */
export const SuspendWithNotice = stories.SuspendWithNotice;
/** The server refuses the body (400): its message shows in the dialog, which keeps what was entered. */
export const Refused = stories.Refused;
/** A timed suspension: the Status cell says until when, in local time. */
export const SuspendedUntil = stories.SuspendedUntil;
/** Deleting asks for the account's name to be typed (in any case), then removes the row with a toast. */
export const TypedDelete = stories.TypedDelete;
/** The toast after a suspension offers Undo: pressed, the server reverses it and the row reads active again. */
export const Undo = stories.Undo;
/** Another administrator changed the account first: the toast says who and when in local time, and the row shows it as it stands, without reading the list again. */
export const Conflict = stories.Conflict;
/** Rows ticked one by one: the bar counts them and opens one dialog for all of them; the selection outlives it until cleared. */
export const Selection = stories.Selection;
/** A bulk suspension where two accounts were deleted meanwhile: one toast names them with the server's reason and offers Undo for the rest. */
export const BulkPartialFailure = stories.BulkPartialFailure;
