/** What a money call may carry besides its body: the intent's idempotency key (see openapi.yaml's IdempotencyKey). */
export type MoneyCallOptions = { idempotencyKey?: string };

/** The `Idempotency-Key` header of a money call; no header when the intent has no key. */
export function keyHeader({ idempotencyKey }: MoneyCallOptions) {
  return idempotencyKey ? { 'Idempotency-Key': idempotencyKey } : {};
}
