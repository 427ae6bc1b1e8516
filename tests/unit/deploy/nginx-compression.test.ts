// The load balancer of docker-compose.scale.yml compresses text too (docs/performance.md).
// No nginx on the test machines: this reads the template's directives.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const template = readFileSync('deploy/nginx/default.conf.template', 'utf8');
const directive = (name: string) =>
  template.match(new RegExp(`^\\s*${name}\\s+([^;]+);`, 'm'))?.[1]?.split(/\s+/) ?? [];

describe('nginx compresses what the apps send uncompressed', () => {
  it('turns gzip on for the app’s text types, with Vary', () => {
    expect(directive('gzip')).toEqual(['on']);
    expect(directive('gzip_vary')).toEqual(['on']);
    expect(directive('gzip_proxied')).toEqual(['any']);
    expect(directive('gzip_types')).toEqual(
      expect.arrayContaining(['application/javascript', 'application/json', 'text/css']),
    );
  });

  it('leaves event streams alone', () => {
    expect(directive('gzip_types')).not.toContain('text/event-stream');
  });
});
