// Byte encoders shared by the signer: base64url without padding, written with replace().
export function toUrlBase64(bytes) {
  return Buffer.from(bytes).toString('base64').replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}
