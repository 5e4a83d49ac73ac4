import { labels } from '@lobby/domain/messages';
import type { HelpEntry } from './help.view.tsx';

/** The help centre's entries in the spec's order: about us, FAQ, privacy, disclaimer, contact, agents, responsibility. */
export const HELP_ENTRIES: readonly HelpEntry[] = labels.helpArticles.map(({ value, label }) => ({
  type: value,
  title: label,
}));
