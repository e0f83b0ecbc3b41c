// Models a factory that returns compact pack/unpack closures for multi-step export progress.
const zlib = require('node:zlib');
const { promisify } = require('node:util');

const deflate = promisify(zlib.deflateRaw);
const inflate = promisify(zlib.inflateRaw);

function createProgressCodec({ level = 6 } = {}) {
  return {
    pack: (progress) => deflate(Buffer.from(JSON.stringify(progress)), { level }).then((buf) => buf.toString('base64url')),
    unpack: async (packed) => JSON.parse((await inflate(Buffer.from(packed, 'base64url'))).toString('utf8')),
  };
}

module.exports = { createProgressCodec };
