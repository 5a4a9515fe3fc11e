import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ReactNode } from 'react';
import { expect, within } from 'storybook/test';
import { Stack } from '../components/Stack';
import { Text } from '../components/Text';
import { TokenTable } from './TokenTable';
import { vars } from '../themes/contract.css';
import { duration, easing, fontSize, fontWeight, lineHeight, radius, space, zIndex } from '../themes/tokens';

/**
 * The scales both themes share: spacing, type, motion, corner radii and stacking layers. Components
 * take them by name (`space="large"`, `size="small"`); tokens.json and tokens.css carry the same values.
 */
const meta = {
  title: 'Foundations/Scales',
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** A table of one scale: a row per token, its name, its value and, when `show` is given, what it looks like. */
function ScaleTable<Name extends string>({ caption, values, show, showHeader = 'Sample' }: { caption: string; values: Record<Name, string>; show?: (name: Name) => ReactNode; showHeader?: string }) {
  const names = Object.keys(values) as Name[];
  return (
    <TokenTable
      caption={caption}
      columns={show ? ['Name', 'Value', showHeader] : ['Name', 'Value']}
      rows={names.map((name) => ({ key: name, cells: [<code key="name">{name}</code>, <code key="value">{values[name]}</code>, ...(show ? [show(name)] : [])] }))}
    />
  );
}

/** Checks that a scale's table lists every token with the value tokens.ts gives it. */
async function expectScale(canvasElement: HTMLElement, caption: string | RegExp, values: Record<string, string>) {
  const table = within(canvasElement).getByRole('table', { name: caption });
  const rows = within(table).getAllByRole('row').slice(1);
  await expect(rows.map((row) => within(row).getByRole('rowheader').textContent)).toEqual(Object.keys(values));
  await expect(rows.map((row) => within(row).getAllByRole('cell')[0]!.textContent)).toEqual(Object.values(values));
}

const bar = (width: string) => <span aria-hidden style={{ display: 'inline-block', height: '0.75rem', width, minWidth: '1px', background: vars.color.accent, borderRadius: vars.radius.small }} />;

export const Spacing: Story = {
  render: () => <ScaleTable caption="Spacing scale" values={space} show={(name) => bar(space[name])} showHeader="Size" />,
  play: async ({ canvasElement }) => {
    await expectScale(canvasElement, 'Spacing scale', space);
  },
};

export const TypeScale: Story = {
  render: () => (
    <Stack space="xlarge">
      <ScaleTable
        caption="Type scale"
        values={fontSize}
       
        show={(name) => <span style={{ fontSize: vars.font.size[name], lineHeight: vars.font.lineHeight.snug }}>Chairside back-office</span>}
      />
      <ScaleTable caption="Font weights" values={fontWeight} show={(name) => <span style={{ fontWeight: vars.font.weight[name] }}>Chairside back-office</span>} />
      <ScaleTable
        caption="Line heights"
        values={lineHeight}
       
        show={(name) => (
          <span style={{ display: 'block', maxWidth: '16rem', lineHeight: vars.font.lineHeight[name] }}>Professionals, salons and private suites find work and space.</span>
        )}
      />
    </Stack>
  ),
  play: async ({ canvasElement }) => {
    await expectScale(canvasElement, 'Type scale', fontSize);
    await expectScale(canvasElement, 'Font weights', fontWeight);
    await expectScale(canvasElement, 'Line heights', lineHeight);
    // Each sample is set in its own size: the largest is the largest on the page.
    const samples = within(within(canvasElement).getByRole('table', { name: 'Type scale' })).getAllByText('Chairside back-office');
    const sizes = samples.map((sample) => Number.parseFloat(getComputedStyle(sample).fontSize));
    await expect(sizes.toSorted((a, b) => a - b)).toEqual(sizes);
  },
};

export const Motion: Story = {
  render: () => (
    <Stack space="xlarge">
      <ScaleTable caption="Durations" values={duration} showHeader="Length" show={(name) => bar(`${Number.parseInt(duration[name], 10) / 20}rem`)} />
      <ScaleTable caption="Easings" values={easing} />
      <Text tone="muted">
        Transitions use these durations; the components that move (buttons, dialogs, toasts, the navigation, progress and loading placeholders) stop
        moving for readers who ask their system to reduce motion.
      </Text>
    </Stack>
  ),
  play: async ({ canvasElement }) => {
    await expectScale(canvasElement, 'Durations', duration);
    await expectScale(canvasElement, 'Easings', easing);
  },
};

export const RadiiAndLayers: Story = {
  render: () => (
    <Stack space="xlarge">
      <ScaleTable
        caption="Corner radii"
        values={radius}
        showHeader="Shape"
        show={(name) => <span aria-hidden style={{ display: 'inline-block', width: '3rem', height: '2rem', border: `2px solid ${vars.color.borderStrong}`, borderRadius: vars.radius[name] }} />}
      />
      <ScaleTable caption="Stacking layers (z-index), lowest first" values={zIndex} />
    </Stack>
  ),
  play: async ({ canvasElement }) => {
    await expectScale(canvasElement, 'Corner radii', radius);
    await expectScale(canvasElement, /Stacking layers/, zIndex);
  },
};
