/**
 * A live-feed client for tests: app.injectWS, signs in with the first frame as the web
 * client does, every frame collected, 'connected' awaited.
 */
import type { LiveAuthFrame, LiveMessage } from '@partproof/shared';
import type { App } from '../src/lib/route.js';
import { waitFor } from './helpers.js';

export interface FeedClient {
  messages: LiveMessage[];
  closed: Promise<number>;
  /** The frames after 'connected', without it. */
  events: () => LiveMessage[];
  close: () => void;
}

export async function openFeed(app: App, authorization: string): Promise<FeedClient> {
  const token = authorization.replace(/^Bearer /, '');
  const messages: LiveMessage[] = [];
  let onClose: (code: number) => void = () => undefined;
  const closed = new Promise<number>((resolve) => (onClose = resolve));
  const ws = await app.injectWS(
    '/socket',
    {},
    {
      onInit(socket) {
        socket.on('message', (raw: Buffer) =>
          messages.push(JSON.parse(raw.toString()) as LiveMessage),
        );
        socket.on('close', (code: number) => onClose(code));
        // A browser answers the server's pings by itself; this injected socket does not
        // (created without an address, ws leaves autoPong off), and the server ends a
        // socket that missed one: a feed older than two ping intervals (~60 s) was cut.
        socket.on('ping', (data: Buffer) => socket.pong(data));
      },
    },
  );
  const auth: LiveAuthFrame = { type: 'auth', token };
  ws.send(JSON.stringify(auth));
  await waitFor(
    () => Promise.resolve(messages.some((m) => m.event === 'connected') ? true : undefined),
    { what: 'the live feed to accept the token' },
  );
  return {
    messages,
    closed,
    events: () => messages.filter((m) => m.event !== 'connected'),
    close: () => ws.terminate(),
  };
}
