import { BANKS } from '../catalogue/payments.ts';
import { hashPassword, passwordMatches, tokenDigest } from './secrets.ts';
import { type CardType, type FakeCard, type FakeUser, type Refusal, refuse, type StoreContext } from './state.ts';

/** What a registration needs. */
export type NewUser = {
  username: string;
  password: string;
  realname: string;
  payPassword: string;
  pid?: string | null;
};

/** Why a login failed, by the backend's codes: 202 unknown user, 203 wrong password. */
export type LoginFailure = { ok: false; code: 202 | 203 };

/** The profile fields a member may edit. */
export type ProfilePatch = { birthday: string; mobile: string; email: string; realname?: string };

/** A bank card or wallet to bind. */
export type NewCard = { bank: string; number: string; owner: string; address: string; payPassword: string };

/** The most accounts of one type a member may bind (the backend's off-by-one allowed six). */
export const MAX_CARDS_PER_TYPE = 5;

/** The card type a bind request's `bank` names: USDT, ebpay and antoken are wallets, anything else a bank. */
export function cardTypeOf(bank: string): CardType {
  const name = bank.trim().toLowerCase();
  if (name === 'usdt') return 2;
  if (name === 'ebpay') return 3;
  if (name === 'antoken') return 4;
  return 1;
}

/**
 * Sign-up, login, profile, passwords, bound accounts and the agent application. Passwords and tokens are kept
 * hashed (see secrets.ts): a password is checked against its salted hash, a member found by the token's digest.
 */
