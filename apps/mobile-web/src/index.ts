// The app's entry for tools (benchmarks, harness lists): the route table and the root component.
// The browser entry is main.tsx.
export { App } from './root/app.tsx';
export { findRoute, type RouteEntry, routes } from './root/routes.ts';
