/**
 * The reference of `npm run load`: a bare express hello world, nothing else, so a ratio says
 * what our middleware costs on top of express itself on this machine, at this moment.
 */
import express from 'express';

const app = express();
app.get('/', (_req, res) => {
  res.send('Hello World!');
});
app.get('/healthz', (_req, res) => {
  res.json({ status: 'ok' });
});
const server = app.listen(Number(process.env.PORT), process.env.HOST ?? '127.0.0.1');
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => server.close(() => process.exit(0)));
