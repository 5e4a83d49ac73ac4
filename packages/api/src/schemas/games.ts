import * as z from 'zod/mini';
import { flag, integer, listOf, looseText, optionalText } from './primitives.ts';

/** A game of the lobby (/api/game/list). */
export type Game = {
  id: number;
  name: string;
  /** '' when the back office has no English name. */
  nameEn: string;
  /** The venue code the game runs on (`platform_name`), sent back when opening it. */
  platform: string;
  /** realbet, joker, gaming, sport, lottery, concise or fishing. */
  category: string;
  gameCode: string;
  /** Listed in the app (`app_state` 1). */
  isShown: boolean;
  isHot: boolean;
  isNew: boolean;
  isRecommended: boolean;
  /** The tile picture (`mobile_img`); '' when none. */
  image: string;
  /** The venue logo (`api_logo_img`). */
  logo: string;
  /** The tab icons, selected and not (`check_yes_img`, `check_no_img`). */
  iconOn: string;
  iconOff: string;
  headerLogo: string;
};

const gameSchema = z.pipe(
  z.looseObject({
    id: integer,
    name: z.string(),
    name_en: optionalText,
    platform_name: z.string(),
    category_id: looseText,
    game_code: looseText,
    app_state: flag(1),
    is_hot: flag(1),
    is_new: flag(1),
    is_recommend: flag(1),
    mobile_img: optionalText,
    api_logo_img: optionalText,
    check_yes_img: optionalText,
    check_no_img: optionalText,
    header_logo: optionalText,
  }),
  z.transform(
    (wire): Game => ({
      id: wire.id,
      name: wire.name,
      nameEn: wire.name_en,
      platform: wire.platform_name,
      category: wire.category_id,
      gameCode: wire.game_code,
      isShown: wire.app_state,
      isHot: wire.is_hot,
      isNew: wire.is_new,
      isRecommended: wire.is_recommend,
      image: wire.mobile_img,
      logo: wire.api_logo_img,
      iconOn: wire.check_yes_img,
      iconOff: wire.check_no_img,
      headerLogo: wire.header_logo,
    }),
  ),
);

/** `data` of GET /api/game/list: every game in server order. */
export const gameListDataSchema = listOf(gameSchema);

/** A game of one platform's list (/api/gamelistBycode). */
export type GameByCode = {
  /** The platform code (`catecode`), sent back as the venue when opening the game. */
  platform: string;
  gameCode: string;
  name: string;
  /** The picture (`gamepic`); '' when none. */
  image: string;
  /** For example "fishing". */
  gameType: string;
  /** The game's category as getGameUrl's game_type wants it: `gametype` ("fishing"). */
  category: string;
};

const gameByCodeSchema = z.pipe(
  z.looseObject({
    catecode: z.string(),
    gamecode: looseText,
    gamename: optionalText,
    gamepic: optionalText,
    gametype: optionalText,
  }),
  z.transform(
    (wire): GameByCode => ({
      platform: wire.catecode,
      gameCode: wire.gamecode,
      name: wire.gamename,
      image: wire.gamepic,
      gameType: wire.gametype,
      category: wire.gametype,
    }),
  ),
);

/** `data` of POST /api/gamelistBycode. */
export const gameListByCodeDataSchema = listOf(gameByCodeSchema);

/** An address to open (a game, the agent back office); null when the server gave none. */
export type LinkTarget = { url: string | null };

/** `data` of the calls that answer `{url}`: getGameUrl, getAgentLoginUrl. */
export const linkDataSchema = z.pipe(
  z.looseObject({ url: z.nullable(z.string()) }),
  z.transform((wire): LinkTarget => ({ url: wire.url ? wire.url : null })),
);
