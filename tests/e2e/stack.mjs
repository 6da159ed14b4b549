/**
 * A fresh, throw-away site stack for one end-to-end test file: a temporary SQLite
 * database filled with the demo site, the API and the SSR server on free ports.
 * `stop()` kills both process groups and removes the temporary directory; a process
 * exit or an interrupt does the same, so a failing run leaves nothing behind.
 * Server output goes to test-results/e2e/<name>/{load-demo,api,ssr}.log.
 */
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { appendFileSync, cpSync, createWriteStream, existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync } from 'node:fs';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort, freePorts, onFreePorts, PortTaken, saysPortTaken } from '../../scripts/ports.mjs';

export const ROOT = fileURLToPath(new URL('../../', import.meta.url));
export const RESULTS = join(ROOT, 'test-results', 'e2e');

const STARTUP_TIMEOUT_MS = 60_000;
const STOP_GRACE_MS = 3_000;

/** Process groups still alive and temporary folders still present; both go on exit. */
const running = new Set();
const folders = new Set();

function cleanUpNow() {
  for (const child of running) killGroup(child, 'SIGKILL');
  for (const folder of folders) rmSync(folder, { recursive: true, force: true });
}

process.on('exit', cleanUpNow);
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.once(signal, () => {
    cleanUpNow();
    process.exit(128 + (signal === 'SIGINT' ? 2 : signal === 'SIGTERM' ? 15 : 1));
  });
}

function killGroup(child, signal) {
  try {
    process.kill(-child.pid, signal);
  } catch {
    // The group is already gone.
  }
}

export { freePort };

function tail(file, lines = 40) {
  if (!existsSync(file)) return '';
  return readFileSync(file, 'utf8').split('\n').slice(-lines).join('\n');
}

/** Starts `command` in its own process group, output appended to `logFile`. */
function launch(command, args, env, logFile) {
  const log = createWriteStream(logFile, { flags: 'a' });
  const child = spawn(command, args, { cwd: ROOT, env, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
  child.stdout.pipe(log);
  child.stderr.pipe(log);
  child.exited = new Promise((resolve) => {
    child.once('exit', (code, signal) => {
      running.delete(child);
      resolve({ code, signal });
    });
    // A command that cannot start (`uv` not on PATH) emits no 'exit': end here, not hang.
    child.once('error', (error) => {
      log.write(`\n[spawn error] ${error.message}\n`);
      if (child.pid === undefined) {
        running.delete(child);
        resolve({ code: null, signal: error.code });
      }
    });
  });
  running.add(child);
  return child;
}

async function runToEnd(label, command, args, env, logFile) {
  const child = launch(command, args, env, logFile);
  const { code, signal } = await child.exited;
  if (code !== 0) {
    throw new Error(`${label} failed (exit ${code ?? signal}); last output:\n${tail(logFile)}`);
  }
}

/** Resolves once `url` answers with any HTTP status; fails fast when `child` dies. */
async function waitForHttp(label, url, child, logFile, method = 'GET') {
  const deadline = Date.now() + STARTUP_TIMEOUT_MS;
  let died = null;
  child.exited.then((result) => {
    died = result;
  });
  while (Date.now() < deadline) {
    if (died) {
      throw new Error(`${label} exited (${died.code ?? died.signal}) before answering; last output:\n${tail(logFile)}`);
    }
    try {
      const response = await fetch(url, { method, signal: AbortSignal.timeout(5_000), redirect: 'manual' });
      await response.arrayBuffer();
      return;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 150));
    }
  }
  throw new Error(`${label} did not answer ${url} within ${STARTUP_TIMEOUT_MS} ms; last output:\n${tail(logFile)}`);
}

/**
 * varnishd in the foreground in front of the SSR server, with the site VCL rendered by
 * infra/varnish/render-vcl.sh and the runtime parameters of varnishd.params (as
 * tests/infra/infra_servers.py starts it). Its port is picked right before it starts,
 * and picked again when another process took it meanwhile (two test files run at
 * once). Answers `{ child, url }`; it answers before the SSR server does (503).
 */
