/**
 * What opening a game asks the game-URL call for (getGameUrl's plat_name, game_type, game_code; the app adds
 * is_mobile_url 1). The app's convention, kept by the backend contract: the game's code goes as the game type.
 */
export type GameLaunch = { platformName: string; gameType: string; gameCode: string };

/**
 * What a game-URL call answers (a game, the agent login, customer service): an address to go to; null when the
 * server gave none.
 */
export type LaunchTarget = { url: string | null };

/** The /gamePage query as the route reads it (`URLSearchParams.get` gives null for a missing key). */
export type GamePageQuery = {
  /** 1 agent login, 2 customer service. */
  dailiD?: string | null;
  /** 1 sends the window to the app download address. */
  app?: string | null;
  /** The venue (plat_name). */
  name?: string | null;
  /** The game type (game_type; 0 when absent). */
  type?: string | null;
  /** The game code (game_code). */
  code?: string | null;
};

/** What the game page does on entry, decided from its query (part 1 §4 "The game page on entry"). */
export type GamePageIntent =
  | { kind: 'agent' }
  | { kind: 'service' }
  | { kind: 'download'; url: string }
  | { kind: 'game'; launch: GameLaunch }
  | { kind: 'home' };

/** Venues whose games open inside /gamePage rather than by sending the window away (part 1 §2). */
export const FRAME_PLATFORMS: readonly string[] = ['avia', 'yb'];

/** The game type sent when the query has none (part 1 §7: game_type defaults to 0). */
export const DEFAULT_GAME_TYPE = '0';

/**
 * Decides the game page's entry, in the spec's order: dailiD 1 the agent login, dailiD 2 customer service, app 1
 * the app download address (when the site gives one), then a game when `name` is present; anything else goes home.
 */
export function gamePageIntent(query: GamePageQuery, downloadUrl: string): GamePageIntent {
  if (query.dailiD === '1') return { kind: 'agent' };
  if (query.dailiD === '2') return { kind: 'service' };
  if (query.app === '1' && downloadUrl !== '') return { kind: 'download', url: downloadUrl };
  if (query.name) {
    return {
      kind: 'game',
      launch: { platformName: query.name, gameType: query.type || DEFAULT_GAME_TYPE, gameCode: query.code ?? '' },
    };
  }
  return { kind: 'home' };
}

/** The in-app path of the game page for a launch: `/gamePage?name=…&type=…&code=…`, empty parts left out. */
export function gamePagePath({ platformName, gameType, gameCode }: GameLaunch): string {
  const fields: [string, string][] = [
    ['name', platformName],
    ['type', gameType],
    ['code', gameCode],
  ];
  const parts = fields.filter(([, value]) => value !== '').map(([key, value]) => `${key}=${encodeURIComponent(value)}`);
  return `/gamePage?${parts.join('&')}`;
}
