import { useState } from 'react';

/**
 * The address an `<img>` should show: `src` until it fails to load, then `fallback`; also `fallback` when
 * `src` is empty. A new `src` gets a fresh try.
 */
export function useFallbackSrc(src: string | null | undefined, fallback: string): [shown: string, onError: () => void] {
  const [failed, setFailed] = useState<string | null>(null);
  const shown = src && src !== failed ? src : fallback;
  const onError = () => {
    if (src && shown === src) setFailed(src);
  };
  return [shown, onError];
}
