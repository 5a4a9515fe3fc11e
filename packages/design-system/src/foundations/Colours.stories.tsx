import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Box } from '../components/Box';
import { Heading } from '../components/Heading';
import { Stack } from '../components/Stack';
import { vars } from '../themes/contract.css';
import { contrastRatio } from '../themes/contrast';
import { themeClassName } from '../themes/themeClassName';
import { colorNames, contrastPairs, themeNames, themes, type ThemeName } from '../themes/tokens';
import { TokenTable } from './TokenTable';

/**
 * The colours of both themes, by role, and every foreground and background pair the components use
 * with its WCAG 2.2 contrast ratio: 4.5:1 for text, 3:1 for borders and focus rings. The same values are
 * in the package's tokens.json (W3C Design Tokens format) and tokens.css.
 */
const meta = {
  title: 'Foundations/Colours',
  parameters: { layout: 'fullscreen' },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const themeTitle = (theme: ThemeName) => (theme === 'light' ? 'Light theme' : 'Dark theme');

function Swatch({ color }: { color: string }) {
  return <span aria-hidden style={{ display: 'inline-block', width: '2rem', height: '1.25rem', borderRadius: vars.radius.small, background: color, border: `1px solid ${vars.color.borderStrong}` }} />;
}

/** A pair's sample: text for a text pair; a ring in the foreground colour for a 3:1 (non-text) pair. */
function PairSample({ foreground, background, text }: { foreground: string; background: string; text: boolean }) {
  return (
    <span aria-hidden style={{ display: 'inline-flex', alignItems: 'center', justifyContent: 'center', width: '3rem', height: '1.75rem', borderRadius: vars.radius.small, background }}>
      {text ? <span style={{ color: foreground, fontWeight: 600 }}>Aa</span> : <span style={{ width: '1.75rem', height: '1rem', borderRadius: vars.radius.small, border: `2px solid ${foreground}` }} />}
    </span>
  );
}

function ThemeColours({ theme }: { theme: ThemeName }) {
  const { color } = themes[theme];
  return (
    <section aria-labelledby={`colours-${theme}`} className={themeClassName(theme)} style={{ background: vars.color.background, color: vars.color.text, padding: '1.5rem' }}>
      <Stack space="large">
        <Heading level={2} id={`colours-${theme}`}>
          {themeTitle(theme)}
        </Heading>
        <TokenTable
          caption={`Colours by role (${themeTitle(theme).toLowerCase()})`}
          columns={['Swatch', 'Role', 'Value']}
          header={1}
          rows={colorNames.map((name) => ({ key: name, cells: [<Swatch key="swatch" color={vars.color[name]} />, <code key="name">{name}</code>, <code key="value">{color[name]}</code>] }))}
        />
        <TokenTable
          caption={`Contrast of the pairs the components use (${themeTitle(theme).toLowerCase()})`}
          columns={['Sample', 'Foreground', 'Background', 'Ratio', 'WCAG 2.2 minimum', 'Result']}
          header={1}
          rows={contrastPairs.map(([foreground, background, minimum]) => {
            const ratio = contrastRatio(color[foreground], color[background]);
            return {
              key: `${foreground}-${background}`,
              cells: [
                <PairSample key="sample" foreground={vars.color[foreground]} background={vars.color[background]} text={minimum >= 4.5} />,
                <code key="foreground">{foreground}</code>,
                <code key="background">{background}</code>,
                `${ratio.toFixed(2)}:1`,
                `${minimum}:1 (${minimum >= 4.5 ? 'text' : 'non-text'})`,
                ratio >= minimum ? 'Meets' : 'Fails',
              ],
            };
          })}
        />
      </Stack>
    </section>
  );
}

/** Both themes side by side, whichever theme the toolbar shows around them. */
export const BothThemes: Story = {
  render: () => (
    <Box display="flex" flexDirection="column">
      {themeNames.map((theme) => (
        <ThemeColours key={theme} theme={theme} />
      ))}
    </Box>
  ),
  play: async ({ canvas }) => {
    for (const theme of themeNames) {
      const section = within(canvas.getByRole('region', { name: themeTitle(theme) }));
      const roles = section.getByRole('table', { name: /Colours by role/ });
      await expect(within(roles).getAllByRole('row')).toHaveLength(colorNames.length + 1);
      const pairs = section.getByRole('table', { name: /Contrast of the pairs/ });
      // Every pair meets its minimum, in both themes: the figures are computed from the tokens here.
      await expect(within(pairs).getAllByText('Meets')).toHaveLength(contrastPairs.length);
      await expect(within(pairs).queryByText('Fails')).not.toBeInTheDocument();
      // The first pair's ratio, text on the page background, as the tokens give it.
      const [foreground, background] = contrastPairs[0]!;
      const expected = `${contrastRatio(themes[theme].color[foreground], themes[theme].color[background]).toFixed(2)}:1`;
      await expect(within(pairs).getAllByRole('row')[1]).toHaveTextContent(expected);
      // The swatches show the theme's own value: the section carries the theme's class.
      const swatch = within(roles).getAllByRole('row')[1]!.querySelector('span[aria-hidden]')!;
      await expect(getComputedStyle(swatch).backgroundColor).toBe(hexToRgb(themes[theme].color[colorNames[0]]));
    }
  },
};

function hexToRgb(hex: string) {
  const [r, g, b] = [1, 3, 5].map((start) => Number.parseInt(hex.slice(start, start + 2), 16));
  return `rgb(${r}, ${g}, ${b})`;
}
