// A small app of another marketplace frontend: it installs the built @chairside/design-system (the
// packed tarball, not the sources) and uses a table, a confirmation dialog and the editor.
import { StrictMode, useState, version } from 'react';
import { createRoot } from 'react-dom/client';
import { Button, ConfirmProvider, DataTable, Heading, Stack, Text, lightTheme, useConfirm } from '@chairside/design-system';
import { RichTextEditor } from '@chairside/design-system/editor';
import '@chairside/design-system/css';

type Row = { id: number; name: string; city: string };
const rows: Row[] = [
  { id: 1, name: 'Ava Johnson', city: 'Austin' },
  { id: 2, name: 'Marcus Lee', city: 'Denver' },
];

function Demo() {
  const confirm = useConfirm();
  const [answer, setAnswer] = useState('none');
  const [html, setHtml] = useState('<p>Hello</p>');
  return (
    <Stack space="large">
      <Heading level={1}>Consumer</Heading>
      <Text>React {version}</Text>
      <DataTable
        caption="People"
        rows={rows}
        getRowId={(row: Row) => String(row.id)}
        columns={[
          { id: 'name', header: 'Name', value: (row: Row) => row.name, sortable: true },
          { id: 'city', header: 'City', value: (row: Row) => row.city, sortable: true },
        ]}
      />
      <Button onClick={async () => setAnswer(String(await confirm({ question: 'Delete this suite?', tone: 'danger' })))}>Delete</Button>
      <Text>Answer: {answer}</Text>
      <RichTextEditor label="Notes" value={html} onChange={setHtml} />
    </Stack>
  );
}

document.documentElement.classList.add(lightTheme);
createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <ConfirmProvider>
      <Demo />
    </ConfirmProvider>
  </StrictMode>,
);
