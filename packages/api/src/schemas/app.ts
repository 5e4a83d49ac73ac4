import * as z from 'zod/mini';
import { configNumber, configText } from './primitives.ts';

/** Site information: title, logo, switches and the texts shown on the home and maintenance screens. */
export type AppInfo = {
  title: string;
  /** 1 normal, 0 maintenance. */
  siteState: number;
  repairTips: string;
  siteLogo: string;
  /** 1 shows the app-download banner. */
  appState: number;
  iosDownloadUrl: string;
  /** 1 shows the red-packet button. */
  redpacketSwitch: number;
  /** 1 shows the welcome popup. */
  indexModal: number;
  /** Welcome HTML from the server; render only through a sanitiser. */
  webcontent: string;
};

/** The title the backend falls back to when none is configured. */
export const DEFAULT_SITE_TITLE = 'TG娱乐城';

/** `data` of POST /api/app: config strings or null, read once into {@link AppInfo}. */
export const appDataSchema = z.lazy(() =>
  z.pipe(
    z.looseObject({
      title: configText(DEFAULT_SITE_TITLE),
      site_state: configNumber,
      repair_tips: configText(),
      site_logo: configText(),
      app_state: configNumber,
      ios_download_url: configText(),
      redpacket_switch: configNumber,
      index_modal: configNumber,
      webcontent: configText(),
    }),
    z.transform(
      (wire): AppInfo => ({
        title: wire.title,
        siteState: wire.site_state,
        repairTips: wire.repair_tips,
        siteLogo: wire.site_logo,
        appState: wire.app_state,
        iosDownloadUrl: wire.ios_download_url,
        redpacketSwitch: wire.redpacket_switch,
        indexModal: wire.index_modal,
        webcontent: wire.webcontent,
      }),
    ),
  ),
);
