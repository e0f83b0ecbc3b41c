import { McpServer, createMcpHandler } from "@modelcontextprotocol/server";
import { stateKeys } from "../lib/state-keys";
import { SealedStateVault, StateRejectedError } from "../lib/sealed-state";
import { registerRotateCredential } from "./tools/rotate-credential";

const vault = new SealedStateVault(stateKeys);

export const mcpHandler = createMcpHandler(() => {
  const server = new McpServer(
    { name: "keyhold", version: "3.1.0" },
    {
      capabilities: { tools: {} },
      requestState: {
        // Runs before any handler sees the state; a throw becomes -32602 for the client.
        verify: async (raw, ctx) => {
          const sub = ctx.http?.authInfo?.extra?.userId;
          if (typeof sub !== "string") throw new StateRejectedError("no principal for requestState");
          return vault.open(raw, sub);
        },
      },
    },
  );
  registerRotateCredential(server, vault);
  return server;
});
