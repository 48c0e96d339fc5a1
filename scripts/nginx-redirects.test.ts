import fs from 'node:fs';
import { LEGACY_REDIRECTS } from 'shared-kit/contracts';
import { NGINX_REDIRECTS_FILE, renderNginxRedirects } from './nginx-redirects';

describe('nginx legacy redirects', () => {
  it('is up to date with LEGACY_REDIRECTS (regenerate with npx tsx scripts/nginx-redirects.ts)', () => {
    expect(fs.readFileSync(NGINX_REDIRECTS_FILE, 'utf8')).toBe(renderNginxRedirects());
  });

  it('answers 301 for every legacy path, keeping the query string', () => {
    const conf = renderNginxRedirects();
    for (const [from, to] of Object.entries(LEGACY_REDIRECTS)) {
      expect(conf).toContain(`location ~* ^${from}/?$ { return 301 ${to}$is_args$args; }`);
    }
    expect(conf).toContain('location ~* ^/game/?$ { return 301 /$is_args$args; }');
  });
});
