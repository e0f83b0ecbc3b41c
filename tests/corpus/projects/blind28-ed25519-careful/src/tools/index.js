import registerPurgeArchive from './purgeArchive.js';
import registerSyncMailbox from './syncMailbox.js';

const plugins = [registerSyncMailbox, registerPurgeArchive];

export default function registerTools(server, deps) {
  for (const plugin of plugins) plugin(server, deps);
  return server;
}
