// Package tools: port of internal/tools/rollback.go.
import { acceptedContent, inputRequired, type McpServer } from '@modelcontextprotocol/server';
import * as z from 'zod/v4';
import { PrincipalFrom } from '../auth/auth.js';
import type { Client } from '../deployapi/client.js';
import type { Codec } from '../statecodec/codec.js';
import { ArgsDigest } from '../statecodec/digest.js';
import { Text, ToolError, confirmSchema } from './results.js';

export const RollbackToolName = 'rollback_release';

interface rollbackState {
  Service: string;
  Revision: string;
  FromRevision: string;
}

const rollbackInput = z.object({
  service: z.string().regex(/^[a-z][a-z0-9-]{1,62}$/),
  revision: z.string().regex(/^r[0-9]+$/),
});

export function RegisterRollback(s: McpServer, codec: Codec, api: Client): void {
  s.registerTool(
    RollbackToolName,
    {
      title: 'Roll back a service',
      description: 'Roll a service back to an earlier release. Asks the operator to confirm.',
      inputSchema: rollbackInput,
      annotations: { destructiveHint: true, idempotentHint: true, openWorldHint: false },
    },
    async (args, ctx) => {
      const [authErr, userID] = PrincipalFrom(ctx);
      if (authErr !== null) return ToolError(authErr.message);

      // The binding is recomputed from this very request on every round; a
      // token sealed for another operator, tool or argument set fails to open.
      const binding = { UserID: userID, Tool: RollbackToolName, ArgsDigest: ArgsDigest(args) };
      const raw = ctx.mcpReq.requestState<string>();

      if (raw === undefined) {
        const [curErr, current] = await api.CurrentRevision(args.service);
        if (curErr !== null) return ToolError(curErr.message);
        if (current === args.revision) return Text(`${args.service} already runs ${current}.`);

        const [sealErr, token] = codec.Seal<rollbackState>(
          { Service: args.service, Revision: args.revision, FromRevision: current },
          binding,
        );
        if (sealErr !== null) return ToolError(sealErr.message);

        return inputRequired({
          inputRequests: {
            confirm: inputRequired.elicit({
              message: `Roll ${args.service} back from ${current} to ${args.revision}?`,
              requestedSchema: confirmSchema,
            }),
          },
          requestState: token,
        });
      }

      const [openErr, st] = codec.Open<rollbackState>(raw, binding);
      if (openErr !== null || st === null) {
        return ToolError('This confirmation is invalid or has expired; run the rollback again.');
      }

      const answer = acceptedContent<{ confirm: boolean }>(ctx.mcpReq.inputResponses, 'confirm');
      if (answer?.confirm !== true) return Text(`Rollback of ${st.Service} cancelled.`);

      const [rbErr, rel] = await api.Rollback(st.Service, st.Revision, userID);
      if (rbErr !== null || rel === null) return ToolError(rbErr?.message ?? 'rollback failed');
      return Text(`${rel.service} now runs ${rel.revision} (was ${st.FromRevision}), rolled back by ${userID}.`);
    },
  );
}
