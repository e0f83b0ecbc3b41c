import * as R from 'ramda';
import { bindingFor } from '../binding.js';
import { deleteProduct, getProduct } from '../catalog.js';
import { accepted, confirmSchema, elicitForm, inputRequired, text } from '../results.js';
import { openFor, refusal, sealFor } from '../sealing.js';

export const DELETE_PRODUCT = 'delete_product';

const confirmed = R.pipe(accepted('confirm'), R.propOr(false, 'confirm'));

const ask = async (sku, seal) => {
  const product = await getProduct(sku);
  return inputRequired(
    { confirm: elicitForm(`Delete ${product.sku} "${product.name}"? ${product.stock} units are still in stock.`, confirmSchema) },
    seal({ step: 'confirm', sku: product.sku, etag: product.etag }),
  );
};

export const deleteProductTool = {
  name: DELETE_PRODUCT,
  description: 'Remove a product from the catalog. Asks for confirmation first.',
  inputSchema: {
    type: 'object',
    properties: { sku: { type: 'string', pattern: '^[A-Z0-9-]{4,32}$' } },
    required: ['sku'],
    additionalProperties: false,
  },
  annotations: { destructiveHint: true },

  async run({ args, requestState, inputResponses }, extra) {
    // bound to the exact arguments: a "yes" for one SKU does not open for another
    const binding = bindingFor(DELETE_PRODUCT, R.pick(['sku'], args))(extra);

    if (requestState === undefined) return ask(args.sku, sealFor(binding));

    const opened = openFor(binding)(requestState);
    if (!opened.ok) return refusal(opened.reason);
    if (!confirmed(inputResponses)) return text(`Kept ${opened.state.sku}.`);

    await deleteProduct(opened.state.sku, opened.state.etag);
    return text(`Deleted ${opened.state.sku}.`);
  },
};
