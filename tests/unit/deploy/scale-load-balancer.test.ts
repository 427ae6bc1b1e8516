// docker-compose.scale.yml: the browser's /sync WebSocket goes through the apps' sync proxy
// (session, Origin, Zero's inspector refused, closed at sign-out: docs/security.md), never
// straight to a shard's zero-cache, which the apps reach over the compose network. Read from the nginx template and the compose file as written;
// .ci/run also has nginx check the rendered template (nginx -t).
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

type Directive = { name: string; args: string[]; block?: Directive[] };

/** nginx's configuration syntax: directives end in ';' or open a '{ ... }' block. */
function parseNginx(text: string): Directive[] {
  const tokens =
    text
      .replace(/#[^\n]*/g, '')
      .match(/'[^']*'|"[^"]*"|[{};]|[^\s{};]+/g)
      ?.map((token) => token.replace(/^(['"])(.*)\1$/, '$2')) ?? [];
  let at = 0;
  const block = (): Directive[] => {
    const directives: Directive[] = [];
    while (at < tokens.length && tokens[at] !== '}') {
      const words: string[] = [];
      while (at < tokens.length && !['{', ';', '}'].includes(tokens[at]!))
        words.push(tokens[at++]!);
      const [name = '', ...args] = words;
      if (tokens[at] === '{') {
        at++;
        directives.push({ name, args, block: block() });
        at++; // '}'
      } else {
        at++; // ';'
        directives.push({ name, args });
      }
    }
    return directives;
  };
  return block();
}

const template = parseNginx(readFileSync('deploy/nginx/default.conf.template', 'utf8'));
const compose = readFileSync('docker-compose.scale.yml', 'utf8');

const servers = template
  .filter((d) => d.name === 'server')
  .map((server) => ({
    listens: server.block!.filter((d) => d.name === 'listen').map((d) => d.args[0]!),
    locations: server
      .block!.filter((d) => d.name === 'location')
      .map((location) => ({
        path: location.args.at(-1)!,
        proxyPass: location.block!.find((d) => d.name === 'proxy_pass')?.args[0],
      })),
  }));

/** The lines under one key of the compose file (e.g. '  lb:'), up to the next key as shallow. */
function section(header: string): string[] {
  const lines = compose.split('\n');
  const start = lines.indexOf(header);
  expect(start).toBeGreaterThanOrEqual(0);
  const deeper = ' '.repeat(header.length - header.trimStart().length + 1);
  const end = lines.findIndex(
    (line, i) => i > start && line.trim() !== '' && !line.startsWith(deeper),
  );
  return lines.slice(start + 1, end === -1 ? undefined : end);
}

function publishedPorts(): string[] {
  const lines = section('  lb:');
  const from = lines.findIndex((line) => line.trim() === 'ports:');
  const ports: string[] = [];
  for (const line of lines.slice(from + 1)) {
    // '- <published>:<container>' with or without quotes and ${VAR:-default}
    const item = /^\s+- '?(?:\$\{\w+:-\d+\}|\d+):(\d+)'?$/.exec(line);
    if (!item) break;
    ports.push(item[1]!);
  }
  return ports;
}

describe('the scale-out load balancer', () => {
  it('publishes port 80 only', () => {
    expect(publishedPorts()).toEqual(['80']);
  });

  it('sends every path of the published port, /sync too, to the apps', () => {
    const published = servers.filter((server) => server.listens.includes('80'));
    expect(published).toHaveLength(1);
    const locations = published[0]!.locations;
    expect(locations.map((l) => l.path)).toContain('/sync/');
    expect(locations.filter((l) => l.proxyPass !== 'http://app')).toEqual([]);
  });

  it('has the apps reach every shard’s zero-cache, in shard order, and publishes none', () => {
    expect(servers.map((server) => server.listens)).toEqual([['80']]);
    const shards = [...compose.matchAll(/^ {2}zero-shard-(\d+):$/gm)].map((m) => Number(m[1]));
    expect(shards).toEqual(shards.map((_, i) => i));
    for (const shard of shards) {
      const lines = section(`  zero-shard-${shard}:`).join('\n');
      expect(lines).toMatch(new RegExp(`ZERO_SHARD_NUM: '${shard}'`));
      expect(lines).toMatch(
        new RegExp(
          `ZERO_APP_PUBLICATIONS: ${shard === 0 ? 'zero_data$' : `zero_data_${shard}$`}`,
          'm',
        ),
      );
      expect(lines).not.toMatch(/ports:/);
    }
    const urls = /^\s+ZERO_CACHE_URLS: (\S+)$/m.exec(section('x-app: &app').join('\n'))?.[1];
    expect(urls?.split(',')).toEqual(shards.map((s) => `http://zero-shard-${s}:4848`));
  });
});
