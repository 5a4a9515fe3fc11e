import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { HttpHandler } from 'msw';
import { securityMessages, type EndpointName } from '@chairside/api-contract';
import { mockAdminPassword } from '../mocks/db';
import { reauthRequired } from '../mocks/signIn';
import { accountDetailMeta } from '../pages/AccountDetail/accountDetailStories';
import { professionalDetail } from '../pages/AccountDetail/ProfessionalDetail.stories';
import { ScreenFrame } from '../stories/ScreenFrame';
import { screenReady } from '../stories/screenMeta';

/*
 * Re-authentication before the worst actions (issue 17): the server refuses a delete or a save of a
 * session whose last factor is older than ten minutes; the dialog asks for one and the action carries on.
 */
const detail = accountDetailMeta(professionalDetail);

/** Makes the calls of `endpoint` ask for a factor until one is given, on top of the story's other handlers. */
const needingFactor =
  (endpoint: EndpointName) =>
  ({ msw }: { msw: { use: (...handlers: HttpHandler[]) => void } }) => {
    msw.use(reauthRequired(endpoint));
  };

const meta = {
  title: 'Screens/Reauthentication',
  ...detail,
  beforeEach: (context) => {
    const cleanUp = detail.beforeEach(context);
    needingFactor('deleteUser')(context);
    return cleanUp;
  },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;
type Canvas = ReturnType<typeof within>;

const body = () => within(document.body);

/** Asks to delete the professional on the page, answering the moderation dialog; returns that dialog. */
async function askToDelete(canvas: Canvas) {
  // The header offers Delete once the staff role is known to allow it.
  await userEvent.click(await canvas.findByRole('button', { name: 'Delete' }, screenReady));
  const dialog = within(await body().findByRole('alertdialog', { name: professionalDetail.deleteQuestion }));
  await userEvent.selectOptions(dialog.getByRole('combobox', { name: 'Reason' }), 'Requested by the account holder');
  await userEvent.type(dialog.getByRole('textbox', { name: `Type ${professionalDetail.name} to confirm` }), professionalDetail.name);
  await userEvent.click(dialog.getByRole('button', { name: 'Delete' }));
  return dialog;
}

/** The re-authentication dialog, once it shows. */
const reauthDialog = async () => within(await body().findByRole('dialog', { name: 'Confirm it is you' }, screenReady));

/**
 * A delete that needs a recent factor: the dialog asks for the password (a wrong one is refused in
 * place), then the delete goes through as asked and the page goes back to the list.
 */
export const DeleteAfterPassword: Story = {
  play: async ({ canvas }) => {
    await askToDelete(canvas);
    const dialog = await reauthDialog();
    await expect(body().getByRole('dialog', { name: 'Confirm it is you' })).toHaveAccessibleDescription(/^To delete this account, confirm it is you\./);
    const password = dialog.getByLabelText('Password');
    await waitFor(() => expect(password).toHaveFocus());
    await userEvent.type(password, 'not my password');
    await userEvent.click(dialog.getByRole('button', { name: 'Confirm' }));
    await expect(await dialog.findByRole('alert')).toHaveTextContent(securityMessages.wrongPassword);
    await userEvent.clear(password);
    await userEvent.type(password, mockAdminPassword);
    await userEvent.click(dialog.getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(body().queryByRole('dialog', { name: 'Confirm it is you' })).not.toBeInTheDocument());
    await expect(await canvas.findByRole('heading', { level: 1, name: professionalDetail.listTitle }, screenReady)).toBeVisible();
    await expect(await body().findByText(professionalDetail.deleted)).toBeInTheDocument();
  },
};

/** Cancel: the delete fails with the server's words, as a failed delete shows them, and the account stays. */
export const DeleteCancelled: Story = {
  play: async ({ canvas }) => {
    const moderation = await askToDelete(canvas);
    const dialog = await reauthDialog();
    await userEvent.click(dialog.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(body().queryByRole('dialog', { name: 'Confirm it is you' })).not.toBeInTheDocument());
    await expect(await moderation.findByText(new RegExp(securityMessages.reauthRequired))).toBeVisible();
    // Back in the moderation dialog, on the button that asked, with what was entered; the page stays.
    await waitFor(() => expect(moderation.getByRole('button', { name: 'Delete' })).toHaveFocus());
    await expect(moderation.getByRole('textbox', { name: `Type ${professionalDetail.name} to confirm` })).toHaveValue(professionalDetail.name);
    await expect(canvas.getByRole('heading', { level: 1, name: professionalDetail.name, hidden: true })).toBeInTheDocument();
  },
};

/** A save of the terms that needs a recent factor: after the password the terms are saved and read-only again. */
export const SaveTermsAfterPassword: Story = {
  render: () => <ScreenFrame path="/terms" />,
  beforeEach: needingFactor('saveAdminTerms'),
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Edit' }, screenReady));
    await userEvent.click(await canvas.findByRole('button', { name: 'Save Terms' }, screenReady));
    // The save dialog (issue 18) first; the factor is asked for when its save is refused.
    const saving = await body().findByRole('dialog', { name: 'Save the terms' });
    await userEvent.click(within(saving).getByRole('button', { name: 'Save Terms' }));
    const dialog = await reauthDialog();
    await expect(body().getByRole('dialog', { name: 'Confirm it is you' })).toHaveAccessibleDescription(
      /^To save the terms and conditions, confirm it is you\./,
    );
    await userEvent.type(dialog.getByLabelText('Password'), mockAdminPassword);
    await userEvent.click(dialog.getByRole('button', { name: 'Confirm' }));
    // The read-only view may mount afresh once the saved terms are read again: look until it stays.
    await waitFor(() => expect(canvas.getByRole('document', { name: 'Terms and conditions' })).toBeVisible(), screenReady);
    await expect(canvas.queryByRole('button', { name: 'Save Terms' })).not.toBeInTheDocument();
  },
};
