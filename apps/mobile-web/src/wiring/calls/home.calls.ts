// The home's call areas, bound to the app's one transport. Imported on demand by screens/home/home.providers.ts (outside src/screens/, which holds only route chunks), so their
// schemas load beside the first calls instead of in the route's first script.
import { createGamesApi, sendHomeNotice } from '@lobby/api';
import { transport } from '../app/providers.ts';

/** The notice bar's lines (the banners come with the first page: `@lobby/api`'s banner-list). */
export const content = { homenotice: () => sendHomeNotice(transport) };

/** The game list. */
export const games = createGamesApi(transport);
