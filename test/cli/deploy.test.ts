// The deployment files: compose.yaml, the Dockerfile and the systemd unit parse, name only flags
// tna serve has, give a stop more time than the drain, and their health checks work against a
// real server. The image itself is built where a Docker engine runs (skipped elsewhere).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawn, spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import { serveCommand } from '../../src/cli/serve/command.js';
import { startServer } from '../http/server-helpers.js';
import { ROOT } from './serve-process.js';
import { DEFAULT_DRAIN_DELAY_MS, DEFAULT_DRAIN_MS, DEFAULT_TIMEOUTS } from '../../src/http/server-defaults.js';
import { DEFAULT_MAX_WAIT_MS } from '../../src/http/memory-budget.js';
import { DEFAULT_RETRIES, DEFAULT_TIMEOUT_MS } from '../../src/ai/client.js';

const read = (file: string) => readFileSync(path.join(ROOT, file), 'utf8');
const SERVE_FLAGS = new Set(serveCommand().options.map((option) => option.long));
const GLOBAL_FLAGS = new Set(['--store', '--db']);

/** The flags of a `serve …` command line, each one tna serve has; and how long a stop may take: --drain-delay, then --drain-timeout. */
function serveFlags(args: string[]): { drainSeconds: number } {
  assert.equal(args[0], 'serve');
  for (const arg of args.filter((a) => a.startsWith('--'))) assert.ok(SERVE_FLAGS.has(arg) || GLOBAL_FLAGS.has(arg), `tna serve has no ${arg}`);
  const seconds = (flag: string, fallback: number) => (args.includes(flag) ? Number(args[args.indexOf(flag) + 1]) : fallback);
  return { drainSeconds: seconds('--drain-delay', DEFAULT_DRAIN_DELAY_MS / 1000) + seconds('--drain-timeout', DEFAULT_DRAIN_MS / 1000) };
}

/** The Dockerfile's instructions, continuation lines joined, comments dropped. */
function instructions(dockerfile: string): Array<[string, string]> {
  return dockerfile
    .replace(/\\\n/g, ' ')
    .split('\n')
    .filter((line) => line.trim() && !line.trim().startsWith('#'))
    .map((line) => {
      const [, keyword, rest] = /^\s*(\S+)\s+(.*)$/.exec(line)!;
      return [keyword.toUpperCase(), rest.trim()];
    });
}

test('compose.yaml: PostgreSQL and tna serve, which waits for a healthy database and drains before it is killed', () => {
  const compose = parse(read('compose.yaml'));
  assert.deepEqual(Object.keys(compose.services).sort(), ['db', 'tna']);
  const { db, tna } = compose.services;
  assert.match(db.image, /^postgres:\d+/);
  assert.ok(db.healthcheck.test.join(' ').includes('pg_isready'));
  assert.deepEqual(tna.depends_on, { db: { condition: 'service_healthy' } });
  const { drainSeconds } = serveFlags(tna.command);
  assert.ok(Number(String(tna.stop_grace_period).replace(/s$/, '')) > drainSeconds, 'the grace period outlasts the drain');
  assert.match(tna.environment.TNA_STORE_URL, /^postgres:\/\/tna:\$\{TNA_DB_PASSWORD[^}]*\}@db:5432\/tna$/);
  assert.equal(tna.command[tna.command.indexOf('--tokens') + 1], '/run/secrets/tna_tokens');
  assert.deepEqual(tna.secrets, ['tna_tokens']);
  assert.ok(compose.secrets.tna_tokens.file);
  assert.ok(tna.healthcheck.test.join(' ').includes('/readyz'));
});

