import { describe, expect, it } from 'vitest';
import { HOSTS_CONFIG } from './hosts.config.ts';
import { HOST_LINKS } from './links.config.ts';
import { ENVIRONMENTS } from './types.ts';

const origins = Object.entries(HOSTS_CONFIG.environments).flatMap(([env, map]) =>
  Object.entries(map).map(([service, origin]) => [env, service, origin] as const),
);

describe('the shipped host configuration', () => {
  it.each(origins)('gives %s %s the bare https origin %s', (_, __, origin) => {
    const url = new URL(origin);
    expect(url.protocol).toBe('https:');
    expect(url.origin).toBe(origin);
  });

  it('names only known environments for page hosts', () => {
    for (const env of Object.values(HOSTS_CONFIG.pageHosts)) {
      expect(ENVIRONMENTS).toContain(env);
      expect(HOSTS_CONFIG.environments[env]).toBeDefined();
    }
  });

  it('writes every host in the lower case form browsers report', () => {
    const hosts = [
      ...Object.keys(HOSTS_CONFIG.pageHosts),
      ...Object.keys(HOSTS_CONFIG.brandHosts),
      ...HOSTS_CONFIG.signupHeader,
      ...HOSTS_CONFIG.privacyFooter,
      ...HOSTS_CONFIG.japaneseLegalLinks,
      HOSTS_CONFIG.accessTokenLoginHost,
    ];
    for (const host of hosts) expect(host).toMatch(/^[a-z0-9-]+(\.[a-z0-9-]+)*$/);
  });

  it('keeps brand logos under /brand/', () => {
    const brands = [HOSTS_CONFIG.defaultBrand, ...Object.values(HOSTS_CONFIG.brandHosts)];
    for (const brand of brands) expect(brand.logo).toMatch(/^\/brand\/[a-z-]+\.svg$/);
  });

  it('points every host link at an https URL or a path', () => {
    const { signup, admin, legal } = HOST_LINKS;
    const links = [signup, admin, ...Object.values(legal).flatMap((l) => [l.privacy, l.terms])];
    for (const link of links) expect(link).toMatch(/^(https:\/\/[a-z0-9.-]+\/|\/(?!\/))/);
  });
});
