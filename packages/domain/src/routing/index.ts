// The routing unit's entry: exactly what code outside src/routing/ uses of it.
export { guardRoute, type RouteVerdict } from './routing.rules.ts';
