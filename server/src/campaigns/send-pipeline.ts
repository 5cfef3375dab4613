/**
 * The sending loop of campaigns and of the welcome series
 * (docs/decisions/0056-campaign-delivery-at-most-once.md): `lanes` e-mails at once, each lane
 * taking the next claimed recipient, while one loop writes the outcomes and claims the next
 * recipients in one transaction, so the database works while SMTP does. A recipient is handed
 * to a lane only after its claim committed, and never more than `inFlight` are claimed and
 * not yet recorded: that bounds who is left in doubt by a crash.
 */

/** This many temporary failures in a row, with nothing delivered between them, stop the claiming: the mail server is away. */
const OUTAGE_FAILURES = 10;

/** A promise to wait on until someone calls `wake` (those waiting at that moment all resume). */
function waker() {
  let resolve: () => void = () => {};
  let waiting = new Promise<void>((done) => (resolve = done));
  return {
    wait: () => waiting,
    wake() {
      resolve();
      waiting = new Promise<void>((done) => (resolve = done));
    },
  };
}

export interface SendPipeline<R, O> {
  lanes: number;
  inFlight: number;
  /** No claim starts after this time (Date.now()); those claimed are still sent. */
  deadline: number;
  /**
   * Records `outcomes` and claims up to `room` recipients (0: only records), in one
   * transaction. `taken` counts the due rows it used up (skipped ones too): fewer than `room`
   * means nobody else is due.
   */
  recordAndClaim(outcomes: O[], room: number): Promise<{ recipients: R[]; taken: number }>;
  /** Sends one recipient; answers the outcome to record (never throws). */
  send(recipient: R): Promise<O>;
  /** A temporary failure (SMTP 4xx, no connection): many in a row mean an outage. */
  isTemporaryFailure(outcome: O): boolean;
}

/** Sends until the deadline or nobody is due; answers whether it stopped because the mail server is away. */
export async function runSendPipeline<R, O>(pipeline: SendPipeline<R, O>): Promise<{ outage: boolean }> {
  const { inFlight, deadline } = pipeline;
  const claimed: R[] = [];
  const outcomes: O[] = [];
  let sending = 0;
  // A claim is being committed: its recipients are `sending` already and must be sent.
  let claiming = false;
  let noneDue = false;
  let outage = false;
  let failuresInARow = 0;
  // The database failed us: lanes stop; what they had claimed stays `sending`, in doubt.
  let aborted = false;
  const lanesWake = waker();
  const loopWake = waker();
  const stopClaiming = () => noneDue || outage || aborted || Date.now() >= deadline;

  const lane = async () => {
    for (;;) {
      const recipient = aborted ? undefined : claimed.shift();
      if (recipient === undefined) {
        if (aborted) return;
        if (stopClaiming() && !claiming) return;
        await lanesWake.wait();
        continue;
      }
      sending++;
      loopWake.wake();
      const outcome = await pipeline.send(recipient);
      sending--;
      outcomes.push(outcome);
      // Many temporary failures in a row and nothing delivered: the mail server is away or
      // refusing us for now. Stop claiming rather than use up every recipient's tries.
      failuresInARow = pipeline.isTemporaryFailure(outcome) ? failuresInARow + 1 : 0;
      if (failuresInARow >= OUTAGE_FAILURES) outage = true;
      loopWake.wake();
    }
  };
  let lanesDone = false;
  const lanesFinished = Promise.all(Array.from({ length: pipeline.lanes }, lane)).then(() => {
    lanesDone = true;
    loopWake.wake();
  });

  try {
    for (;;) {
      const recorded = outcomes.splice(0);
      // Claimed and not yet recorded after this transaction: those claimed ahead, those with SMTP, the new ones.
      const room = stopClaiming() ? 0 : inFlight - claimed.length - sending;
      if (recorded.length || room > 0) {
        claiming = room > 0;
        let claim: { recipients: R[]; taken: number };
        try {
          claim = await pipeline.recordAndClaim(recorded, room);
        } finally {
          claiming = false;
        }
        // Skipped rows take room too: only fewer rows than asked for means nobody else is due.
        if (room > 0 && claim.taken < room) noneDue = true;
        claimed.push(...claim.recipients);
      }
      // Lanes waiting for recipients take the new ones, or stop once no more will come.
      lanesWake.wake();
      if (lanesDone && outcomes.length === 0) break;
      // Nothing to write and no room to claim into: wait for a lane to finish an e-mail.
      if (outcomes.length === 0 && (stopClaiming() || claimed.length + sending >= inFlight)) await loopWake.wait();
    }
  } catch (error) {
    aborted = true;
    lanesWake.wake();
    throw error;
  }
  await lanesFinished;
  return { outage };
}
