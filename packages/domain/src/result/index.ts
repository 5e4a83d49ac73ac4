// The result entry: exactly what code outside them uses of the top-level result.ts and verdict.ts,
// CallResult and Verdict, which stay beside this folder.
export { type CallError, type CallResult, dataOr, errorOf, REJECTED, serverMessage } from '../result.ts';
export { firstFailure, isBlank, type Rule, type Verdict } from '../verdict.ts';
