import { inputRequired, acceptedContent } from '@modelcontextprotocol/server';
import { z } from 'zod';
import { StateError, type StateKit } from '@fleet-ops/state-kit';
import { tool } from '../decorators.js';

const TOOL = 'rotate_bmc_credentials';

const RotateArgs = z.object({
  nodeId: z.string().regex(/^[a-z0-9-]{3,63}$/),
});

interface BmcSession {
  sessionId: string;
  accessToken: string;
  refreshToken: string;
  firmware: string;
}

interface RotationState {
  nodeId: string;
  bmcHost: string;
  sessionId: string;
  refreshToken: string;
  firmware: string;
}

/** Thin client for the out-of-band management controllers (Redfish behind a broker). */
export class BmcBroker {
  constructor(private readonly baseUrl: string) {}

  private async post<T>(path: string, body: unknown, bearer?: string): Promise<T> {
    const res = await fetch(new URL(path, this.baseUrl), {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(bearer ? { authorization: `Bearer ${bearer}` } : {}) },
      body: JSON.stringify(body),
    });
    if (!res.ok) throw new Error(`bmc broker ${path}: ${res.status}`);
    return (await res.json()) as T;
  }

  hostFor(nodeId: string) {
    return this.post<{ bmcHost: string }>('/v1/lookup', { nodeId });
  }

  openSession(bmcHost: string, operatorToken: string) {
    return this.post<BmcSession>('/v1/sessions', { bmcHost }, operatorToken);
  }

  resumeSession(sessionId: string, refreshToken: string) {
    return this.post<{ accessToken: string }>(`/v1/sessions/${sessionId}/refresh`, { refreshToken });
  }

  rotate(bmcHost: string, accessToken: string) {
    return this.post<{ rotatedAccounts: number }>('/v1/rotate', { bmcHost }, accessToken);
  }
}

export class RotateCredentialsTool {
  constructor(private readonly stateKit: StateKit, private readonly bmc: BmcBroker) {}

  @tool({
    name: TOOL,
    description: 'Rotate the BMC (out-of-band) admin credentials of a node after operator confirmation.',
    inputSchema: RotateArgs,
    destructive: true,
  })
  async rotate({ nodeId }: z.infer<typeof RotateArgs>, ctx: any) {
    const auth = ctx.http?.authInfo;
    const userId: string | undefined = auth?.extra?.userId;
    if (!auth || !userId) return { content: [{ type: 'text' as const, text: 'Not authenticated.' }], isError: true };

    const raw: string | undefined = ctx.mcpReq.requestState();
    if (!raw) {
      const { bmcHost } = await this.bmc.hostFor(nodeId);
      const session = await this.bmc.openSession(bmcHost, auth.token);
      const state: RotationState = {
        nodeId,
        bmcHost,
        sessionId: session.sessionId,
        refreshToken: session.refreshToken, // expect: no-secrets-in-state
        firmware: session.firmware,
      };
      return inputRequired({
        inputRequests: {
          confirm: inputRequired.elicit({
            message: `Rotate BMC credentials on ${nodeId} (${bmcHost}, firmware ${session.firmware})? Running jobs using IPMI will fail.`,
            requestedSchema: { type: 'object', properties: { confirm: { type: 'boolean' } }, required: ['confirm'] },
          }),
        },
        requestState: this.stateKit.seal(state, userId, TOOL),
      });
    }

    let state: RotationState;
    try {
      state = this.stateKit.open<RotationState>(raw, userId, TOOL); // expect: require-state-binding
    } catch (err) {
      if (err instanceof StateError) return { content: [{ type: 'text' as const, text: err.message }], isError: true };
      throw err;
    }
    if (state.nodeId !== nodeId) return { content: [{ type: 'text' as const, text: 'State is for another node.' }], isError: true };

    const answer = acceptedContent<{ confirm: boolean }>(ctx.mcpReq.inputResponses, 'confirm');
    if (!answer?.confirm) return { content: [{ type: 'text' as const, text: 'Rotation cancelled.' }] };

    const { accessToken } = await this.bmc.resumeSession(state.sessionId, state.refreshToken);
    const { rotatedAccounts } = await this.bmc.rotate(state.bmcHost, accessToken);
    return { content: [{ type: 'text' as const, text: `Rotated ${rotatedAccounts} BMC account(s) on ${nodeId}.` }] };
  }
}