async function startVarnish(dir, logs, backendPort) {
  const vclEnv = Object.fromEntries(Object.entries(process.env).filter(([key]) => !key.startsWith('VARNISH_')));
  const vclLog = join(logs, 'render-vcl.log');
  const vcl = join(dir, 'site.vcl');
  const rendered = launch('sh', ['-c', `sh infra/varnish/render-vcl.sh infra/varnish/default.vcl > '${vcl}'`], { ...vclEnv, VARNISH_BACKEND_HOST: '127.0.0.1', VARNISH_BACKEND_PORT: String(backendPort) }, vclLog);
  const done = await rendered.exited;
  if (done.code !== 0) throw new Error(`render-vcl failed:\n${tail(vclLog)}`);
  const params = readFileSync(join(ROOT, 'infra', 'varnish', 'varnishd.params'), 'utf8')
    .split('\n')
    .map((line) => line.split('#')[0].trim())
    .filter(Boolean)
    .flatMap((setting) => ['-p', setting]);
  const logFile = join(logs, 'varnish.log');
  let attempt = 0;
  return onFreePorts(async () => {
    attempt += 1;
    const port = await freePort();
    const args = ['-F', '-j', 'none', '-n', join(dir, `varnish-${attempt}`), '-a', `127.0.0.1:${port}`, '-T', 'none', '-f', vcl, '-s', 'malloc,64m', ...params];
    const child = launch('varnishd', args, process.env, logFile);
    const url = `http://127.0.0.1:${port}`;
    try {
      // PURGE without keys is answered by Varnish itself (400): waiting caches nothing.
      await waitForHttp('Varnish', `${url}/`, child, logFile, 'PURGE');
      return { child, url };
    } catch (error) {
      await stopChild(child);
      throw saysPortTaken(tail(logFile, 200)) ? new PortTaken(error.message) : error;
    }
  });
}

async function stopChild(child) {
  if (!running.has(child)) return;
  killGroup(child, 'SIGTERM');
  const timer = setTimeout(() => killGroup(child, 'SIGKILL'), STOP_GRACE_MS);
  await child.exited;
  clearTimeout(timer);
  // Grandchildren (uv -> python, reloaders) share the group; make sure none linger.
  killGroup(child, 'SIGKILL');
}

// What `python -m api load-demo` reads: the API's code and demo documents, the schema,
// the demo's images and the locked dependencies.
const DEMO_SOURCES = ['api', 'shared-schema', join('ssr', 'public', 'media'), 'uv.lock', 'pyproject.toml'];
const TEMPLATES = join(RESULTS, '.demo');

function filesUnder(path) {
  if (!existsSync(path)) return [];
  if (!statSync(path).isDirectory()) return [path];
  return readdirSync(path, { withFileTypes: true })
    .filter((entry) => entry.name !== '__pycache__' && entry.name !== 'node_modules')
    .sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0))
    .flatMap((entry) => filesUnder(join(path, entry.name)));
}

let demoKey = null;
/** A hash of every file load-demo reads: a change to any of them makes a new template. */
function demoSourceKey() {
  if (demoKey) return demoKey;
  const hash = createHash('sha256');
  for (const file of DEMO_SOURCES.flatMap((source) => filesUnder(join(ROOT, source)))) {
    hash.update(relative(ROOT, file)).update('\0').update(readFileSync(file)).update('\0');
  }
  demoKey = hash.digest('hex').slice(0, 16);
  return demoKey;
}

/** The environment of a stack whose database, media, uploads and mail live in `dir`. */
function stackEnv(dir) {
  return {
    ...process.env,
    DATABASE_URL: `sqlite:///${join(dir, 'site.sqlite3')}`,
    MEDIA_ROOT: join(dir, 'media'),
    FILES_ROOT: join(dir, 'files'),
    PURGE_URLS: '',
    PYTHONUNBUFFERED: '1',
    MAIL_DIR: join(dir, 'mail'),
    VIES_URL: 'http://127.0.0.1:9',
    // Stacks run side by side: none takes the metrics port (a test asking for it sets one).
    METRICS_PORT: '0',
  };
}

