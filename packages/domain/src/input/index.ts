// The input unit's entry: exactly what code outside src/input/ uses of it.
export {
  ADDRESS_MAX_LENGTH,
  cleanAddress,
  cleanNewPayPassword,
  cleanPayPassword,
  digitsOnly,
  moneyText,
  PAY_PASSWORD_LIMITS,
  passwordLength,
} from './input.ts';
