export {
  Text,
  textElements,
  textSizes,
  textTones,
  textWeights,
  type TextElement,
  type TextProps,
  type TextSize,
  type TextTone,
  type TextWeight,
} from './Text';
