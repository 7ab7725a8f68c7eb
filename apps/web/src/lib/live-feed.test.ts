import { describe, expect, it } from 'vitest';
import { LiveAuthFrameSchema } from '@partproof/shared';
import { liveAuthFrame, liveFeedUrl, parseLiveFrame } from './live-feed';

describe('the live feed client', () => {
  it('connects to the page host without the token in the URL, secure under https', () => {
    expect(liveFeedUrl({ protocol: 'http:', host: 'localhost:5173' })).toBe(
      'ws://localhost:5173/socket',
    );
    expect(liveFeedUrl({ protocol: 'https:', host: 'app.example' })).toBe(
      'wss://app.example/socket',
    );
  });

  it('signs in with an auth frame the server accepts', () => {
    const frame: unknown = JSON.parse(liveAuthFrame('a.b.c'));
    expect(LiveAuthFrameSchema.parse(frame)).toEqual({ type: 'auth', token: 'a.b.c' });
  });

  it('keeps frames that are live messages and drops the rest', () => {
    const frame = JSON.stringify({ event: 'none', data: null, materialId: null, id: 4 });
    expect(parseLiveFrame(frame)).toEqual({ event: 'none', data: null, materialId: null, id: 4 });
    expect(parseLiveFrame('not json')).toBeNull();
    expect(parseLiveFrame(JSON.stringify({ event: 'other', materialId: null, id: 1 }))).toBeNull();
    expect(parseLiveFrame(new ArrayBuffer(2))).toBeNull();
  });
});
