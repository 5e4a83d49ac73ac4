/** The suite's name, in its skip message and its log lines. */
export const SUITE = 'e2e:real';

/** The environment variable through which global setup hands the deploys to the workers. */
export const DEPLOYS_ENV = 'LOBBY_E2E_REAL_DEPLOYS';

/** Which deploy a Playwright project runs in. */
export type DeployKind = 'same' | 'cross';

/** One deploy of the app on a backend of its own. */
export type Deploy = {
  /** The nginx site the player opens: `http://127.0.0.1:<port>`. */
  site: string;
  /** Where the app's calls go: the site itself (same origin, through nginx's /api/) or the backend (cross origin). */
  api: string;
  /** The backend's own address. */
  backend: string;
  /** Its MariaDB's socket: the back office's hand (`sqlAt`). */
  socket: string;
};

export type Deploys = Record<DeployKind, Deploy>;
