// The game-page unit's entry: exactly what code outside src/game-page/ uses of it.
export { connectGamePage, type GamePageViewModel } from './game-page.connect.ts';
export { gamePageMachine } from './game-page.machine.ts';
export { FRAME_PLATFORMS, type GameLaunch, gamePagePath, type LaunchTarget } from './game-page.rules.ts';
