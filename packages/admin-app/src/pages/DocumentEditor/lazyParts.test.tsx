import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { PolicyRevision } from '@chairside/api-contract';
import { ScheduledChoice } from './lazyParts';

/** A change scheduled for later, as a save's 409 names it. */
const scheduled: PolicyRevision[] = [
  {
    id: 7,
    number: 4,
    savedAt: '2026-03-01T09:00:00.000Z',
    effectiveAt: '2030-01-01T09:00:00.000Z',
    author: { id: 1, name: 'Ada Lovelace' },
    size: 1200,
    summary: 'New retention period',
    restoredFrom: null,
    status: 'scheduled',
    cancelledAt: null,
  },
];

describe('the editor dialogs loaded when first opened (issue 32)', () => {
  it('names the wait with a status, then shows the dialog', async () => {
    render(<ScheduledChoice scheduled={scheduled} documentName="terms" busy={undefined} onChoose={vi.fn()} onClose={vi.fn()} />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading the dialog');
    expect(await screen.findByRole('dialog')).toBeInTheDocument();
    expect(screen.queryByText('Loading the dialog')).not.toBeInTheDocument();
  });
});
