import { createVerifier } from './auth.js';
import { startHttp } from './http.js';
import { createFileStore } from './notebooks.js';
import { loadStateKey, loadSyncSecret } from './secrets.js';
import { createNotebookServer } from './server.js';
import { createNotebookCodec } from './state.js';

const issuer = process.env.OIDC_ISSUER;
const audience = process.env.NOTEBOOK_AUDIENCE;
if (!issuer || !audience) throw new Error('OIDC_ISSUER and NOTEBOOK_AUDIENCE must be set');

const codec = createNotebookCodec(loadStateKey());
const store = createFileStore(process.env.DATA_DIR ?? './data');

startHttp({
  port: Number(process.env.PORT ?? 4000),
  verifier: createVerifier({ issuer, audience }),
  makeServer: () => createNotebookServer({ codec, store }),
  syncSecret: loadSyncSecret(),
  onSync: async (event) => {
    console.log('sync event', event.kind, event.notebookId);
  },
});