test('the Dockerfile: dependencies from the package files alone before the source, a final stage with only what runs, a user that is not root, a health check on /healthz', () => {
  const steps = instructions(read('Dockerfile'));
  const stages = steps.filter(([k]) => k === 'FROM');
  const stageOf = (name: string) => steps.findIndex(([k, v]) => k === 'FROM' && v.endsWith(` AS ${name}`));
  const deps = stageOf('deps');
  const build = stageOf('build');
  const production = stageOf('production-deps');
  assert.ok(deps >= 0 && build > deps && production > deps, stages.map(([, v]) => v).join(' | '));
  assert.match(steps[build][1], /^deps AS build$/);
  assert.match(steps[production][1], /^deps AS production-deps$/);
  // The dependency layers: the package files, then the install; nothing else is copied before it.
  const depSteps = steps.slice(deps, steps.findIndex(([k], i) => i > deps && k === 'FROM'));
  const copies = depSteps.filter(([k]) => k === 'COPY').map(([, v]) => v);
  assert.deepEqual(copies, ['package.json package-lock.json ./']);
  const install = depSteps.findIndex(([k, v]) => k === 'RUN' && v.includes('npm ci --ignore-scripts'));
  assert.ok(install > depSteps.findIndex(([k]) => k === 'COPY'), 'npm ci after the package files are copied');
  assert.match(depSteps[install][1], /npm rebuild better-sqlite3 esbuild/);
  assert.ok(!steps.some(([k, v]) => k === 'COPY' && /^\.\s/.test(v)), 'no COPY . .');
  assert.ok(steps.some(([k, v], i) => i > production && k === 'RUN' && v.includes('npm prune --omit=dev')));
  // The build copies the source and builds; the files that run are those the package ships.
  const buildSteps = steps.slice(build, steps.findIndex(([k], i) => i > build && k === 'FROM'));
  assert.ok(buildSteps.some(([k, v]) => k === 'COPY' && v === 'src ./src'));
  const run = buildSteps.find(([k, v]) => k === 'RUN' && v.includes('npm run build'))![1];
  const { files } = JSON.parse(read('package.json')) as { files: string[] };
  for (const file of files.filter((f) => f !== 'dist/man')) assert.ok(run.includes(file), `the image has ${file}, as the package does`);
  // The final stage: the production dependencies and the files that run, nothing from the source.
  const final = steps.slice(steps.lastIndexOf(stages.at(-1)!));
  assert.match(final[0][1], /^\$\{BASE\}$/);
  assert.deepEqual(final.filter(([k]) => k === 'COPY').map(([, v]) => v), ['--from=production-deps /app/node_modules ./node_modules', '--from=build /out ./']);
  assert.ok(!run.includes('dist/src') && !run.includes('dist/test'));
  const user = final.find(([k]) => k === 'USER');
  assert.ok(user && user[1] !== 'root' && user[1] !== '0', 'runs as a user that is not root');
  assert.match(final.find(([k]) => k === 'HEALTHCHECK')![1], /\/healthz/);
  serveFlags(JSON.parse(final.find(([k]) => k === 'CMD')![1]));
  assert.deepEqual(JSON.parse(final.find(([k]) => k === 'ENTRYPOINT')![1]), ['node', 'bin/tna.js']);
});

test('docs/deploy.md: the docker run example gives a stop timeout longer than the image\'s drain, and the Kubernetes example a grace period longer than its own', () => {
  const doc = read('docs/deploy.md');
  const image = serveFlags(JSON.parse(instructions(read('Dockerfile')).find(([k]) => k === 'CMD')![1]));
  const runs = [...doc.matchAll(/^docker run (.*(?:\\\n.*)*)$/gm)].map((m) => m[1].replace(/\\\n/g, ' '));
  const detached = runs.find((line) => /(^|\s)-d\s/.test(line));
  assert.ok(detached, runs.join('\n'));
  const timeout = Number(/--stop-timeout (\d+)/.exec(detached)?.[1]);
  assert.ok(timeout > image.drainSeconds, `--stop-timeout ${timeout} outlasts the drain (${image.drainSeconds} s)`);
  assert.match(read('Dockerfile'), new RegExp(`--stop-timeout ${timeout}\\b`), 'the Dockerfile\'s own example says the same');
  const yamlBlock = [...doc.matchAll(/```yaml\n([\s\S]*?)```/g)].map((m) => m[1]).find((text) => text.includes('kind: Deployment'))!;
  const deployment = parse(yamlBlock);
  const pod = deployment.spec.template.spec;
  const [container] = pod.containers;
  const { drainSeconds } = serveFlags(container.args);
  assert.ok(pod.terminationGracePeriodSeconds > drainSeconds, `terminationGracePeriodSeconds ${pod.terminationGracePeriodSeconds} outlasts the drain (${drainSeconds} s)`);
  assert.equal(container.readinessProbe.httpGet.path, '/readyz');
  assert.equal(container.livenessProbe.httpGet.path, '/healthz');
  // The readiness probe notices a stop (two failures) within the drain delay, as HAProxy's checks do.
  const delay = Number(container.args[container.args.indexOf('--drain-delay') + 1]);
  assert.ok(container.readinessProbe.periodSeconds * container.readinessProbe.failureThreshold < delay);
  assert.ok(pod.securityContext.runAsNonRoot);
});

test('the systemd unit: flags tna serve has, SIGTERM, and a stop timeout longer than the drain', () => {
  const unit = read('deploy/tna.service');
  const value = (key: string) => new RegExp(`^${key}=(.*)$`, 'm').exec(unit)?.[1];
  const exec = value('ExecStart')!.split(/\s+/);
  assert.deepEqual(exec.slice(0, 2), ['/usr/bin/node', '/opt/tna/bin/tna.js']);
  const { drainSeconds } = serveFlags(exec.slice(2));
  assert.equal(value('KillSignal'), 'SIGTERM');
  assert.ok(Number(value('TimeoutStopSec')) > drainSeconds);
  assert.ok(value('User') && value('User') !== 'root');
});

