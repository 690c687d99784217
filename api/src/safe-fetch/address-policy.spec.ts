import { IMPORT_LIMITS, IMPORT_MESSAGES } from '@forkful/domain';
import { HttpException } from '@nestjs/common';
import { allowListKey, isPublicAddress, parseWebAddress, portOf } from './address-policy';

describe('isPublicAddress', () => {
  it.each([
    ['127.0.0.1', 'loopback'],
    ['127.255.255.254', 'loopback, anywhere in 127/8'],
    ['0.0.0.0', 'unspecified'],
    ['10.0.0.1', 'private'],
    ['172.16.0.1', 'private'],
    ['172.31.255.255', 'private, end of 172.16/12'],
    ['192.168.1.1', 'private'],
    ['169.254.169.254', 'cloud metadata (link-local)'],
    ['100.64.0.1', 'carrier-grade NAT'],
    ['224.0.0.1', 'multicast'],
    ['255.255.255.255', 'broadcast'],
    ['240.0.0.1', 'reserved'],
    ['192.0.2.1', 'documentation (reserved)'],
    ['::1', 'IPv6 loopback'],
    ['::', 'IPv6 unspecified'],
    ['fe80::1', 'IPv6 link-local'],
    ['fe80::1%eth0', 'IPv6 link-local with a zone'],
    ['fc00::1', 'unique-local'],
    ['fd00:ec2::254', 'the AWS IPv6 metadata address (unique-local)'],
    ['ff02::1', 'IPv6 multicast'],
    ['::ffff:127.0.0.1', 'IPv4-mapped loopback'],
    ['::ffff:7f00:1', 'IPv4-mapped loopback, hex'],
    ['::ffff:a9fe:a9fe', 'IPv4-mapped metadata address'],
    ['::ffff:10.0.0.1', 'IPv4-mapped private'],
    ['::7f00:1', 'IPv4-compatible loopback (deprecated, outside 2000::/3)'],
    ['64:ff9b::7f00:1', 'NAT64 of loopback'],
    ['2002:7f00:1::1', '6to4 of loopback'],
    ['2001:0:4136:e378:8000:63bf:80ff:fffe', 'Teredo (embeds a relay-reached IPv4 address)'],
    ['2001:db8::1', 'IPv6 documentation (reserved)'],
    ['2130706433', 'a decimal spelling: not an address DNS or a URL would give'],
    ['0x7f.1', 'a hex spelling'],
    ['localhost', 'a name, not an address'],
    ['', 'nothing'],
  ])('refuses %s (%s)', (address) => {
    expect(isPublicAddress(address)).toBe(false);
  });

  it.each(['93.184.216.34', '8.8.8.8', '172.32.0.1', '100.128.0.1', '2606:4700::1111', '::ffff:93.184.216.34'])(
    'accepts the public address %s',
    (address) => {
      expect(isPublicAddress(address)).toBe(true);
    },
  );
});

describe('parseWebAddress', () => {
  function refusal(raw: string, base?: URL): HttpException {
    try {
      parseWebAddress(raw, base);
    } catch (error) {
      if (error instanceof HttpException) return error;
      throw error;
    }
    throw new Error(`${raw} was accepted`);
  }

  it.each([
    'ftp://example.com/recipe',
    'file:///etc/passwd',
    'javascript:alert(1)',
    'data:text/html,<h1>hi</h1>',
    'gopher://example.com/',
    'ws://example.com/',
    'http://user:secret@example.com/',
    'http://user@example.com/',
    'https://:secret@example.com/',
    'not a url',
    '//example.com/no-scheme',
    '',
  ])('refuses %j with a 400 notPublicAddress', (raw) => {
    const error = refusal(raw);
    expect(error.getStatus()).toBe(400);
    expect(error.message).toBe(IMPORT_MESSAGES.notPublicAddress);
  });

  it(`refuses an address longer than ${IMPORT_LIMITS.urlMaxLength} characters`, () => {
    const long = `https://example.com/${'a'.repeat(IMPORT_LIMITS.urlMaxLength)}`;
    expect(refusal(long).getStatus()).toBe(400);
    expect(parseWebAddress(long.slice(0, IMPORT_LIMITS.urlMaxLength)).hostname).toBe('example.com');
  });

  it.each([
    ['http://2130706433/', '127.0.0.1'],
    ['http://0177.0.0.1/', '127.0.0.1'],
    ['http://0x7f000001/', '127.0.0.1'],
    ['http://0x7f.1/', '127.0.0.1'],
    ['http://127.1/', '127.0.0.1'],
    ['http://[::ffff:127.0.0.1]/', '[::ffff:7f00:1]'],
    ['http://[0:0:0:0:0:0:0:1]/', '[::1]'],
  ])('reads %s as the host %s, which the address checks then see', (raw, hostname) => {
    expect(parseWebAddress(raw).hostname).toBe(hostname);
  });

  it('resolves a redirect relative to the address that sent it, and checks the result the same way', () => {
    const base = new URL('https://cooking.example/recipes/soup?x=1');
    expect(parseWebAddress('../bread', base).href).toBe('https://cooking.example/bread');
    expect(parseWebAddress('//other.example/a', base).href).toBe('https://other.example/a');
    expect(refusal('file:///etc/passwd', base).getStatus()).toBe(400);
    // A short relative Location can still make a URL past the limit.
    const longBase = new URL(`https://cooking.example/${'a'.repeat(IMPORT_LIMITS.urlMaxLength - 30)}/`);
    expect(refusal('b'.repeat(40), longBase).message).toBe(IMPORT_MESSAGES.notPublicAddress);
  });
});

describe('allow-list keys and ports', () => {
  it('writes host:port as IMPORT_ALLOW_HOSTS does, IPv6 in brackets, the port defaulted by scheme', () => {
    expect(allowListKey('127.0.0.1', 8123)).toBe('127.0.0.1:8123');
    expect(allowListKey('::1', 8123)).toBe('[::1]:8123');
    expect(allowListKey('LocalHost', 80)).toBe('localhost:80');
    expect(portOf(new URL('http://example.com/'))).toBe(80);
    expect(portOf(new URL('https://example.com/'))).toBe(443);
    expect(portOf(new URL('https://example.com:8443/'))).toBe(8443);
  });
});