/**
 * The demo, loaded once for every stack of the same sources: `load-demo` runs into a
 * folder of its own (the database and the media variants it makes, about 10 s of CPU,
 * most of it encoding image variants), which is then renamed into place; each stack
 * copies it. Two test files starting at once may both load it; the first rename wins.
 * It is loaded with a stack's own environment, never a test's extra settings, so what
 * it holds depends on the sources alone. Answers the template folder.
 */
async function demoTemplate(logFile) {
  const key = demoSourceKey();
  const ready = join(TEMPLATES, key);
  if (existsSync(ready)) return ready;
  mkdirSync(TEMPLATES, { recursive: true });
  const building = await mkdtemp(join(TEMPLATES, `${key}.building-`));
  folders.add(building);
  try {
    await runToEnd('load-demo', 'uv', ['run', 'python', '-m', 'api', 'load-demo'], stackEnv(building), logFile);
    try {
      renameSync(building, ready);
    } catch (error) {
      if (!existsSync(ready)) throw error; // another stack's rename came first: use that one
    }
  } finally {
    rmSync(building, { recursive: true, force: true });
    folders.delete(building);
  }
  // Templates of earlier sources are of no further use.
  for (const name of readdirSync(TEMPLATES)) {
    if (!name.startsWith(key)) rmSync(join(TEMPLATES, name), { recursive: true, force: true });
  }
  return ready;
}

/** The demo in `dir` as load-demo leaves it, from the template. */
async function loadDemo(dir, logFile) {
  const template = await demoTemplate(logFile);
  cpSync(template, dir, { recursive: true });
  appendFileSync(logFile, `demo copied from ${relative(ROOT, template)}\n`);
}

/**
 * Starts a fresh stack. `name` labels the log folder (use the test file's name).
 * `options.sites`: extra site documents imported after the demo, each
 * `{ file, host }` (`file` relative to the repository root, e.g.
 * 'tests/e2e/fixtures/content.json'; `host` its live domain, e.g. 'content.localhost').
 * `options.env`: extra environment variables for the API.
 * `options.varnish`: put Varnish (the site VCL of infra/varnish, as production renders
 * it) in front of the SSR server; `url` is then Varnish's, `ssrUrl` the SSR server's,
 * and the API purges that Varnish after every write.
 * Mail is written as .eml files under `<dir>/mail`, uploads under `<dir>/files`; the VAT check service is a closed
 * local port, so business VAT numbers that pass the offline check come out
 * 'unavailable' at once, as they do offline.
 * Returns { url, apiUrl, dir, databaseUrl, env, logs, mails, stop, stopSsr }; `mails()`
 * reads the .eml files sent so far, `stopSsr()` stops the SSR server only.
 */
/** The texts of the .eml files in a mail folder (none yet: an empty list). */
function sentMails(folder) {
  if (!existsSync(folder)) return [];
  return readdirSync(folder)
    .filter((name) => name.endsWith('.eml'))
    .map((name) => readFileSync(join(folder, name), 'utf8'));
}

/**
 * The SSR server, Varnish (when asked) and the API of a stack on newly picked ports, each
 * child pushed onto `started` as it starts; answers once the API and the SSR answer.
 */
