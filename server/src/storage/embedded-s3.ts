import { mkdir } from 'node:fs/promises';
import S3rver from 's3rver';
import { freePort } from '../lib/free-port';

export const EMBEDDED_S3_CREDENTIALS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

const corsXml = `<CORSConfiguration>
  <CORSRule>
    <AllowedOrigin>*</AllowedOrigin>
    <AllowedMethod>GET</AllowedMethod>
    <AllowedMethod>PUT</AllowedMethod>
    <AllowedMethod>HEAD</AllowedMethod>
    <AllowedHeader>*</AllowedHeader>
    <ExposeHeader>ETag</ExposeHeader>
    <MaxAgeSeconds>3000</MaxAgeSeconds>
  </CORSRule>
</CORSConfiguration>`;

export interface EmbeddedS3 {
  endpoint: string;
  port: number;
  stop(): Promise<void>;
}

/**
 * Runs s3rver (an S3-compatible server in node) in this process. It listens on the loopback
 * interface; browsers on this machine reach it for presigned uploads and downloads.
 */
export async function startEmbeddedS3(options: { directory: string; bucket: string; port?: number }): Promise<EmbeddedS3> {
  await mkdir(options.directory, { recursive: true });
  const port = options.port || (await freePort());
  const server = new S3rver({
    address: '127.0.0.1',
    port,
    directory: options.directory,
    silent: true,
    configureBuckets: [{ name: options.bucket, configs: [corsXml] }],
  });
  await server.run();
  return {
    endpoint: `http://127.0.0.1:${port}`,
    port,
    stop: () => server.close(),
  };
}
