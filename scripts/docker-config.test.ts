/** The container files (docker/) cannot be run here: what they promise is checked by reading them. */
import fs from 'node:fs';
import path from 'node:path';
import YAML from 'yaml';

const DOCKER = path.join(__dirname, '..', 'docker');
const compose = YAML.parse(fs.readFileSync(path.join(DOCKER, 'compose.yaml'), 'utf8')) as {
  services: Record<string, { environment?: Record<string, string>; deploy?: { replicas?: unknown }; ports?: string[] }>;
};

describe('docker/compose.yaml', () => {
  it('runs the session server as replicas sharing Redis, behind one published address', () => {
    const site = compose.services.site!;
    expect(site.deploy?.replicas).toBe('${SITE_REPLICAS:-2}');
    expect(site.environment?.REDIS_URL).toBe('redis://redis:6379');
    expect(site.ports).toBeUndefined();
    expect(compose.services.redis).toBeDefined();
    expect(compose.services.balancer?.ports).toEqual(['3000:80']);
    expect(fs.readFileSync(path.join(DOCKER, 'nginx', 'balancer.conf'), 'utf8')).toMatch(/server site:3000 resolve;/);
  });

  it('never turns the sandbox controls on by itself', () => {
    expect(compose.services.sandbox?.environment?.SANDBOX_MODE).toBe('${SANDBOX_MODE:-production}');
    const dockerfile = fs.readFileSync(path.join(DOCKER, 'provider-sandbox.Dockerfile'), 'utf8');
    expect(dockerfile).not.toMatch(/SANDBOX_MODE\s*=\s*(development|test)/);
    expect(dockerfile).not.toMatch(/APP_ENV\s*=\s*(development|test)/);
  });
});
