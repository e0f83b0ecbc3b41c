// Plugin loader: imports the enabled plugins and lets each register tools on a server through a small API.
import { pipeline, makeContext } from '../pipeline.js';

const ENABLED = (process.env.RELEASE_PLUGINS ?? 'releases,deploys').split(',').map((s) => s.trim()).filter(Boolean);

export async function loadPlugins() {
  const plugins = [];
  for (const name of ENABLED) {
    if (!/^[a-z]+$/.test(name)) throw new Error(`invalid plugin name ${name}`);
    const mod = await import(`./${name}.js`);
    plugins.push(mod.default);
  }
  return plugins;
}

export function install(server, plugins) {
  for (const plugin of plugins) {
    plugin.register({
      tool(name, spec, handler) {
        server.registerTool(
          name,
          { title: spec.title, description: spec.description, inputSchema: spec.inputSchema, annotations: spec.annotations },
          async (args, extra) => {
            const ctx = makeContext(name, spec, args, extra);
            return pipeline.run(ctx, handler);
          },
        );
      },
    });
  }
}
