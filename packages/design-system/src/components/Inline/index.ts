export {
  Inline,
  inlineAlignments,
  inlineCollapseBreakpoints,
  inlineElements,
  inlineVerticalAlignments,
  type InlineAlign,
  type InlineAlignY,
  type InlineCollapseBelow,
  type InlineElement,
  type InlineProps,
  type InlineSpace,
} from './Inline';