export function accountOperations(ctx: StoreContext, newToken: () => string) {
  const byName = (username: string) => ctx.state().users.find((user) => user.username === username);
  const live = (user: Readonly<FakeUser>): FakeUser | undefined => ctx.state().users.find((u) => u.id === user.id);
  const byToken = (token: string): FakeUser | undefined => {
    if (!token) return undefined;
    const digest = tokenDigest(token);
    return ctx.state().users.find((user) => user.tokenHash === digest);
  };
  /** Starts a session: a new token, kept as its digest (and in memory, for the answers that echo it). */
  const startSession = (user: FakeUser): void => {
    user.token = newToken();
    user.tokenHash = tokenDigest(user.token);
  };

  return {
    /**
     * The member with this bearer token (found by its digest); an empty token never matches. The member's
     * in-memory `token` becomes this one, so answers that echo it can after a restart too.
     */
    userByToken(token: string): Readonly<FakeUser> | undefined {
      const user = byToken(token);
      if (user) user.token = token;
      return user;
    },

    /** Whether `password` is the member's login password. */
    passwordMatches(user: Readonly<FakeUser>, password: string): boolean {
      return passwordMatches(user.passwordHash, password);
    },

    /** Whether `password` is the member's payment password (never when none is set). */
    payPasswordMatches(user: Readonly<FakeUser>, password: string): boolean {
      return passwordMatches(user.payPasswordHash, password);
    },

    /** The member with this username. */
    userByName(username: string): Readonly<FakeUser> | undefined {
      return byName(username);
    },

    /** Creates a member with empty wallets and a fresh token; code 201 when the username is taken. */
    register(input: NewUser): { ok: true; user: Readonly<FakeUser> } | { ok: false; code: 201 } {
      const state = ctx.state();
      if (byName(input.username)) return { ok: false, code: 201 };
      const user: FakeUser = {
        id: state.nextUserId,
        username: input.username,
        passwordHash: hashPassword(input.password),
        realname: input.realname,
        payPasswordHash: input.payPassword ? hashPassword(input.payPassword) : '',
        balanceCents: 0,
        venues: {},
        isblack: 0,
        status: 1,
        vip: 1,
        avatar: '',
        tokenHash: '',
        token: '',
        pid: input.pid ?? null,
        createdAt: ctx.now(),
        birthday: null,
        mobile: null,
        email: null,
        transferStatus: 0,
        isAgent: 0,
        agentApplication: null,
      };
      startSession(user);
      state.users.push(user);
      state.nextUserId += 1;
      ctx.changed();
      return { ok: true, user };
    },

    /** Checks the password and rotates the token, which ends the member's other sessions. */
    login(username: string, password: string): { ok: true; user: Readonly<FakeUser> } | LoginFailure {
      const user = byName(username);
      if (!user) return { ok: false, code: 202 };
      if (!passwordMatches(user.passwordHash, password)) return { ok: false, code: 203 };
      startSession(user);
      ctx.changed();
      return { ok: true, user };
    },

    /** Ends the session of this token; false when no member holds it. */
    logoff(token: string): boolean {
      const user = byToken(token);
      if (!user) return false;
      user.token = '';
      user.tokenHash = '';
      ctx.changed();
      return true;
    },

    /** The days since the member registered, as /api/user's `joinday`. */
    joinDays(user: Readonly<FakeUser>): number {
      return Math.max(0, Math.floor((ctx.now() - user.createdAt) / 86_400_000));
    },

    /** Saves birthday, mobile and email (and the real name when given); '' clears a field. */
    updateProfile(user: Readonly<FakeUser>, patch: ProfilePatch): void {
      const target = live(user);
      if (!target) return;
      target.birthday = patch.birthday || null;
      target.mobile = patch.mobile || null;
      target.email = patch.email || null;
      if (patch.realname) target.realname = patch.realname;
      ctx.changed();
    },

    /** Sets the avatar's address. */
    setAvatar(user: Readonly<FakeUser>, url: string): void {
      const target = live(user);
      if (!target) return;
      target.avatar = url;
      ctx.changed();
    },

    /** Changes the login password; 205 when the current one is wrong. The session stays. */
    changePassword(user: Readonly<FakeUser>, current: string, next: string): { ok: true } | Refusal {
      const target = live(user);
      if (!target || !passwordMatches(target.passwordHash, current)) return refuse(205, '原密码错误');
      target.passwordHash = hashPassword(next);
      ctx.changed();
      return { ok: true };
    },

    /** Changes the payment password; 205 when the current one is wrong. */
    changePayPassword(user: Readonly<FakeUser>, current: string, next: string): { ok: true } | Refusal {
      const target = live(user);
      if (!target || !passwordMatches(target.payPasswordHash, current)) return refuse(205, '原支付密码错误');
      target.payPasswordHash = hashPassword(next);
      ctx.changed();
      return { ok: true };
    },

    /** Switches seamless transfer; only this field changes (the backend wrote every posted field). */
    setTransferStatus(user: Readonly<FakeUser>, status: 0 | 1): void {
      const target = live(user);
      if (!target) return;
      target.transferStatus = status;
      ctx.changed();
    },

    /** Records an agent application; 500 when the member already applied. */
    applyAgent(user: Readonly<FakeUser>, mobile: string, info: string): { ok: true } | Refusal {
      const target = live(user);
      if (!target) return refuse(500, '申请失败');
      if (target.agentApplication || target.isAgent) return refuse(500, '您已申请过代理');
      target.agentApplication = { mobile, info, at: ctx.now() };
      ctx.changed();
      return { ok: true };
    },

    /** The member's bound accounts of one type, oldest first. */
    cards(user: Readonly<FakeUser>, type: CardType): ReadonlyArray<FakeCard> {
      return ctx.state().cards.filter((card) => card.userId === user.id && card.type === type);
    },

    /** One of the member's bound accounts. */
    card(user: Readonly<FakeUser>, id: number): Readonly<FakeCard> | undefined {
      return ctx.state().cards.find((card) => card.userId === user.id && card.id === id);
    },

    /**
     * Binds an account after checking the payment password (205), the limit of five per type (207), the bank's
     * name (bank cards) and duplicates (1000).
     */
    bindCard(user: Readonly<FakeUser>, input: NewCard): { ok: true; card: Readonly<FakeCard> } | Refusal {
      if (!user.payPasswordHash) return refuse(251, '请先设置支付密码');
      if (!passwordMatches(user.payPasswordHash, input.payPassword)) return refuse(205, '支付密码错误');
      const type = cardTypeOf(input.bank);
      const owned = ctx.state().cards.filter((card) => card.userId === user.id && card.type === type);
      if (owned.length >= MAX_CARDS_PER_TYPE) return refuse(207, '最多只能绑定5张卡');
      if (type === 1 && !BANKS.some((bank) => bank.name === input.bank)) return refuse(1000, '不支持该银行');
      if (owned.some((card) => card.number === input.number)) return refuse(1000, '该账号已绑定');
      const card: FakeCard = {
        id: ctx.nextId(),
        userId: user.id,
        type,
        bank: type === 2 ? 'USDT' : type === 1 ? input.bank : input.bank.toLowerCase(),
        number: input.number,
        owner: input.owner,
        address: type === 1 ? input.address : '',
        createdAt: ctx.now(),
      };
      ctx.state().cards.push(card);
      ctx.changed();
      return { ok: true, card };
    },

    /** Unbinds an account after checking the payment password; 500 when there was nothing to delete. */
    deleteCard(user: Readonly<FakeUser>, id: number, payPassword: string): { ok: true } | Refusal {
      if (!passwordMatches(user.payPasswordHash, payPassword)) return refuse(205, '支付密码错误');
      const state = ctx.state();
      const index = state.cards.findIndex((card) => card.userId === user.id && card.id === id);
      if (index < 0) return refuse(500, '删除失败');
      state.cards.splice(index, 1);
      ctx.changed();
      return { ok: true };
    },
  };
}
