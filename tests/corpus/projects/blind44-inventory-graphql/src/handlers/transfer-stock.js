import { BIN_STOCK, RELEASE_RESERVATION, RESERVE_STOCK, TRANSFER_RESERVED, gqlRequest } from '../graphql/index.js';
import { peekStateToken, signStateToken, verifyStateToken } from '../state/tokens.js';
import { ToolName } from '../tools.generated.js';
import { accepted, confirmRequest, errorResult, textResult } from './results.js';

function sameTransfer(a, b) {
  return a.sku === b.sku && a.fromBin === b.fromBin && a.toBin === b.toBin && a.quantity === b.quantity;
}

export async function transferStock({ arguments: args = {}, inputResponses, requestState }, caller) {
  const { sku, fromBin, toBin, quantity } = args;

  if (!requestState) {
    if (fromBin === toBin) return errorResult('Source and destination bins are the same.');
    const { bin } = await gqlRequest(BIN_STOCK, { binId: fromBin, sku }, caller);
    const available = (bin?.stock?.onHand ?? 0) - (bin?.stock?.reserved ?? 0);
    if (available < quantity) return errorResult(`Only ${available} × ${sku} available in ${fromBin}.`);

    const { reserveStock } = await gqlRequest(RESERVE_STOCK, { binId: fromBin, sku, quantity }, caller);
    return {
      resultType: 'input_required',
      inputRequests: {
        confirm: confirmRequest(`Move ${quantity} × ${sku} from ${fromBin} to ${toBin}? The units are reserved until you answer.`),
      },
      requestState: signStateToken({
        sub: caller.userId,
        tool: ToolName.TransferStock,
        args: { sku, fromBin, toBin, quantity },
        reservationId: reserveStock.reservation.id,
      }),
    };
  }

  if (!accepted(inputResponses, 'confirm')) {
    // The user backed out: hand the reserved units back right away instead of
    // waiting for the reservation to lapse.
    const { reservationId } = peekStateToken(requestState) ?? {}; // expect: require-sealed-state
    if (reservationId) await gqlRequest(RELEASE_RESERVATION, { reservationId }, caller);
    return textResult('Transfer cancelled; the reserved units were released.');
  }

  let claims;
  try {
    claims = verifyStateToken(requestState);
  } catch {
    return errorResult('This confirmation is invalid or has expired. Please start the transfer again.');
  }
  if (claims.sub !== caller.userId || claims.tool !== ToolName.TransferStock) {
    return errorResult('This confirmation was issued for another user or tool.');
  }
  if (!sameTransfer(claims.args, { sku, fromBin, toBin, quantity })) {
    return errorResult('The transfer changed since you confirmed it. Please confirm again.');
  }

  const { transferReserved: moved } = await gqlRequest(
    TRANSFER_RESERVED,
    { reservationId: claims.reservationId, toBinId: toBin },
    caller,
  );
  return textResult(
    `Moved ${moved.quantity} × ${sku} to ${toBin}. ${fromBin} now holds ${moved.source.onHand}, ${toBin} holds ${moved.destination.onHand}.`,
  );
}
