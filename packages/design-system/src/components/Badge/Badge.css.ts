import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../../themes/contract.css';
import { inComponents } from '../../styles/layers.css';

export const badge = recipe({
  base: inComponents({
    display: 'inline-flex',
    alignItems: 'center',
    maxWidth: '100%',
    paddingBlock: vars.space.xxsmall,
    paddingInline: vars.space.small,
    // Invisible normally; in forced-colours mode backgrounds vanish and this border keeps the shape.
    border: '1px solid transparent',
    borderRadius: vars.radius.full,
    fontSize: vars.font.size.small,
    fontWeight: vars.font.weight.semibold,
    lineHeight: vars.font.lineHeight.snug,
    whiteSpace: 'nowrap',
    verticalAlign: 'middle',
  }),
  variants: {
    tone: {
      neutral: inComponents({ background: vars.color.neutralSoft, color: vars.color.onNeutralSoft }),
      success: inComponents({ background: vars.color.successSoft, color: vars.color.onSuccessSoft }),
      danger: inComponents({ background: vars.color.dangerSoft, color: vars.color.onDangerSoft }),
      warning: inComponents({ background: vars.color.warningSoft, color: vars.color.onWarningSoft }),
      accent: inComponents({ background: vars.color.accentSoft, color: vars.color.onAccentSoft }),
    },
  },
  defaultVariants: { tone: 'neutral' },
});

export type BadgeVariants = NonNullable<RecipeVariants<typeof badge>>;
