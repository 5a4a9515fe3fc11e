import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Heading, type HeadingLevel } from './Heading';

describe('Heading misuse in development', () => {
  // React reports the thrown render error on the console as well; the assertion is on the throw.
  const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
  afterEach(() => consoleError.mockClear());

  it('throws on an empty heading, the usual sign of a missing value', () => {
    expect(() => render(<Heading level={2}>{''}</Heading>)).toThrow('Heading: children must not be empty.');
  });

  it('throws on a level no heading element exists for', () => {
    expect(() => render(<Heading level={7 as HeadingLevel}>Salons</Heading>)).toThrow(/level must be 1 to 6/);
  });

  it('renders text content at the given level', () => {
    render(<Heading level={3}>Salons</Heading>);
    expect(screen.getByRole('heading', { level: 3, name: 'Salons' })).toBeInTheDocument();
  });
});
