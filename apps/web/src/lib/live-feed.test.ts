import { describe, expect, it } from 'vitest';
import { liveFeedUrl, parseLiveFrame } from './live-feed';

describe('the live feed client', () => {
  it('signs in with ?token= on the page host, secure under https', () => {
    expect(liveFeedUrl('a b', { protocol: 'http:', host: 'localhost:5173' })).toBe(
      'ws://localhost:5173/socket?token=a%20b',
    );
    expect(liveFeedUrl('t', { protocol: 'https:', host: 'app.example' })).toBe(
      'wss://app.example/socket?token=t',
    );
  });

  it('keeps frames that are live messages and drops the rest', () => {
    const frame = JSON.stringify({ event: 'none', data: null, materialId: null, id: 4 });
    expect(parseLiveFrame(frame)).toEqual({ event: 'none', data: null, materialId: null, id: 4 });
    expect(parseLiveFrame('not json')).toBeNull();
    expect(parseLiveFrame(JSON.stringify({ event: 'other', materialId: null, id: 1 }))).toBeNull();
    expect(parseLiveFrame(new ArrayBuffer(2))).toBeNull();
  });
});
