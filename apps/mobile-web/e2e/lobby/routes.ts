// The page object's network side: a call sent to a fault of the fake platform (through `@lobby/fake-platform/testing`)
// or answered with an envelope of the test's own (the site in maintenance), and the requests a page sends.
import { type Fault, routeFault } from '@lobby/fake-platform/testing';
import type { Request } from '@playwright/test';
import { LobbyScreen } from './screen.ts';

/** {@link LobbyScreen} with the page's calls routed, answered and counted. */
export class LobbyRoutes extends LobbyScreen {
  /** How many times {@link LobbyRoutes.settled} has asked the page (each of its requests is told apart by this). */
  private settles = 0;

  /** Sends every request to `path` (`/api/user`) to a fault of the fake platform, or fails it in the browser. */
  async fault(path: string, fault: Fault) {
    await routeFault(this.page, path, fault);
  }

  /** Answers every request to `path` with this envelope, as a misbehaving backend would. */
  async answer(path: string, envelope: unknown) {
    await this.page.route(
      (url) => url.pathname.endsWith(path),
      (route) => route.fulfill({ json: envelope }),
    );
  }

  /** Counts the requests the page sends to `path`. */
  countRequests(path: string): { readonly count: number; readonly requests: Request[] } {
    const requests: Request[] = [];
    this.page.on('request', (request) => {
      if (new URL(request.url()).pathname.endsWith(path)) requests.push(request);
    });
    return {
      get count() {
        return requests.length;
      },
      requests,
    };
  }

  /**
   * Returns once the page has run what it had queued and every request it made until then has been seen here: a
   * few turns of the page's task queue (through a message channel, which a test's fake clock leaves alone), then a
   * request of its own (a no-store favicon), awaited as it leaves. The page's requests reach the test in the order
   * they leave, so one sent before it (a late duplicate) has been counted by then: a wait for an event where a
   * fixed pause would only hope.
   */
  async settled() {
    this.settles += 1;
    const marker = `favicon.svg?settled=${this.settles}`;
    const seen = this.page.waitForRequest((request) => request.url().endsWith(marker));
    await this.page.evaluate(async (url) => {
      for (let turn = 0; turn < 3; turn += 1) {
        await new Promise<void>((resolve) => {
          const channel = new MessageChannel();
          channel.port1.onmessage = () => resolve();
          channel.port2.postMessage(null);
        });
      }
      await fetch(url, { cache: 'no-store' });
    }, `./${marker}`);
    await seen;
  }

  /** Replaces the site settings' site_state, as the back office does to start maintenance. */
  async startMaintenance() {
    await this.page.route('**/api/app', async (route) => {
      const response = await route.fetch();
      const body = await response.json();
      await route.fulfill({ response, json: { ...body, data: { ...body.data, site_state: '0' } } });
    });
  }
}
