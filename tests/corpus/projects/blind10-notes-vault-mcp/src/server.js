import Koa from 'koa';
import Router from '@koa/router';
import bodyParser from 'koa-bodyparser';
import { bearerAuth } from './auth/bearer.js';
import { loadConfig } from './config.js';
import { SealedBox } from './crypto/sealed-box.js';
import { NotesClient } from './lib/notes-client.js';
import { McpDispatcher } from './rpc/dispatcher.js';
import { DraftStore } from './store/draft-store.js';
import { createExportNotebookTool } from './tools/export-notebook.js';
import { createPurgeNotebookTool } from './tools/purge-notebook.js';
import { driveWebhookHandler } from './webhooks/drive-webhook.js';

export function createApp(config = loadConfig()) {
  const notes = new NotesClient(config.notesApiUrl);
  const box = new SealedBox({ key: config.stateKey, ttlMs: config.stateTtlMs });
  const drafts = new DraftStore({ ttlMs: config.draftTtlMs });

  const mcp = new McpDispatcher({ name: 'notes-vault-mcp', version: '1.2.0' })
    .use(createExportNotebookTool({ box, notes }))
    .use(createPurgeNotebookTool({ box, drafts, notes }));

  const router = new Router();

  router.post('/mcp', bearerAuth(notes), async (ctx) => {
    const message = ctx.request.body;
    if (message?.jsonrpc !== '2.0' || typeof message.method !== 'string') {
      ctx.status = 400;
      ctx.body = { jsonrpc: '2.0', id: null, error: { code: -32600, message: 'Invalid Request' } };
      return;
    }
    if (message.id === undefined) {
      ctx.status = 202;
      return;
    }
    ctx.body = await mcp.handle(message, ctx);
  });

  router.post(
    '/webhooks/drive',
    driveWebhookHandler({
      secret: config.webhookSecret,
      onChange: async (event) => console.info('drive change', event.fileId),
    }),
  );

  const app = new Koa();
  app.proxy = true;
  app.use(bodyParser({ enableTypes: ['json'], jsonLimit: '1mb' }));
  app.use(router.routes()).use(router.allowedMethods());
  return app;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const config = loadConfig();
  createApp(config).listen(config.port, '127.0.0.1', () => {
    console.info(`notes-vault-mcp listening on :${config.port}`);
  });
}
