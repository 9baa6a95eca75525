// `npm run dev`: the api (with projector and worker) as a child process, and Vite's dev server with
// hot reload in front of it. The browser talks to Vite only; Vite passes on every path the api serves
// (api, auth, websocket, mailbox, local billing's checkout, health and metrics). Email links, redirects
// and local billing's checkout and portal links point at Vite's address (APP_ORIGIN).
import { spawn } from 'node:child_process';
import path from 'node:path';
import { createServer } from 'vite';
import { webRoot } from './web-build.ts';

const port = Number(process.env.PORT ?? 3000);
const apiPort = Number(process.env.API_PORT ?? port + 1);
const origin = `http://localhost:${port}`;
const apiOrigin = `http://127.0.0.1:${apiPort}`;

const api = spawn(process.execPath, ['--import', 'tsx', path.join(webRoot, '..', 'server', 'index.ts')], {
  stdio: 'inherit',
  env: { ...process.env, PORT: String(apiPort), APP_ORIGIN: process.env.APP_ORIGIN ?? origin },
});

const proxied = ['/api', '/auth', '/dev/mailbox', '/billing/local', '/healthz', '/readyz', '/metrics'];
const vite = await createServer({
  configFile: path.join(webRoot, 'vite.config.ts'),
  server: {
    port,
    strictPort: true,
    proxy: {
      ...Object.fromEntries(proxied.map((prefix) => [prefix, { target: apiOrigin, changeOrigin: false }])),
      '/ws': { target: apiOrigin.replace('http', 'ws'), ws: true },
    },
  },
});
await vite.listen();
console.log(`\n  Larder (dev, hot reload): ${origin}\n`);

const stop = async () => {
  await vite.close();
  api.kill('SIGTERM');
};
process.on('SIGINT', () => void stop());
process.on('SIGTERM', () => void stop());
api.on('exit', (code) => {
  void vite.close().then(() => process.exit(code ?? 0));
});
