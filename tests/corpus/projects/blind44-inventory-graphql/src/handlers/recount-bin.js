import { ADJUST_STOCK, BIN_STOCK, gqlRequest } from '../graphql/index.js';
import { signStateToken, verifyStateToken } from '../state/tokens.js';
import { ToolName } from '../tools.generated.js';
import { accepted, confirmRequest, errorResult, textResult } from './results.js';

export async function recountBin({ arguments: args = {}, inputResponses, requestState }, caller) {
  const { binId, sku, counted } = args;

  if (!requestState) {
    const { bin } = await gqlRequest(BIN_STOCK, { binId, sku }, caller);
    if (!bin) return errorResult(`Unknown bin ${binId}.`);
    const onHand = bin.stock?.onHand ?? 0;
    if (onHand === counted) return textResult(`Count matches: ${counted} × ${sku} in ${bin.code}.`);

    return {
      resultType: 'input_required',
      inputRequests: {
        confirm: confirmRequest(
          `System says ${onHand} × ${sku} in ${bin.code}, you counted ${counted}. Adjust the stock to ${counted}?`,
        ),
      },
      requestState: signStateToken({
        sub: caller.userId,
        tool: ToolName.RecountBin,
        binId,
        sku,
        counted,
        previous: onHand,
        version: bin.stock?.version ?? 0,
      }),
    };
  }

  let claims;
  try {
    claims = verifyStateToken(requestState);
  } catch {
    return errorResult('This recount confirmation is invalid or has expired. Please count again.');
  }
  if (claims.sub !== caller.userId || claims.tool !== ToolName.RecountBin) {
    return errorResult('This confirmation was issued for another user or tool.');
  }
  if (claims.binId !== binId || claims.sku !== sku || claims.counted !== counted) {
    return errorResult('The recount changed since you confirmed it.');
  }
  if (!accepted(inputResponses, 'confirm')) return textResult('Stock left unchanged.');

  const { adjustStock } = await gqlRequest(
    ADJUST_STOCK,
    {
      binId: claims.binId,
      sku: claims.sku,
      onHand: claims.counted,
      expectedVersion: claims.version,
      reason: `recount by ${caller.userId} (was ${claims.previous})`,
    },
    caller,
  );
  return textResult(`Adjusted ${sku} in ${binId} to ${adjustStock.onHand}.`);
}
