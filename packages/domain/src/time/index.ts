// The time unit's entry: exactly what code outside src/time/ uses of it.
export {
  formatServerTime,
  isCalendarDate,
  parseServerTime,
  serverCalendarDate,
  toServerCalendarDate,
} from './server-time.ts';
