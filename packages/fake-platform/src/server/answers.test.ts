import type { IncomingMessage, ServerResponse } from 'node:http';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { answerFailure } from './answers.ts';

/** A request whose connection the client has closed, and an answer that never started. */
function goneClient() {
  const request = { socket: { destroyed: true, writable: false } } as unknown as IncomingMessage;
  const response = { headersSent: false, writableEnded: false } as unknown as ServerResponse;
  return { request, response };
}

const failure = (code: string) => Object.assign(new Error(code), { code });

describe('answerFailure', () => {
  afterEach(() => vi.restoreAllMocks());

  it.each(['ERR_STREAM_PREMATURE_CLOSE', 'ERR_STREAM_UNABLE_TO_PIPE', 'ECONNRESET', 'EPIPE'])(
    'logs nothing when the client went away (%s)',
    (code) => {
      const log = vi.spyOn(console, 'error').mockImplementation(() => {});
      const { request, response } = goneClient();

      answerFailure(failure(code), request, response);

      expect(log).not.toHaveBeenCalled();
    },
  );

  it('logs a failure of its own', () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { request, response } = goneClient();

    answerFailure(failure('ENOENT'), request, response);

    expect(log).toHaveBeenCalledWith('[fake-platform]', expect.objectContaining({ code: 'ENOENT' }));
  });
});
