// A stand-in for an S3-compatible object store on 127.0.0.1 (path-style: /<bucket>/<key>),
// for the photo store's S3 client pointed at it. It takes PUT, GET and DELETE of objects
// in its one bucket, and refuses a request that is not signed with AWS Signature V4 for its
// access key, or whose body does not match the signed payload hash.
import { createHash } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export type FakeS3 = {
  url: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** The keys of the objects in the bucket, sorted. */
  keys: () => string[];
  object: (key: string) => Buffer | undefined;
  stop: () => Promise<void>;
};

const SIGNED =
  /^AWS4-HMAC-SHA256 Credential=([^/]+)\/\d{8}\/[^/]+\/s3\/aws4_request, ?SignedHeaders=[a-z0-9;-]+, ?Signature=[0-9a-f]{64}$/;

async function readBody(req: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

function s3Error(res: ServerResponse, status: number, code: string) {
  res.writeHead(status, { 'content-type': 'application/xml' });
  res.end(`<?xml version="1.0" encoding="UTF-8"?><Error><Code>${code}</Code></Error>`);
}

export async function startFakeS3(): Promise<FakeS3> {
  const bucket = 'family-photos';
  const accessKeyId = 'FAKES3ACCESSKEY';
  const objects = new Map<string, Buffer>();

  const server = createServer(async (req, res) => {
    const body = await readBody(req);
    const signed = SIGNED.exec(String(req.headers.authorization ?? ''));
    if (!signed || signed[1] !== accessKeyId || !req.headers['x-amz-date'])
      return s3Error(res, 403, 'InvalidAccessKeyId');
    const payloadHash = String(req.headers['x-amz-content-sha256'] ?? '');
    const actual = createHash('sha256').update(body).digest('hex');
    if (payloadHash !== 'UNSIGNED-PAYLOAD' && payloadHash !== actual)
      return s3Error(res, 400, 'XAmzContentSHA256Mismatch');
    const [, first, ...rest] = decodeURIComponent(
      new URL(req.url ?? '/', 'http://s3').pathname,
    ).split('/');
    if (first !== bucket) return s3Error(res, 404, 'NoSuchBucket');
    const key = rest.join('/');
    if (!key) return s3Error(res, 400, 'InvalidRequest');
    if (req.method === 'PUT') {
      objects.set(key, body);
      res.writeHead(200, { etag: `"${createHash('md5').update(body).digest('hex')}"` });
      return res.end();
    }
    if (req.method === 'GET') {
      const object = objects.get(key);
      if (!object) return s3Error(res, 404, 'NoSuchKey');
      res.writeHead(200, { 'content-type': 'application/octet-stream' });
      return res.end(object);
    }
    if (req.method === 'DELETE') {
      objects.delete(key);
      res.writeHead(204);
      return res.end();
    }
    return s3Error(res, 405, 'MethodNotAllowed');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    bucket,
    accessKeyId,
    secretAccessKey: 'fake-s3-secret-access-key',
    keys: () => [...objects.keys()].sort(),
    object: (key) => objects.get(key),
    stop: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
