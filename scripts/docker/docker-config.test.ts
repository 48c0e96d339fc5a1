/** What the container files promise, read from them (npm run test:docker runs them). */
import fs from 'node:fs';
import path from 'node:path';
import YAML from 'yaml';
import { PORTS } from '../stack';

const DOCKER = path.join(__dirname, '..', '..', 'docker');
const read = (file: string) => fs.readFileSync(path.join(DOCKER, file), 'utf8');

interface Service {
  image?: string;
  environment?: Record<string, string | null>;
  deploy?: { replicas?: unknown };
  ports?: string[];
  build?: { args?: Record<string, string> };
  networks?: { default?: { aliases?: string[] } };
  restart?: string;
  logging?: { driver?: string; options?: Record<string, string> };
}
const compose = YAML.parse(read('compose.yaml'), { merge: true }) as { services: Record<string, Service> };
const DOCKERFILES = [
  'session-server.Dockerfile',
  'provider-sandbox.Dockerfile',
  'remote.Dockerfile',
  'balancer.Dockerfile',
] as const;

describe('docker/compose.yaml', () => {
  it('runs the site as replicas sharing Redis, behind one published address', () => {
    const site = compose.services.site!;
    expect(site.deploy?.replicas).toBe('${SITE_REPLICAS:-2}');
    expect(site.environment?.REDIS_URL).toBe('redis://redis:6379');
    expect(site.ports).toBeUndefined();
    expect(compose.services.balancer?.ports).toEqual(['${SITE_PORT:-3000}:8080']);
  });

  it('looks the replicas up again (a restarted one may come back elsewhere) with what nginx 1.26 has', () => {
    const balancer = read('nginx/balancer.conf');
    expect(balancer).toMatch(/resolver 127\.0\.0\.11 valid=5s/);
    expect(balancer).toMatch(/proxy_pass http:\/\/\$site;/);
    // `server … resolve` in an upstream needs nginx 1.27.3; Debian packages 1.26.
    expect(balancer).not.toMatch(/\bresolve;/);
  });

  it('asks another replica for a GET that one shed with a 503 (overloaded), never a POST', () => {
    const site = read('nginx/balancer.conf').split('location / {')[1]!.split('}')[0]!;
    expect(site).toMatch(/proxy_next_upstream error timeout http_503;/);
    expect(site).not.toMatch(/non_idempotent/);
  });

  it('never lets a slow log driver hold a request, nor logs fill the disk', () => {
    for (const [name, service] of Object.entries(compose.services)) {
      expect([name, service.logging?.options?.mode]).toEqual([name, 'non-blocking']);
      expect([name, service.logging?.options?.['max-size']]).toEqual([name, expect.stringMatching(/^\d+m$/)]);
    }
  });

  it('defaults every base image to the official one', () => {
    expect(compose.services.redis?.image).toBe('${REDIS_IMAGE:-redis:7-bookworm}');
    expect(compose.services.balancer?.build?.args?.NGINX_IMAGE).toBe('${NGINX_IMAGE:-nginx:1.27-bookworm}');
    for (const service of ['site', 'sandbox', 'auth', 'account', 'shop', 'game']) {
      expect(compose.services[service]?.build?.args).toMatchObject({
        NODE_BUILD_IMAGE: '${NODE_BUILD_IMAGE:-node:24-bookworm}',
        NODE_IMAGE: '${NODE_IMAGE:-node:24-bookworm-slim}',
        DEBIAN_IMAGE: '${DEBIAN_IMAGE:-debian:bookworm-slim}',
      });
    }
  });

  it('serves each remote at one address for browsers and servers: its own port, inside and out', () => {
    const buildRemote = read('build-remote.sh');
    for (const remote of ['auth', 'account', 'shop', 'game'] as const) {
      const service = compose.services[remote]!;
      const port = String(PORTS[remote]);
      expect(service.build?.args?.PORT).toBe(port);
      expect(service.ports).toEqual([`${port}:${port}`]);
      expect(service.networks?.default?.aliases).toEqual([`${remote}.localhost`]);
      expect(compose.services.site?.environment?.[`REMOTE_${remote.toUpperCase()}_URL`]).toBe(
        `\${REMOTE_${remote.toUpperCase()}_URL:-http://${remote}.localhost:${port}/mf-manifest.json}`,
      );
      expect(buildRemote).toContain(`${remote}) PORT=${port} ;;`);
    }
  });

  it('never turns the sandbox controls on by itself', () => {
    expect(compose.services.sandbox?.environment?.SANDBOX_MODE).toBe('${SANDBOX_MODE:-production}');
    const dockerfile = read('provider-sandbox.Dockerfile');
    expect(dockerfile).not.toMatch(/SANDBOX_MODE\s*=\s*(development|test)/);
    expect(dockerfile).not.toMatch(/APP_ENV\s*=\s*(development|test)/);
  });

  it('restarts every service by itself', () => {
    for (const [name, service] of Object.entries(compose.services)) {
      expect({ name, restart: service.restart }).toEqual({ name, restart: 'unless-stopped' });
    }
  });
});

describe('the Dockerfiles', () => {
  it.each(DOCKERFILES)('%s runs unprivileged and says when it is healthy', (file) => {
    const dockerfile = read(file);
    const users = [...dockerfile.matchAll(/^USER (\S+)$/gm)].map((match) => match[1]);
    expect(users.at(-1)).toMatch(/^(node|www-data|nginx)$/);
    expect(dockerfile).toMatch(/^HEALTHCHECK /m);
  });

  it('share their first steps word for word, so the builder installs and builds the workspace once', () => {
    // From the manifests to the end of the build stage (the next stage's comment starts with « # --- »).
    const workspace = (file: string) => {
      const text = read(file);
      const start = text.indexOf('FROM ${NODE_BUILD_IMAGE} AS manifests');
      return text.slice(start, text.indexOf('# ---', start));
    };
    const first = workspace('session-server.Dockerfile');
    expect(first).toMatch(/npm install/);
    expect(first).toMatch(/RUN npm run build/);
    expect(workspace('provider-sandbox.Dockerfile')).toBe(first);
    expect(workspace('remote.Dockerfile')).toBe(first);
  });

  it('install from every workspace manifest, gathered before the sources', () => {
    const dockerfile = read('session-server.Dockerfile');
    expect(dockerfile).toContain('cp --parents package.json package-lock.json */package.json /manifests/');
    const workspaces = (
      JSON.parse(fs.readFileSync(path.join(DOCKER, '..', 'package.json'), 'utf8')) as { workspaces: string[] }
    ).workspaces;
    // Each workspace is one folder below the root, so */package.json finds its manifest.
    for (const workspace of workspaces) {
      expect(workspace).toMatch(/^[\w-]+$/);
      expect(fs.existsSync(path.join(DOCKER, '..', workspace, 'package.json'))).toBe(true);
    }
  });
});
