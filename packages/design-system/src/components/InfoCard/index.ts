export { InfoCard, infoCardTones, type InfoCardProps, type InfoCardTone } from './InfoCard';
export {
  formatAmount,
  parseAmount,
  salaryFigureKeys,
  salaryFigureLines,
  salaryFigures,
  salaryFigureText,
  salaryFigureValue,
  type Amount,
  type SalaryFigure,
  type SalaryFigureKey,
  type SalaryFigureLine,
} from './salaryFigures';
