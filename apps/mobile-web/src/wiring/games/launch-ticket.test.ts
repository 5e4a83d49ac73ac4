import { describe, expect, it } from 'vitest';
import { armGameLaunch, takeGameLaunch } from './launch-ticket.ts';

describe('the game launch ticket', () => {
  it('lets the page the tap armed launch once', () => {
    armGameLaunch('/gamePage?name=avia&type=sport&code=0');
    expect(takeGameLaunch('/gamePage?name=avia&type=sport&code=0')).toBe(true);
    expect(takeGameLaunch('/gamePage?name=avia&type=sport&code=0')).toBe(false);
  });

  it('never lets another address launch: a link someone sent asks first', () => {
    expect(takeGameLaunch('/gamePage?name=AG&type=realbet&code=0')).toBe(false);
    armGameLaunch('/gamePage?name=avia&type=sport&code=0');
    expect(takeGameLaunch('/gamePage?name=AG&type=realbet&code=0')).toBe(false);
    expect(takeGameLaunch('/gamePage?name=avia&type=sport&code=0')).toBe(false);
  });
});
