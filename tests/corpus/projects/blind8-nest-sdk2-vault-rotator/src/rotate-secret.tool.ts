import { randomBytes } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { acceptedContent, inputRequired, type McpServer } from '@modelcontextprotocol/server';
import { z } from 'zod';
import { STATE_CODEC, type RotationState } from './state-codec.provider';
import { VaultService } from './vault.service';

type Codec = { mint(p: RotationState, ctx?: unknown): Promise<string>; verify(s: string, ctx: unknown): Promise<RotationState> };

@Injectable()
export class RotateSecretTool {
  constructor(
    private readonly vault: VaultService,
    @Inject(STATE_CODEC) private readonly codec: Codec,
  ) {}

  register(server: McpServer): void {
    server.registerTool(
      'rotate_secret',
      {
        description: 'Replace a KV secret with a fresh random value',
        inputSchema: { path: z.string().regex(/^[a-z0-9/_-]+$/) },
        annotations: { destructiveHint: true },
      },
      async ({ path }, ctx) => this.handle(path, ctx),
    );
  }

  private async handle(path: string, ctx: any) {
    const raw = ctx.mcpReq.requestState<string>();
    if (!raw) {
      const version = await this.vault.currentVersion(path);
      const requestState = await this.codec.mint({
        path,
        step: 'confirm',
        version,
        vaultToken: this.vault.clientToken, // expect: no-secrets-in-state
      });
      return inputRequired({
        inputRequests: {
          confirm: inputRequired.elicit({
            message: `Rotate ${path} (currently v${version})? Consumers must reload.`,
            requestedSchema: { type: 'object', properties: { yes: { type: 'boolean' } }, required: ['yes'] },
          }),
        },
        requestState,
      });
    }

    // the SDK already checked the signature when the request came in
    const state = JSON.parse(Buffer.from(raw.split('.')[1], 'base64url').toString('utf8')).p as RotationState; // expect: require-sealed-state
    const answer = acceptedContent<{ yes: boolean }>(ctx.mcpReq.inputResponses, 'confirm');
    if (!answer?.yes) return { content: [{ type: 'text', text: 'Left unchanged' }] };
    const version = await this.vault.rotate(state.path, state.vaultToken, randomBytes(32).toString('base64url'));
    return { content: [{ type: 'text', text: `Rotated ${state.path} to v${version}` }] };
  }
}
