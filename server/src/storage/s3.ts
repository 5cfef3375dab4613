import { CreateBucketCommand, HeadBucketCommand, PutBucketCorsCommand, S3Client } from '@aws-sdk/client-s3';

export interface Storage {
  client: S3Client;
  bucket: string;
  /** The endpoint browsers reach for presigned URLs (CSP connect-src needs its origin). */
  publicEndpoint?: string;
}

interface StorageOptions {
  endpoint?: string;
  region: string;
  bucket: string;
  accessKeyId?: string;
  secretAccessKey?: string;
  forcePathStyle?: boolean;
}

export function createStorage(options: StorageOptions): Storage {
  // The pinned SDK supports node 20; its notice about future releases is not actionable here.
  process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';
  const client = new S3Client({
    endpoint: options.endpoint,
    region: options.region,
    forcePathStyle: options.forcePathStyle ?? Boolean(options.endpoint),
    credentials:
      options.accessKeyId && options.secretAccessKey
        ? { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey }
        : undefined,
    // Keeps checksum fields out of presigned URLs, which browsers cannot compute.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    maxAttempts: 2,
    // A storage that hangs must not hold requests (health checks, downloads) forever.
    requestHandler: { connectionTimeout: 3_000, requestTimeout: 10_000 },
  });
  return { client, bucket: options.bucket, publicEndpoint: options.endpoint };
}

/** Creates the bucket when missing and lets browsers PUT/GET presigned URLs from any origin. */
export async function ensureBucket(storage: Storage) {
  const { client, bucket } = storage;
  try {
    await client.send(new HeadBucketCommand({ Bucket: bucket }));
  } catch {
    await client.send(new CreateBucketCommand({ Bucket: bucket }));
  }
  await client.send(
    new PutBucketCorsCommand({
      Bucket: bucket,
      CORSConfiguration: {
        CORSRules: [
          {
            AllowedOrigins: ['*'],
            AllowedMethods: ['GET', 'PUT', 'HEAD'],
            AllowedHeaders: ['*'],
            ExposeHeaders: ['ETag'],
            MaxAgeSeconds: 3000,
          },
        ],
      },
    }),
  );
}

export async function storageIsReachable(storage: Storage) {
  try {
    await storage.client.send(new HeadBucketCommand({ Bucket: storage.bucket }));
    return true;
  } catch {
    return false;
  }
}
