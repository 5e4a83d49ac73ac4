// The words the suites and the page object share: who is signed in, how an element is found, which player a
// suite signs in. Types only, importing nothing, so the page object (e2e/lobby/) reads them without reaching the
// facts, the route table or the driver files, which know the page object (no import circle).

/** Logged out or logged in: the suites that care check a screen in both. */
export type Session = 'out' | 'in';

/** An element found by role and accessible name, as a player or a screen reader finds it. */
export type Landmark = {
  role: 'button' | 'link' | 'heading' | 'region' | 'form' | 'navigation' | 'alertdialog' | 'dialog';
  name: string;
};

/**
 * Who a suite signs in for a call: `demo`, the seeded demo player, whom every read-only call uses and no test may
 * change; for a call that changes what a player holds, a player of the test's own, so the demo player stays as
 * seeded and a repeated or reordered run finds what the first found: `new` a newly registered player (no money,
 * no accounts), `cash` one the fake's back office opens with money, venue wallets and bound accounts, `history`
 * one opened with demo01's history (see the e2e page object's `signInOwnPlayer`).
 */
export type Player = 'demo' | 'new' | 'cash' | 'history';
