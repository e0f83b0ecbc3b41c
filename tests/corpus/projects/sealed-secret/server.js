// An SDK 1.x server that seals its state with a helper from lib/ but puts a password imported from lib/config.js in it.
import { DATABASE_HOST, DATABASE_PASSWORD } from './lib/config.js';
import { sealProgress } from './lib/seal.js';

export function migrateStep(args, extra) {
  return {
    resultType: 'input_required',
    inputRequests: { go: { method: 'elicitation/create', params: { message: `Migrate ${args.table}?` } } },
    requestState: sealProgress({ // expect: require-state-binding
      table: args.table,
      host: DATABASE_HOST,
      connection: DATABASE_PASSWORD, // expect: no-secrets-in-state
    }),
  };
}
