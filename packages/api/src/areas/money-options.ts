/**
 * What a money call may carry besides its body: the intent's key (see openapi.yaml's `IdempotencyKey` schema). It
 * travels as the body field `idempotency_key` on the calls whose backend code reads only the fields it names
 * (withdraw, transfer, transall), and nowhere on recharge, which stores its whole body (`Recharge::create`: an
 * unknown column is an SQL error, HTTP 500). Never as a header: the backend's CORS list does not allow one, and a
 * cross-origin preflight would fail.
 */
export type MoneyCallOptions = { idempotencyKey?: string };

/** The body field that carries an intent's key; none when the intent has no key. */
export function keyField({ idempotencyKey }: MoneyCallOptions): { idempotency_key?: string } {
  return idempotencyKey ? { idempotency_key: idempotencyKey } : {};
}