/** A duration of HAProxy's configuration (`500ms`, `2s`, `3m`), in milliseconds. */
function haproxyMs(value: string): number {
  const [, n, unit] = /^(\d+)(ms|s|m)?$/.exec(value)!;
  return Number(n) * ({ ms: 1, s: 1000, m: 60_000 }[unit ?? 'ms'] ?? 1);
}

test('deploy/haproxy.cfg fits tna serve: readiness checks that notice a stop within the drain delay, timeouts beside the server\'s, retries of failed connections only', () => {
  const config = read('deploy/haproxy.cfg');
  const setting = (pattern: RegExp) => pattern.exec(config)?.[1];
  const timeout = (name: string) => haproxyMs(setting(new RegExp(`^\\s*timeout ${name} (\\S+)`, 'm'))!);
  assert.match(config, /^\s*http-check send meth GET uri \/readyz$/m);
  const checks = setting(/^\s*default-server (.*)$/m)!;
  const value = (key: string) => new RegExp(`\\b${key} (\\S+)`).exec(checks)![1];
  assert.match(checks, /^check\b/);
  // The last good check just before the signal, then `fall` failed ones: the first after `inter`, the rest `fastinter` apart.
  const noticed = haproxyMs(value('inter')) + (Number(value('fall')) - 1) * haproxyMs(value('fastinter'));
  assert.ok(noticed < DEFAULT_DRAIN_DELAY_MS, `a stop is noticed within ${noticed} ms, before the listener closes (${DEFAULT_DRAIN_DELAY_MS} ms)`);
  assert.equal(timeout('http-request'), DEFAULT_TIMEOUTS.headersMs);
  assert.equal(timeout('client'), DEFAULT_TIMEOUTS.requestMs);
  const modelTries = (DEFAULT_RETRIES + 1) * DEFAULT_TIMEOUT_MS;
  assert.ok(timeout('server') > DEFAULT_MAX_WAIT_MS + modelTries, 'longer than a wait for memory and every try at a language model');
  assert.ok(timeout('server') > DEFAULT_DRAIN_MS, 'a stopping instance answers or cuts off its requests before HAProxy gives up');
  assert.deepEqual(config.match(/^\s*retry-on .*$/gm)!.map((line) => line.trim()), ['retry-on conn-failure'], 'a request that reached an instance is never sent again');
  assert.match(config, /^\s*option redispatch 1$/m);
  assert.doesNotMatch(config, /^\s*http-reuse (always|aggressive)/m);
});

test('the health checks of the Dockerfile and compose.yaml, run as written against a real server: 0 when it answers, 1 when it does not', async () => {
  const healthCheck = JSON.parse(instructions(read('Dockerfile')).find(([k]) => k === 'HEALTHCHECK')![1].replace(/^.*?CMD\s+/, '')) as string[];
  const readiness = parse(read('compose.yaml')).services.tna.healthcheck.test.slice(1) as string[];
  const server = await startServer();
  const port = new URL(server.url).port;
  // Asynchronously: the server answers from this process.
  const run = (argv: string[], to: string) =>
    new Promise<number | null>((resolve) => spawn(process.execPath, [argv[1], argv[2].replace('127.0.0.1:8080', to)], { stdio: 'ignore' }).on('close', resolve));
  try {
    for (const argv of [healthCheck, readiness]) {
      assert.equal(argv[0], 'node');
      assert.equal(await run(argv, `127.0.0.1:${port}`), 0, argv.join(' '));
    }
  } finally {
    await server.close();
  }
  for (const argv of [healthCheck, readiness]) assert.equal(await run(argv, `127.0.0.1:${port}`), 1, 'nothing listening');
});

const docker = spawnSync('docker', ['info'], { encoding: 'utf8' });
test('the image builds and its health check passes', { skip: docker.status === 0 ? undefined : 'no Docker engine here (docker info failed)', timeout: 1_800_000 }, () => {
  const built = spawnSync('docker', ['build', '-t', 'tna-ci-test', ROOT], { encoding: 'utf8' });
  assert.equal(built.status, 0, built.stderr);
  const version = spawnSync('docker', ['run', '--rm', 'tna-ci-test', '--version'], { encoding: 'utf8' });
  assert.equal(version.status, 0, version.stderr);
  assert.match(version.stdout, /^\d+\.\d+\.\d+/);
});
