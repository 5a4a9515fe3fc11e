export { WorkingDays, workingDaysElements, type WorkingDaysElement, type WorkingDaysProps } from './WorkingDays';
export { formatWorkingDays, parseWorkingDays, weekdayOf, weekdays, type Weekday, type WorkingDaysInput } from './workingDays';
