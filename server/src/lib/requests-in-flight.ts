import type { ServerResponse } from 'node:http';

let inFlight = 0;

/** Counts a request of this process until its response closes (answered or abandoned). */
export function countInFlight(res: ServerResponse) {
  inFlight++;
  res.once('close', () => {
    inFlight--;
  });
}

/** The requests this process has received and not yet answered: how busy its event loop is with visitors. */
export const requestsInFlight = () => inFlight;