async function startServers(env, logs, dir, varnish, started) {
  const [apiPort, ssrPort] = await freePorts(2);
  const apiUrl = `http://127.0.0.1:${apiPort}`;
  const ssrUrl = `http://127.0.0.1:${ssrPort}`;
  // One process (no cluster) unless the caller asks for more: a test's few requests need
  // no second worker, and a busy test machine starts one faster (ssr/tests covers the cluster).
  const ssrEnv = {
    SSR_WORKERS: '1',
    ...env,
    NODE_ENV: 'production',
    PORT: String(ssrPort),
    HOST: '127.0.0.1',
    API_URL: apiUrl,
  };
  const ssrLog = join(logs, 'ssr.log');
  const ssr = launch(process.execPath, [join('ssr', 'server', 'index.js')], ssrEnv, ssrLog);
  started.push(ssr);
  // Varnish before the API, which purges it.
  let varnishUrl = null;
  if (varnish) {
    const cache = await startVarnish(dir, logs, ssrPort);
    started.push(cache.child);
    varnishUrl = cache.url;
    env.PURGE_URLS = varnishUrl;
  }

  const apiLog = join(logs, 'api.log');
  const api = launch('uv', ['run', 'python', '-m', 'api', 'serve', '--host', '127.0.0.1', '--port', String(apiPort)], env, apiLog);
  started.push(api);

  await waitForHttp('API', `${apiUrl}/api/services/websites/v1/page-bundle?path=/`, api, apiLog);
  // Only now: the first page the SSR server renders must come from a ready API.
  await waitForHttp('SSR server', `${ssrUrl}/`, ssr, ssrLog);
  // A server that lost its port may have exited while another process's server there
  // answered for it.
  for (const [label, child, log] of [['API', api, apiLog], ['SSR server', ssr, ssrLog]]) {
    if (!running.has(child)) throw new Error(`${label} exited after the start; last output:\n${tail(log)}`);
  }
  return { apiUrl, ssrUrl, ssr, varnishUrl };
}

export async function startStack(name, { sites = [], env: extraEnv = {}, varnish = false } = {}) {
  if (!existsSync(join(ROOT, 'ssr', 'dist'))) {
    throw new Error('ssr/dist is missing: run `npm run build -w ssr` first');
  }
  const logs = join(RESULTS, name);
  rmSync(logs, { recursive: true, force: true });
  mkdirSync(logs, { recursive: true });

  const dir = await mkdtemp(join(tmpdir(), `e2e-${name}-`));
  folders.add(dir);
  const env = { ...stackEnv(dir), ...extraEnv };
  const { DATABASE_URL: databaseUrl } = env;
  const children = [];
  const stop = async () => {
    await Promise.all(children.map(stopChild));
    rmSync(dir, { recursive: true, force: true });
    folders.delete(dir);
  };

  try {
    await loadDemo(dir, join(logs, 'load-demo.log'));
    for (const site of sites) {
      const args = ['run', 'python', '-m', 'api', 'import-site', site.file, '--host', site.host];
      await runToEnd(`import-site ${site.host}`, 'uv', args, env, join(logs, 'import-site.log'));
    }

    // Ports are picked only now, right before the servers bind them: with two test files
    // at once, a port picked long before could be taken meanwhile by the other's servers
    // or connections. Even so another process may take one in the moment between: such a
    // start is made again on new ports (a few times).
    const { apiUrl, ssrUrl, ssr, varnishUrl } = await onFreePorts(async () => {
      const started = [];
      try {
        const servers = await startServers(env, logs, dir, varnish, started);
        children.push(...started);
        return servers;
      } catch (error) {
        await Promise.all(started.map(stopChild));
        const taken = ['api.log', 'ssr.log'].some((log) => saysPortTaken(tail(join(logs, log), 200)));
        throw taken ? new PortTaken(error.message) : error;
      }
    });
    const url = varnishUrl ?? ssrUrl;
    // Stops the SSR server alone (Varnish and the API keep running): what a cache does
    // while its origin is down (tests/e2e/cache-policy.test.mjs).
    const stopSsr = () => stopChild(ssr);
    return { url, ssrUrl, apiUrl, dir, databaseUrl, env, logs, mails: () => sentMails(join(dir, 'mail')), stop, stopSsr };
  } catch (error) {
    await stop();
    throw error;
  }
}
