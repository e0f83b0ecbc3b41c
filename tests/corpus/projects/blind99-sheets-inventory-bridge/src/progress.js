// Compact CBOR encoding of export progress (upload id, offset, part ETags) carried between rounds.
const { Encoder } = require('cbor-x');

const encoder = new Encoder({ useRecords: false, mapsAsObjects: true });

function packProgress(progress) {
  return Buffer.from(encoder.encode(progress)).toString('base64url');
}

function unpackProgress(text) {
  const progress = encoder.decode(Buffer.from(String(text), 'base64url'));
  if (!progress || typeof progress.uploadId !== 'string' || !Number.isInteger(progress.offset) || !Array.isArray(progress.parts)) {
    throw new Error('Malformed export progress');
  }
  return progress;
}

module.exports = { packProgress, unpackProgress };
