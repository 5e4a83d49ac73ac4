import { describe, expect, it } from 'vitest';
import { appDataSchema, DEFAULT_SITE_TITLE } from './app.ts';

const wire = {
  ios_download_url: 'https://dl.example.com/app.ipa',
  ios_download_qrcode: 'https://example.com/uploads/',
  h5_url: 'https://m.example.com',
  title: '星河娱乐城',
  redpacket_switch: '1',
  site_state: '1',
  fanshui: '0.8',
  index_modal: '1',
  repair_tips: '系统维护中，请稍后访问',
  webcontent: '<p>欢迎光临</p>',
  site_logo: 'https://example.com/uploads/logo.png',
  app_state: '1',
};

describe('appDataSchema', () => {
  it('reads config strings into numbers and clean names', () => {
    expect(appDataSchema.parse(wire)).toEqual({
      title: '星河娱乐城',
      siteState: 1,
      repairTips: '系统维护中，请稍后访问',
      siteLogo: 'https://example.com/uploads/logo.png',
      appState: 1,
      iosDownloadUrl: 'https://dl.example.com/app.ipa',
      redpacketSwitch: 1,
      indexModal: 1,
      webcontent: '<p>欢迎光临</p>',
    });
  });

  it('reads site_state "0" as maintenance', () => {
    expect(appDataSchema.parse({ ...wire, site_state: '0' }).siteState).toBe(0);
  });

  it('reads null and missing config values as blanks and zeros, with the default title', () => {
    const info = appDataSchema.parse({
      title: null,
      site_state: '1',
      repair_tips: null,
      webcontent: null,
      site_logo: null,
      redpacket_switch: null,
      index_modal: '',
    });

    expect(info).toEqual({
      title: DEFAULT_SITE_TITLE,
      siteState: 1,
      repairTips: '',
      siteLogo: '',
      appState: 0,
      iosDownloadUrl: '',
      redpacketSwitch: 0,
      indexModal: 0,
      webcontent: '',
    });
  });

  it('rejects a switch that is not a number and data that is not an object', () => {
    expect(appDataSchema.safeParse({ ...wire, site_state: 'open' }).success).toBe(false);
    expect(appDataSchema.safeParse([]).success).toBe(false);
    expect(appDataSchema.safeParse('').success).toBe(false);
  });
});
