import { describe, expect, it } from 'vitest';
import { DEFAULT_GAME_TYPE, FRAME_PLATFORMS, gamePageIntent, gamePagePath } from './game-page.rules.ts';

const download = 'https://example.com/app.ipa';

describe('gamePageIntent', () => {
  it('dailiD 1 is the agent login and dailiD 2 customer service', () => {
    expect(gamePageIntent({ dailiD: '1' }, download)).toEqual({ kind: 'agent' });
    expect(gamePageIntent({ dailiD: '2' }, download)).toEqual({ kind: 'service' });
  });

  it('app 1 goes to the download address, when there is one', () => {
    expect(gamePageIntent({ app: '1' }, download)).toEqual({ kind: 'download', url: download });
    expect(gamePageIntent({ app: '1' }, '')).toEqual({ kind: 'home' });
  });

  it('a name asks for the game, the type defaulting to 0 and the code to empty', () => {
    expect(gamePageIntent({ name: 'avia', type: 'avia_lobby', code: 'x1' }, download)).toEqual({
      kind: 'game',
      launch: { platformName: 'avia', gameType: 'avia_lobby', gameCode: 'x1' },
    });
    expect(gamePageIntent({ name: 'yb', type: null, code: null }, download)).toEqual({
      kind: 'game',
      launch: { platformName: 'yb', gameType: DEFAULT_GAME_TYPE, gameCode: '' },
    });
    expect(DEFAULT_GAME_TYPE).toBe('0');
  });

  it('goes home when the query asks for nothing it knows', () => {
    expect(gamePageIntent({}, download)).toEqual({ kind: 'home' });
    expect(gamePageIntent({ dailiD: '3', app: '0', name: '' }, download)).toEqual({ kind: 'home' });
  });

  it('follows the spec order: dailiD, then app, then name', () => {
    const all = { dailiD: '1', app: '1', name: 'avia' };
    expect(gamePageIntent(all, download).kind).toBe('agent');
    expect(gamePageIntent({ ...all, dailiD: '2' }, download).kind).toBe('service');
    expect(gamePageIntent({ ...all, dailiD: null }, download).kind).toBe('download');
    expect(gamePageIntent({ ...all, dailiD: null, app: null }, download).kind).toBe('game');
  });
});

describe('gamePagePath', () => {
  it('puts the launch in the query, encoded, leaving empty parts out', () => {
    expect(gamePagePath({ platformName: 'avia', gameType: 'a b', gameCode: 'c&d' })).toBe(
      '/gamePage?name=avia&type=a%20b&code=c%26d',
    );
    expect(gamePagePath({ platformName: 'obgdy', gameType: 'ob_fish', gameCode: '' })).toBe(
      '/gamePage?name=obgdy&type=ob_fish',
    );
  });

  it('names the venues that open in the game page', () => {
    expect(FRAME_PLATFORMS).toEqual(['avia', 'yb']);
  });
});
