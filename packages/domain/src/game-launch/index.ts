// The game-launch unit's entry: exactly what code outside src/game-launch/ uses of it.
export { connectGameLaunch, type GameLaunchViewModel } from './game-launch.connect.ts';
export {
  gameLaunchMachine,
  gameLaunchOf,
  type HotGame,
  type LaunchableGame,
} from './game-launch.machine.ts';
