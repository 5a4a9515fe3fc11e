import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Badge } from './Badge';

describe('Badge misuse in development', () => {
  // React reports the thrown render error on the console as well; the assertion is on the throw.
  const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
  afterEach(() => consoleError.mockClear());

  it('throws when there is no text, since colour alone cannot carry the status', () => {
    expect(() => render(<Badge tone="danger">{' '}</Badge>)).toThrow(/colour alone/);
  });

  it('renders a number such as a count', () => {
    render(<Badge tone="accent">{0}</Badge>);
    expect(screen.getByText('0')).toBeInTheDocument();
  });
});
