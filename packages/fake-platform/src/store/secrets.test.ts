import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createRandom } from '../random.ts';
import { createStore, DEMO_ACCOUNT, type StoreSnapshot, seedSnapshot } from '../store.ts';
import { hashPassword, passwordMatches, sha256Hex, tokenDigest } from './secrets.ts';

const NOW = new Date('2026-11-22T04:00:00Z');

describe('sha256', () => {
  it('gives the FIPS 180-4 digests of the standard messages', () => {
    expect(sha256Hex('')).toBe('e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855');
    expect(sha256Hex('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
    expect(sha256Hex('abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq')).toBe(
      '248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1',
    );
  });

  it("agrees with Node's crypto on every length around the block edges and on random UTF-8 text", () => {
    const random = createRandom(25);
    const alphabet = ['a', 'Z', '0', ' ', '密', '码', 'é', '😀', '\n'];
    for (let length = 0; length < 300; length++) {
      const text = Array.from({ length }, () => random.pick(alphabet)).join('');
      expect(sha256Hex(text), `length ${length}`).toBe(createHash('sha256').update(text, 'utf8').digest('hex'));
    }
  });
});

describe('passwords', () => {
  it('are kept salted: the same password gives another hash each time, and only it matches', () => {
    const first = hashPassword('demo1234');
    const second = hashPassword('demo1234');

    expect(first).toMatch(/^sha256\$[0-9a-f]{32}\$[0-9a-f]{64}$/);
    expect(second).not.toBe(first);
    expect(first).not.toContain('demo1234');
    expect(passwordMatches(first, 'demo1234')).toBe(true);
    expect(passwordMatches(second, 'demo1234')).toBe(true);
    expect(passwordMatches(first, 'demo12345')).toBe(false);
    expect(passwordMatches(first, '')).toBe(false);
  });

  it('never match an empty or odd stored value (no pay password set, a plain text left over)', () => {
    for (const stored of ['', 'demo1234', 'sha256$', 'sha256$abc', 'md5$a$b']) {
      expect(passwordMatches(stored, 'demo1234'), stored).toBe(false);
      expect(passwordMatches(stored, ''), stored).toBe(false);
    }
  });

  it('tokens are kept as their digest; no token has none', () => {
    expect(tokenDigest('abc')).toBe(sha256Hex('abc'));
    expect(tokenDigest('')).toBe('');
  });
});

/** What of a snapshot could let someone in: every string in it. */
function strings(snapshot: StoreSnapshot): string {
  return JSON.stringify(snapshot);
}

describe("the store's data", () => {
  it('holds no password and no token, only their hashes, after sign-up, login and password changes', () => {
    const store = createStore(undefined, { now: () => NOW });
    const registered = store.register({
      username: 'secret01',
      password: 'Plain1234x',
      realname: '王',
      payPassword: '864209',
    });
    const login = store.login(DEMO_ACCOUNT.username, DEMO_ACCOUNT.password);
    if (!registered.ok || !login.ok) throw new Error('sign-up and login work');
    expect(store.changePassword(login.user, DEMO_ACCOUNT.password, 'Other5678y').ok).toBe(true);
    expect(store.changePayPassword(login.user, DEMO_ACCOUNT.payPassword, '975310').ok).toBe(true);

    const data = strings(store.snapshot());

    for (const secret of ['Plain1234x', '864209', 'Other5678y', '975310', registered.user.token, login.user.token]) {
      expect(data).not.toContain(secret);
    }
    expect(data).not.toMatch(/"(password|payPassword|token)":/);
    const demo = store.snapshot().users.find((user) => user.username === DEMO_ACCOUNT.username);
    expect(demo).toMatchObject({
      passwordHash: expect.stringMatching(/^sha256\$/),
      payPasswordHash: expect.stringMatching(/^sha256\$/),
      tokenHash: tokenDigest(login.user.token),
    });
  });

  it('still lets the seeded and opened players in with demo1234 and 123456', () => {
    const store = createStore(undefined, { now: () => NOW });
    const opened = store.openPlayer('cash');

    for (const username of [
      DEMO_ACCOUNT.username,
      'black01',
      'frozen01',
      'bench01',
      'cash01',
      'cash64',
      opened.username,
    ]) {
      const login = store.login(username, 'demo1234');
      expect(login.ok, username).toBe(true);
      if (login.ok) expect(store.payPasswordMatches(login.user, '123456'), username).toBe(true);
    }
    expect(strings(store.snapshot())).not.toContain('demo1234');
  });

  it('finds a member by the digest of the token, also after a restore, and echoes the token it was given', () => {
    const store = createStore(undefined, { now: () => NOW });
    const login = store.login(DEMO_ACCOUNT.username, DEMO_ACCOUNT.password);
    const token = login.ok ? login.user.token : '';

    const restored = createStore(undefined, { now: () => NOW });
    restored.restore(JSON.parse(JSON.stringify(store.snapshot())));

    expect(restored.userByName(DEMO_ACCOUNT.username)?.token).toBe('');
    expect(restored.userByToken(token)?.username).toBe(DEMO_ACCOUNT.username);
    expect(restored.userByName(DEMO_ACCOUNT.username)?.token).toBe(token);
    expect(restored.userByToken(`${token}x`)).toBeUndefined();
    expect(restored.logoff(token)).toBe(true);
    expect(restored.userByToken(token)).toBeUndefined();
  });

  it('is the same snapshot for the same seed and moment (salts come from the seed, not chance)', () => {
    expect(seedSnapshot({ now: NOW.getTime() })).toEqual(seedSnapshot({ now: NOW.getTime() }));
  });
});

describe('a version 2 data file (passwords and tokens in plain text)', () => {
  /** The seed as the previous version wrote it, with demo01 signed in under `token`. */
  function versionTwo(token: string): unknown {
    const current = seedSnapshot({ now: NOW.getTime() });
    return {
      ...current,
      version: 2,
      users: current.users.map(({ passwordHash: _p, payPasswordHash: _q, tokenHash: _t, ...user }) => ({
        ...user,
        password: user.username === DEMO_ACCOUNT.username ? 'old-pass1' : 'demo1234',
        payPassword: '123456',
        token: user.username === DEMO_ACCOUNT.username ? token : '',
      })),
    };
  }

  it('is migrated on restore: the same passwords and the session go on, and nothing plain is left', () => {
    const token = 'T'.repeat(60);
    const store = createStore(undefined, { now: () => NOW });

    store.restore(versionTwo(token));

    expect(store.userByToken(token)?.username).toBe(DEMO_ACCOUNT.username);
    expect(store.login(DEMO_ACCOUNT.username, 'old-pass1').ok).toBe(true);
    expect(store.login('cash01', 'demo1234').ok).toBe(true);
    const snapshot = store.snapshot();
    expect(snapshot.version).toBe(3);
    expect(strings(snapshot)).not.toMatch(/old-pass1|demo1234|TTTTTTTTTT|"password"|"token"/);
  });

  it('is refused when it is neither version 3 nor a whole version 2 (version 1, a member without a password)', () => {
    const store = createStore(undefined, { now: () => NOW });
    const broken = versionTwo('') as { users: Record<string, unknown>[] };
    delete broken.users[0]?.password;

    expect(() => store.restore({ ...(versionTwo('') as object), version: 1 })).toThrow(/snapshot/);
    expect(() => store.restore(broken)).toThrow(/snapshot/);
  });
});
