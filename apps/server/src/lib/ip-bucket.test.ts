import { describe, expect, it } from 'vitest';
import { ipBucket } from './ip-bucket.js';

describe('ipBucket', () => {
  it('keeps an IPv4 address as it is', () => {
    expect(ipBucket('203.0.113.7')).toBe('203.0.113.7');
  });

  it('counts every address of an IPv6 /64 as one network', () => {
    const a = ipBucket('2001:db8:85a3:1:aaaa:bbbb:cccc:dddd');
    expect(a).toBe('2001:db8:85a3:1::/64');
    expect(ipBucket('2001:db8:85a3:1::1')).toBe(a);
    expect(ipBucket('2001:0DB8:85A3:0001:0:0:0:2')).toBe(a);
    expect(ipBucket('2001:db8:85a3:2::1')).not.toBe(a);
  });

  it('expands :: wherever it stands', () => {
    expect(ipBucket('::1')).toBe('0:0:0:0::/64');
    expect(ipBucket('2001:db8::')).toBe('2001:db8:0:0::/64');
    expect(ipBucket('fe80::1%eth0')).toBe('fe80:0:0:0::/64');
  });

  it('treats an IPv4-mapped IPv6 address as the IPv4 client', () => {
    expect(ipBucket('::ffff:203.0.113.7')).toBe('203.0.113.7');
    expect(ipBucket('::ffff:cb00:7107')).toBe('203.0.113.7');
  });

  it('leaves what is not an address alone', () => {
    expect(ipBucket('unknown')).toBe('unknown');
  });
});
