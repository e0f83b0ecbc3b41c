// Builds every leave tool and registers it on the given McpServer.
import { requestLeave } from './requestLeave.js';
import { cancelLeave } from './cancelLeave.js';

export const registerTools = (server, deps) =>
  [requestLeave, cancelLeave].map((make) => make(deps)).reduce((srv, [name, def, handler]) => (srv.registerTool(name, def, handler), srv), server);
