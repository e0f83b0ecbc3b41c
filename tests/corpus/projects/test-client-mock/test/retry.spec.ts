// The host's retry tests against the mock server: the state must come back byte for byte, and a changed one is refused.
// @ts-nocheck
import { describe, expect, it } from 'vitest';
import { sameRound } from '../src/retry.js';
import { createMockServer } from './mock-server.js';

describe('retry', () => {
  it('echoes the state unchanged', async () => {
    const server = createMockServer();
    const first = await server.handle({ params: { name: 'deploy' } });
    const saved = first.requestState;
    const second = await server.handle({ params: { name: 'deploy', requestState: saved, inputResponses: {} } });
    expect(second.isError).toBeUndefined();
    expect(sameRound({ params: { name: 'deploy' }, requestState: saved }, { params: { name: 'deploy' }, requestState: first.requestState })).toBe(true);
  });

  it('is refused with a changed state', async () => {
    const server = createMockServer();
    const first = await server.handle({ params: { name: 'deploy' } });
    const forged = `${first.requestState.slice(0, -1)}x`;
    if (forged === first.requestState) throw new Error('the forgery changed nothing');
    const second = await server.handle({ params: { name: 'deploy', requestState: forged } });
    expect(second.isError).toBe(true);
  });
});
