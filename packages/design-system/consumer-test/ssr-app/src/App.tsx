// The public privacy policy page, rendered on the server and hydrated in the browser. Everything on it
// comes from the packed design system: stored rich text (SafeHtml), a sortable table and a question in
// a confirmation dialog. Nothing here may differ between the two renders (no dates, no randomness).
import { useState } from 'react';
import { Button, ConfirmDialog, DataTable, Heading, SafeHtml, Stack, Text, type DataTableColumn } from '@chairside/design-system';

// The policy as stored, with what a careless or hostile author could leave in it: an inline handler, a
// script and a javascript: link. SafeHtml keeps the text and drops the rest, on the server (jsdom) and
// again in the browser; the two must agree, or hydration would find different markup.
const storedPolicy = [
  '<h2>What we keep</h2>',
  '<p onclick="window.policyHandlerRan = true">We keep your name, your email address and your <strong>booking history</strong>, and nothing more.</p>',
  '<script>window.policyScriptRan = true</script>',
  '<p>Questions? <a href="javascript:window.policyLinkRan = true">Write to us</a>, or see how long we keep each kind of data below.</p>',
].join('');

type Retention = { id: string; data: string; days: number };

// Deliberately in neither name nor day order, so a sort by either column visibly changes it.
const retention: Retention[] = [
  { id: 'bookings', data: 'Booking history', days: 730 },
  { id: 'account', data: 'Account details', days: 30 },
  { id: 'messages', data: 'Messages', days: 365 },
  { id: 'sign-ins', data: 'Sign-in records', days: 90 },
];

const columns: DataTableColumn<Retention>[] = [
  { id: 'data', header: 'Data', value: (row) => row.data, sortable: true },
  // One string per cell: the number sorts, the words are what is read.
  { id: 'days', header: 'Kept for', value: (row) => row.days, cell: (row) => `${row.days} days`, sortable: true, align: 'end' },
];

type Answer = 'not asked' | 'asking' | 'agreed' | 'declined';

/** Asks for consent to email offers, through the dialog's parts so its trigger is server-rendered too. */
function EmailConsent() {
  const [answer, setAnswer] = useState<Answer>('not asked');
  return (
    <Stack space="small" align="left">
      <ConfirmDialog.Root
        // Confirm reports 'agreed' before the dialog closes; any other way out (Cancel, Escape) declines.
        onOpenChange={(open) => setAnswer((current) => (open ? 'asking' : current === 'asking' ? 'declined' : current))}
      >
        <ConfirmDialog.Trigger asChild>
          <Button variant="secondary">Email preferences</Button>
        </ConfirmDialog.Trigger>
        <ConfirmDialog.Content>
          <ConfirmDialog.Title>Email offers</ConfirmDialog.Title>
          <ConfirmDialog.Description>May we email you offers from the salons you have booked with?</ConfirmDialog.Description>
          <ConfirmDialog.Actions>
            <ConfirmDialog.Cancel>No, thanks</ConfirmDialog.Cancel>
            <ConfirmDialog.Confirm onClick={() => setAnswer('agreed')}>Yes, email me</ConfirmDialog.Confirm>
          </ConfirmDialog.Actions>
        </ConfirmDialog.Content>
      </ConfirmDialog.Root>
      <Text role="status">{`Email offers: ${answer}`}</Text>
    </Stack>
  );
}

export function App() {
  return (
    <main>
      <Stack space="large">
        <Heading level={1}>Privacy policy</Heading>
        <SafeHtml as="article" html={storedPolicy} />
        <DataTable caption="Data we keep" rows={retention} columns={columns} getRowId={(row) => row.id} />
        <EmailConsent />
      </Stack>
    </main>
  );
}
