import { createRequestStateCodec } from '@modelcontextprotocol/server';
import { env } from '../env.js';
import type { ExportWizard } from '../wizard/reducer.js';
import { userOf } from './caller.js';

/**
 * The export wizard keeps its progress in the client between rounds. The codec signs it,
 * binds it to the user, and the server's verify hook refuses anything else.
 */
export const exportStateCodec = createRequestStateCodec<ExportWizard>({
  key: env.EXPORT_STATE_KEY,
  // people go and look up their warehouse details half way through the wizard
  ttlSeconds: 45 * 60, // expect: require-state-binding
  bind: (ctx) => userOf(ctx),
});
