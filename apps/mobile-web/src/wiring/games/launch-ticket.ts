// Which game page the player's own tap opened. A game launch may move the wallet into the venue (the backend's
// seamless mode), so /gamePage launches without asking only the page a tap in this app armed, once; an address
// typed, bookmarked or sent by anyone (the login's way back included) asks the player first (domain's game page).

let armed: string | null = null;

/** Marks the game page at `path` (`/gamePage?...`) as opened by the player's tap; call just before going there. */
export function armGameLaunch(path: string): void {
  armed = path;
}

/** Whether the player's tap opened the game page at `path`; the mark is used up either way. */
export function takeGameLaunch(path: string): boolean {
  const tapped = armed !== null && armed === path;
  armed = null;
  return tapped;
}
