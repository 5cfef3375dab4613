import express from 'express';

/** The most any route takes in a JSON body: its bytes, its nesting and its values (array items and object members, all levels together). */
export const JSON_BODY_LIMITS = { bytes: 100 * 1024, depth: 32, values: 5_000 };

const OPEN_ARRAY = 0x5b;
const OPEN_OBJECT = 0x7b;
const CLOSE_ARRAY = 0x5d;
const CLOSE_OBJECT = 0x7d;
const COMMA = 0x2c;
const QUOTE = 0x22;
const BACKSLASH = 0x5c;

const isWhitespace = (byte: number) => byte === 0x20 || byte === 0x0a || byte === 0x0d || byte === 0x09;

/**
 * Why a JSON body's shape is refused, or undefined: one pass over its bytes, before any parse.
 * Outside strings, it follows the brackets (depth) and counts the items of every array and the
 * members of every object (a comma, or the first item after an opening bracket), so it bounds
 * any body JSON.parse would accept; a malformed one is left to the parser.
 */
export function jsonShapeProblem(body: Uint8Array, limits = JSON_BODY_LIMITS): string | undefined {
  let depth = 0;
  let values = 0;
  let inString = false;
  let justOpened = false;
  for (let i = 0; i < body.length; i++) {
    const byte = body[i];
    if (inString) {
      if (byte === BACKSLASH) i++;
      else if (byte === QUOTE) inString = false;
      continue;
    }
    if (isWhitespace(byte)) continue;
    // An opening bracket followed by anything but its closing one holds a first item.
    if (justOpened && byte !== CLOSE_ARRAY && byte !== CLOSE_OBJECT) values++;
    justOpened = false;
    if (byte === QUOTE) inString = true;
    else if (byte === OPEN_ARRAY || byte === OPEN_OBJECT) {
      if (++depth > limits.depth) return `Invalid request: the JSON body is nested more than ${limits.depth} levels deep`;
      justOpened = true;
    } else if (byte === CLOSE_ARRAY || byte === CLOSE_OBJECT) depth--;
    else if (byte === COMMA) values++;
    if (values > limits.values) return `Invalid request: the JSON body holds more than ${limits.values} values`;
  }
  return undefined;
}

/**
 * Express's JSON body parser with the shape checked before the parse: a hostile body (deep
 * nesting, tens of thousands of empty arrays) costs about what reading its bytes costs.
 * `type` names the content types read as JSON (a route taking navigator.sendBeacon's
 * text/plain adds its own parser for it).
 */
export function jsonBody(limits = JSON_BODY_LIMITS, type: string = 'application/json') {
  return express.json({
    limit: limits.bytes,
    type,
    verify: (_req, _res, body) => {
      const problem = jsonShapeProblem(body, limits);
      // body-parser keeps the status of the error thrown here; the error handler shows an
      // exposed 4xx message as it is.
      if (problem) throw Object.assign(new Error(problem), { status: 400, expose: true });
    },
  });
}
