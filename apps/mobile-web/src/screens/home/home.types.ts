import type { HomeViewModel } from '@lobby/domain/home';
import type { ReactNode } from 'react';

/** What the view reads of a banner (the api's `Banner` fits as is). */
export type HomeBanner = { image: string; background: string };

/** What the view reads of a game (the api's `Game` fits as is). */
export type HomeTile = { name: string; image: string; platform: string; gameCode: string; category: string };

/** Props of the home view: the machine's view model, the account strip, and how games open. */
export type HomeViewProps<B extends HomeBanner, G extends HomeTile> = {
  vm: HomeViewModel<B, G>;
  /** The account strip (its own view, bound to the session). */
  account: ReactNode;
  /** 添加到桌面 in the app banner, where the browser can install the web app (else nothing). */
  install?: ReactNode;
  /** Opens a category tile's game (login first, then the game-URL call). */
  onOpenGame: (game: G) => void;
  /** Opens a hot-grid game (the hot login). */
  onOpenHot: (game: G) => void;
};
