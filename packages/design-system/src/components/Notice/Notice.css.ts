import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../themes/contract.css';
import { inComponents } from '../../styles/layers.css';

/** The tinted box: the icon and the words on the start side, the app's buttons on the end side, wrapping when narrow. */
export const notice = recipe({
  base: inComponents({
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    columnGap: vars.space.medium,
    rowGap: vars.space.small,
    paddingBlock: vars.space.medium,
    paddingInline: vars.space.large,
    borderRadius: vars.radius.medium,
    // A border in the text's colour, thicker on the start side: the box keeps its edge in forced-colours
    // mode, where the tint disappears, and the tone is told by the icon's shape, not by colour alone.
    borderStyle: 'solid',
    borderWidth: '1px',
    borderInlineStartWidth: vars.space.xsmall,
    borderColor: 'currentColor',
  }),
  variants: {
    tone: {
      info: inComponents({ background: vars.color.accentSoft, color: vars.color.onAccentSoft }),
      warning: inComponents({ background: vars.color.warningSoft, color: vars.color.onWarningSoft }),
    },
  },
  defaultVariants: { tone: 'info' },
});

// The icon and the words laid out as ErrorMessage's are (the icon one line high, level with the first
// line however the words wrap), taking the room the buttons leave; its bold lead-in too.
export { alert as content, icon, title } from '../ErrorMessage/ErrorMessage.css';

export const words = style(
  inComponents({
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space.xxsmall,
    minWidth: 0,
    overflowWrap: 'anywhere',
  }),
);

export const actions = style(
  inComponents({
    display: 'flex',
    flexWrap: 'wrap',
    gap: vars.space.small,
  }),
);
