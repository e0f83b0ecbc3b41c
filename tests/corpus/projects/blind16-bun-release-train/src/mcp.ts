import { Layer, ManagedRuntime } from "effect";
import { McpServer, createMcpHandler } from "@modelcontextprotocol/server";
import { AppConfigLive } from "./config";
import { StateCodecLive } from "./state/StateCodec";
import { DeployVaultLive } from "./services/DeployVault";
import { registerRollback } from "./tools/rollback";
import { registerPromote } from "./tools/promote";

const MainLayer = Layer.mergeAll(StateCodecLive, DeployVaultLive).pipe(Layer.provideMerge(AppConfigLive));

export const runtime = ManagedRuntime.make(MainLayer);
export type AppRuntime = typeof runtime;

export const mcpHandler = createMcpHandler(() => {
  const server = new McpServer({ name: "release-train", version: "1.4.0" }, { capabilities: { tools: {} } });
  registerRollback(server, runtime);
  registerPromote(server, runtime);
  return server;
});
