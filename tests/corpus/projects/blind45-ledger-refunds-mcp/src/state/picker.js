// The "several customers share this e-mail" round of find_charges.
// Nothing secret in here, just the candidate list, so plain base64url keeps it short.

export function packPicker(picker) {
  return Buffer.from(JSON.stringify({ v: 1, ...picker }), 'utf8').toString('base64url');
}

export function unpackPicker(raw) {
  const parsed = JSON.parse(Buffer.from(raw, 'base64url').toString('utf8'));
  if (parsed?.v !== 1 || !Array.isArray(parsed.customerIds)) {
    throw new Error('unrecognised picker state');
  }
  return parsed;
}
