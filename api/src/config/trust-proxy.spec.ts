import { loadConfig } from './api-config';
import { parseTrustProxy } from './trust-proxy';

describe('parseTrustProxy (TRUST_PROXY)', () => {
  it('trusts no proxy by default', () => {
    for (const off of [undefined, '', ' ', 'false', '0']) expect(parseTrustProxy(off)).toBe(false);
    expect(loadConfig({}).trustProxy).toBe(false);
  });

  it('takes a number of proxies', () => {
    expect(parseTrustProxy('1')).toBe(1);
    expect(loadConfig({ TRUST_PROXY: ' 2 ' }).trustProxy).toBe(2);
  });

  it("takes a list of the proxies' addresses, subnets and range names", () => {
    expect(parseTrustProxy('10.0.0.0/8, 192.168.1.10,fd00::/8, 10.1.0.0/255.255.0.0, loopback')).toEqual([
      '10.0.0.0/8', '192.168.1.10', 'fd00::/8', '10.1.0.0/255.255.0.0', 'loopback',
    ]);
  });

  it('refuses `true`, which would let any client choose its address', () => {
    expect(() => parseTrustProxy('true')).toThrow(/give the number of proxies/);
  });

  it('refuses what is not an address', () => {
    expect(() => parseTrustProxy('10.0.0.0/8, proxy.internal')).toThrow('TRUST_PROXY must be a number of proxies or a comma list of their addresses or subnets, got "proxy.internal"');
    expect(() => parseTrustProxy('10.0.0.0/33')).toThrow(/got "10.0.0.0\/33"/);
    expect(() => parseTrustProxy(',')).toThrow(/got ","/);
  });
});
