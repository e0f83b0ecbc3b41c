import express from 'express';
import mongoose from 'mongoose';
import config from './config.js';
import { createStateCodec } from './mcp/stateCodec.js';
import { makeServerFactory } from './mcp/createServer.js';
import { createDrainQueue, startDrainWorker } from './queue/drainQueue.js';
import { mcpRouter } from './routes/mcp.js';

const connection = { url: config.redisUrl };

async function main() {
  await mongoose.connect(config.mongoUrl, { serverSelectionTimeoutMS: 5_000 });

  const codec = createStateCodec();
  const drainQueue = createDrainQueue(connection);
  const worker = startDrainWorker(connection, { concurrency: config.drain.concurrency });

  const app = express();
  app.disable('x-powered-by');
  app.use(express.json({ limit: '256kb' }));
  app.get('/healthz', (req, res) => res.json({ ok: mongoose.connection.readyState === 1 }));
  app.use(mcpRouter(makeServerFactory({ codec, drainQueue, defaultGraceSeconds: config.drain.defaultGraceSeconds })));

  app.use((err, req, res, next) => {
    console.error(err);
    res.status(500).json({ error: 'internal' });
  });

  const server = app.listen(config.port, () => console.log(`fleet-drain MCP on :${config.port}`));

  const shutdown = async () => {
    server.close();
    await worker.close();
    await drainQueue.close();
    await mongoose.disconnect();
  };
  process.once('SIGTERM', shutdown);
  process.once('SIGINT', shutdown);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
