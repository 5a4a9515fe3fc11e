export { Badge, badgeTones, statusBadgeTone, yesNoTone, type BadgeProps, type BadgeTone } from './Badge';
