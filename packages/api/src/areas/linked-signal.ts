/**
 * The signal a cancellable call's fetch listens to: the transport's own (its timeout) and, when given, the caller's
 * (a screen that is left). Linked here, not in the shared transport, so only the screens that cancel pay for it.
 */
export function linked(own: AbortSignal, cancel: AbortSignal | undefined): AbortSignal {
  if (!cancel) return own;
  const both = new AbortController();
  const stop = () => both.abort();
  if (own.aborted || cancel.aborted) stop();
  own.addEventListener('abort', stop, { once: true });
  cancel.addEventListener('abort', stop, { once: true });
  return both.signal;
}
