// The visit check's rule: where the backend's visit URL sends the player, and when the app stays instead.

/** What the page knows about itself when the visit check answers, given by the app (domain reads no DOM). */
export type VisitPage = {
  /**
   * Whether an address is on the page's own origin: scheme, host and port as the browser normalises them (case,
   * default ports, a trailing slash or any path alike; a relative address is here). The app answers with the
   * platform's URL parser, which reads every form an address may take.
   */
  isOwnOrigin: (url: string) => boolean;
  /** Whether this tab already followed a visit URL (a mark kept for the tab's session). */
  followed: boolean;
};

/**
 * Where the visit check sends the window: the backend's address, unless it is where the player already is (its
 * own origin: the same-origin deploy's backend, asked without an `Origin` header, names the site itself, and the
 * app would reload forever) or this tab already followed one (a loop between two sites, each naming the other,
 * ends after one hop each). Null means stay.
 */
export function visitRedirect(url: string | null, page: VisitPage): string | null {
  return !url || page.followed || page.isOwnOrigin(url) ? null : url;
}
