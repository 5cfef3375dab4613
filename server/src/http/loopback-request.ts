import type { Request } from 'express';

const LOOPBACK = /^(127\.\d{1,3}\.\d{1,3}\.\d{1,3}|::1|::ffff:127\.\d{1,3}\.\d{1,3}\.\d{1,3})$/;

/**
 * True for a request made on this machine: from a loopback address, and not relayed by a
 * proxy (a proxy on this machine would be loopback for every visitor it forwards).
 */
export function isLoopbackRequest(req: Request) {
  const forwarded = req.headers['x-forwarded-for'] !== undefined || req.headers.forwarded !== undefined;
  return !forwarded && LOOPBACK.test(req.socket.remoteAddress ?? '');
}
