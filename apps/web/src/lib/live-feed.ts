/**
 * The websocket client of the live feed (`/socket`, DESIGN.md §4): signs in with a first
 * frame `{type: 'auth', token}` (never `?token=`: URLs end up in access logs), hands each
 * frame that parses as a live message to `onMessage`, and tries again 1 s after the socket
 * fails or drops (spec §9) until `close()` is called.
 */
import {
  LIVE_CLOSE,
  LIVE_EVENTS,
  LiveMessageSchema,
  type LiveAuthFrame,
  type LiveMessage,
} from '@partproof/shared';

export const LIVE_RECONNECT_MS = 1000;

export function liveFeedUrl(location: Pick<Location, 'protocol' | 'host'>): string {
  const scheme = location.protocol === 'https:' ? 'wss' : 'ws';
  return `${scheme}://${location.host}/socket`;
}

/** The frame a client sends as soon as the socket opens. */
export function liveAuthFrame(token: string): string {
  const frame: LiveAuthFrame = { type: 'auth', token };
  return JSON.stringify(frame);
}

export function parseLiveFrame(frame: unknown): LiveMessage | null {
  if (typeof frame !== 'string') return null;
  try {
    const parsed = LiveMessageSchema.safeParse(JSON.parse(frame));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

export interface LiveFeedHandlers {
  /** The current access token (read again on every reconnection). */
  getToken: () => string | null;
  onMessage: (message: LiveMessage) => void;
  /** Called after every (re)connection is signed in, so callers can read the state again. */
  onOpen?: () => void;
}

export function connectLiveFeed({ getToken, onMessage, onOpen }: LiveFeedHandlers): () => void {
  let socket: WebSocket | null = null;
  let timer: ReturnType<typeof setTimeout> | null = null;
  let closed = false;

  const retry = () => {
    if (closed || timer !== null) return;
    timer = setTimeout(() => {
      timer = null;
      open();
    }, LIVE_RECONNECT_MS);
  };

  const open = () => {
    const token = getToken();
    // Signed out: nothing to listen to; a later sign-in mounts the page again.
    if (closed || !token) return;
    const ws = new WebSocket(liveFeedUrl(window.location));
    socket = ws;
    ws.onopen = () => ws.send(liveAuthFrame(token));
    ws.onmessage = (event) => {
      const message = parseLiveFrame(event.data);
      if (!message) return;
      // 'connected' answers the auth frame: from here on no event is missed.
      if (message.event === LIVE_EVENTS.connected) onOpen?.();
      onMessage(message);
    };
    ws.onclose = (event) => {
      if (socket === ws) socket = null;
      // A refused token will be refused again; the api client signs the user out instead.
      if (event.code !== LIVE_CLOSE.unauthorized) retry();
    };
  };

  open();
  return () => {
    closed = true;
    if (timer !== null) clearTimeout(timer);
    socket?.close();
    socket = null;
  };
}
