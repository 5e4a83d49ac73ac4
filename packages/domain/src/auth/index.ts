// The auth unit's entry: exactly what code outside src/auth/ uses of it.
export { type AuthViewModel, connectAuth } from './auth.connect.ts';
export { type AuthEvent, type AuthInput, type AuthToken, authMachine } from './auth.machine.ts';
export { AUTH_LIMITS, checkRegister, type RegisterForm } from './auth.rules.ts';
export type { PayPasswordChange, PendingRegistration } from './registration.ts';
