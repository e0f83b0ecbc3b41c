// S3 storage for exports (multipart uploads with per-part SHA-256 checksums) and for webhook audit records.
const {
  S3Client,
  CreateMultipartUploadCommand,
  UploadPartCommand,
  CompleteMultipartUploadCommand,
  AbortMultipartUploadCommand,
  GetObjectCommand,
  PutObjectCommand,
} = require('@aws-sdk/client-s3');
const { getSignedUrl } = require('@aws-sdk/s3-request-presigner');
const { createHash } = require('node:crypto');
const { config } = require('./config');

const s3 = new S3Client({ region: config.s3.region });

const sha256Base64 = (body) => createHash('sha256').update(body).digest('base64');

async function startExport(key) {
  const out = await s3.send(new CreateMultipartUploadCommand({
    Bucket: config.s3.bucket,
    Key: key,
    ContentType: 'text/csv; charset=utf-8',
    ChecksumAlgorithm: 'SHA256',
    ServerSideEncryption: 'aws:kms',
  }));
  return out.UploadId;
}

async function putPart(key, uploadId, partNumber, body) {
  const checksum = sha256Base64(body);
  const out = await s3.send(new UploadPartCommand({
    Bucket: config.s3.bucket,
    Key: key,
    UploadId: uploadId,
    PartNumber: partNumber,
    Body: body,
    ChecksumSHA256: checksum,
  }));
  return { n: partNumber, etag: out.ETag, sha256: checksum };
}

async function finishExport(key, uploadId, parts) {
  await s3.send(new CompleteMultipartUploadCommand({
    Bucket: config.s3.bucket,
    Key: key,
    UploadId: uploadId,
    MultipartUpload: { Parts: parts.map((p) => ({ PartNumber: p.n, ETag: p.etag, ChecksumSHA256: p.sha256 })) },
  }));
  return getSignedUrl(s3, new GetObjectCommand({ Bucket: config.s3.bucket, Key: key }), { expiresIn: 3600 });
}

async function abortExport(key, uploadId) {
  await s3.send(new AbortMultipartUploadCommand({ Bucket: config.s3.bucket, Key: key, UploadId: uploadId }));
}

async function putAuditRecord(key, record) {
  await s3.send(new PutObjectCommand({
    Bucket: config.s3.bucket,
    Key: `audit/${key}.json`,
    Body: JSON.stringify(record),
    ContentType: 'application/json',
  }));
}

module.exports = { startExport, putPart, finishExport, abortExport, putAuditRecord };
