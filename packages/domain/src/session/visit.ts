// The visit check's rule: where the backend's visit URL sends the player, and when the app stays instead. Pure
// string work (domain has no URL class): an origin is read the way a browser reads it for the cases a back office
// writes (scheme and host in any case, default ports, userinfo, a trailing slash, relative and scheme-relative
// addresses); anything else is judged foreign, and the once-per-session mark still stops a loop.

/** The schemes whose origin is scheme, host and port, with their default ports. */
const DEFAULT_PORTS: Readonly<Record<string, string>> = { 'http:': '80', 'https:': '443', 'ws:': '80', 'wss:': '443' };

const SCHEME = /^([A-Za-z][A-Za-z\d+.-]*):/;
const SLASHES = /^[/\\]*/;

/** How many slashes (either way round) `text` begins with. */
const leadingSlashes = (text: string) => text.length - text.replace(SLASHES, '').length;

/** What the page knows about itself when the visit check answers. */
export type VisitPage = {
  /** The page's own origin (`location.origin`). */
  origin: string;
  /** Whether this tab already followed a visit URL (a mark kept for the tab's session). */
  followed: boolean;
};

function authorityOrigin(protocol: string, rest: string): string | null {
  const authority = rest.replace(/[/\\?#][\s\S]*$/, '');
  const hostPort = authority.slice(authority.lastIndexOf('@') + 1);
  const bracket = hostPort.startsWith('[') ? hostPort.indexOf(']') : -1;
  if (hostPort.startsWith('[') && bracket < 0) return null;
  const colon = bracket >= 0 ? bracket + 1 : hostPort.indexOf(':');
  const host = (colon >= 0 && colon < hostPort.length ? hostPort.slice(0, colon) : hostPort).toLowerCase();
  const portText = colon >= 0 && colon < hostPort.length ? hostPort.slice(colon + 1) : '';
  if (host === '' || !/^\d*$/.test(portText)) return null;
  const port = portText === '' ? '' : String(Number(portText));
  if (Number(port) > 65_535) return null;
  const shown = port === '' || port === DEFAULT_PORTS[protocol] ? '' : `:${port}`;
  return `${protocol}//${host}${shown}`;
}

function absoluteOrigin(text: string, scheme: RegExpExecArray): { protocol: string; origin: string | null } {
  const protocol = scheme[0].toLowerCase();
  const rest = text.slice(scheme[0].length);
  const slashes = leadingSlashes(rest);
  return {
    protocol,
    origin: protocol in DEFAULT_PORTS && slashes > 0 ? authorityOrigin(protocol, rest.slice(slashes)) : null,
  };
}

/**
 * The origin (`scheme://host[:port]`, lower case, default port left out) of `url` read against the page at
 * `base` (an absolute address); null when it has none this rule can read (another scheme, an unreadable host or
 * port).
 */
export function originOf(url: string, base: string): string | null {
  const text = url.replace(/[\t\n\r]/g, '').trim();
  const baseScheme = SCHEME.exec(base);
  const page = baseScheme ? absoluteOrigin(base, baseScheme) : { protocol: '', origin: null };
  const scheme = SCHEME.exec(text);
  if (!scheme) {
    // `//host/...` takes the page's scheme; any other relative address is on the page's own origin.
    const slashes = leadingSlashes(text);
    if (page.origin === null) return null;
    return slashes >= 2 ? authorityOrigin(page.protocol, text.slice(slashes)) : page.origin;
  }
  const protocol = scheme[0].toLowerCase();
  if (!(protocol in DEFAULT_PORTS)) return null;
  const rest = text.slice(scheme[0].length);
  const slashes = leadingSlashes(rest);
  // `http:path` against an http page is a path on the page (browsers read it so); against another scheme, a host.
  if (slashes === 0 && protocol === page.protocol) return page.origin;
  return authorityOrigin(protocol, rest.slice(slashes));
}

/**
 * Where the visit check sends the window: the backend's address, unless it is where the player already is (same
 * origin: scheme, host and port; the same-origin deploy's backend, asked without an `Origin` header, names the
 * site itself and the app would reload forever) or this tab already followed one (a loop between two sites, each
 * naming the other, ends after one hop each). Null means stay.
 */
export function visitRedirect(url: string | null, page: VisitPage): string | null {
  if (!url || page.followed) return null;
  const target = originOf(url, page.origin);
  return target !== null && target === originOf(page.origin, page.origin) ? null : url;
}
