import { ErrorState } from '@lobby/ui-kit';
import { Component, type ReactNode } from 'react';

/** Shown when a part of the app could not be loaded (its script failed to arrive: offline, a new deploy). */
export const CHUNK_FAILED = '页面加载失败，请检查网络后重试';

/**
 * Catches a lazy part that failed to load, so the player sees why and can try again instead of a blank page.
 * 重试 reloads the page: a script that failed once is not fetched again by the same import.
 */
type Props = { children: ReactNode; quiet?: boolean };

export class ChunkBoundary extends Component<Props, { failed: boolean }> {
  // Set in the constructor, not as a class field: the build's target (es2020) would bring a helper for one field.
  constructor(props: Props) {
    super(props);
    this.state = { failed: false };
  }

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override render() {
    // A quiet part (the shell's bars) that failed to load is left out rather than filling the page with an error.
    if (this.state.failed && this.props.quiet) return null;
    if (this.state.failed) return <ErrorState message={CHUNK_FAILED} onRetry={() => location.reload()} />;
    return this.props.children;
  }
}
