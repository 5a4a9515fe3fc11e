import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { breakpoints, type Sprinkles } from '../../styles/sprinkles.css';
import { radius, space, spaceNames } from '../../themes/tokens';
import { Box } from './Box';
import { menus } from '../private/stories/controls';
import { usageDocs } from '../private/stories/usage';

const backgrounds = ['background', 'surface', 'surfaceMuted', 'surfaceRaised', 'accentSoft'] as const satisfies ReadonlyArray<
  Sprinkles['background']
>;
const radii = Object.keys(radius) as Array<keyof typeof radius>;
const shadows = ['small', 'medium', 'large'] as const satisfies ReadonlyArray<Sprinkles['boxShadow']>;

/** A space token in CSS pixels, to compare with computed styles. */
const px = (token: keyof typeof space) =>
  Number.parseFloat(space[token]) * Number.parseFloat(getComputedStyle(document.documentElement).fontSize);

const meta = {
  title: 'Layout/Box',
  component: Box,
  args: { children: 'Salon Bella, Austin' },
  argTypes: menus({ padding: spaceNames, background: backgrounds, borderRadius: radii, boxShadow: shadows }),
  parameters: { docs: { description: { component: usageDocs({
        summary: 'The layout primitive the other components are built on: one element whose spacing, flex, colour, radius and shadow props take design tokens only. It has no `style` prop, so no one-off value slips in.',
        use: ['For padding, a background or a flex row that no higher-level component gives: a panel, a toolbar, a centred column.', "Spacing and flex props take one value per breakpoint, mobile first: `padding={{ mobile: 'small', desktop: 'xxlarge' }}`.", '`as` for the right element (`section`, `ul`, `nav`): the element brings the meaning.'],
        avoid: ['For parts top to bottom with even gaps: use `Stack`; side by side: use `Inline`.', 'For a bordered surface with a title: use `Card`.'],
        accessibility: ['A `div` says nothing to a screen reader: choose `as` for what the content is, and name a `section` (`aria-label`) to make it a region landmark.', '`display="none"` hides an element from screen readers too; for text only screen readers should get, use `VisuallyHidden`.'],
        do: '`<Box as="section" aria-label="Salon summary" padding="large" background="surface" borderRadius="medium">…</Box>`',
        dont: '`<Box background="surfaceMuted" onClick={open}>Open</Box>`: a clickable `div` cannot be reached or pressed from the keyboard. Use `Button`.',
      }) } } },
} satisfies Meta<typeof Box>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  args: { padding: 'large', background: 'surface', borderRadius: 'medium', boxShadow: 'small' },
  play: async ({ canvas }) => {
    const box = canvas.getByText('Salon Bella, Austin');
    await expect(box.tagName).toBe('DIV');
    await expect(getComputedStyle(box).paddingTop).toBe(`${px('large')}px`);
    // Sprinkle props become classes, never stray attributes on the element.
    await expect(box).not.toHaveAttribute('padding');
    await expect(box).not.toHaveAttribute('background');
  },
};

export const Playground: Story = {
  args: { padding: 'medium', background: 'surfaceMuted', borderRadius: 'large', boxShadow: 'medium' },
};

/** `as` picks the element, so the box brings the semantics: here a named section, a region landmark. */
export const AsSection: Story = {
  args: { as: 'section', 'aria-label': 'Salon summary', padding: 'large', background: 'surface', borderRadius: 'medium' },
  play: async ({ canvas }) => {
    const region = canvas.getByRole('region', { name: 'Salon summary' });
    await expect(region.tagName).toBe('SECTION');
    await expect(region).toHaveTextContent('Salon Bella, Austin');
  },
};

export const Backgrounds: Story = {
  render: (args) => (
    <Box display="flex" flexWrap="wrap" gap="medium">
      {backgrounds.map((background) => (
        <Box key={background} {...args} background={background} padding="large" borderRadius="medium">
          {background}
        </Box>
      ))}
    </Box>
  ),
  play: async ({ canvas }) => {
    const colours = backgrounds.map((name) => getComputedStyle(canvas.getByText(name)).backgroundColor);
    // The surface tokens differ from one another, so each box shows its own fill (surface and surfaceRaised may match).
    await expect(new Set(colours).size).toBeGreaterThanOrEqual(3);
  },
};

export const Radii: Story = {
  render: (args) => (
    <Box display="flex" flexWrap="wrap" gap="medium">
      {radii.map((borderRadius) => (
        <Box key={borderRadius} {...args} borderRadius={borderRadius} background="surfaceMuted" padding="large">
          {borderRadius}
        </Box>
      ))}
    </Box>
  ),
  play: async ({ canvas }) => {
    await expect(getComputedStyle(canvas.getByText('none')).borderTopLeftRadius).toBe('0px');
    await expect(getComputedStyle(canvas.getByText('medium')).borderTopLeftRadius).not.toBe('0px');
  },
};

const responsivePadding = { mobile: 'small', tablet: 'large', desktop: 'xxlarge' } as const;

/** The padding a responsive value resolves to at the current viewport width. */
function expectedPadding() {
  if (window.matchMedia(`(min-width: ${breakpoints.desktop}px)`).matches) return px(responsivePadding.desktop);
  if (window.matchMedia(`(min-width: ${breakpoints.tablet}px)`).matches) return px(responsivePadding.tablet);
  return px(responsivePadding.mobile);
}

/** Sprinkles take one value per breakpoint, mobile first. Tests run this story at desktop width. */
export const ResponsivePadding: Story = {
  args: {
    padding: responsivePadding,
    background: 'surface',
    borderRadius: 'medium',
    children: 'Small padding on phones, large on tablets, extra large on desktops',
  },
  play: async ({ canvas }) => {
    const box = canvas.getByText(/Small padding on phones/);
    await expect(getComputedStyle(box).paddingLeft).toBe(`${expectedPadding()}px`);
  },
};

/** The same box on a small phone, where the mobile value applies. */
export const ResponsivePaddingOnMobile: Story = {
  args: ResponsivePadding.args,
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async ({ canvas }) => {
    const box = canvas.getByText(/Small padding on phones/);
    await expect(getComputedStyle(box).paddingLeft).toBe(`${px('small')}px`);
  },
};
