/**
 * The call library's rules (docs/product.md#voice-call) for the calls this client makes, checked before the
 * library is called so a mistake surfaces as a clear validation error instead of a failure
 * deep inside a join.
 */
const MAX_USER_DATA_CHARS = 4096;
/** Display names must stay under this length. */
const MAX_USER_NAME_CHARS = 200;
/** The library's own cap on an app message, as serialised JSON (daily-js 0.87). */
const MAX_APP_MESSAGE_CHARS = 4096;
const RECORDING_TYPES = ['cloud', 'raw-tracks', 'local'] as const;

class CallRuleError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'CallRuleError';
  }
}

export interface JoinIdentity {
  userName?: string;
  userData?: unknown;
}

export function checkJoinIdentity({ userName, userData }: JoinIdentity) {
  if (userName !== undefined && userName.length >= MAX_USER_NAME_CHARS) {
    throw new CallRuleError(`The display name must be under ${MAX_USER_NAME_CHARS} characters.`);
  }
  if (userData !== undefined) {
    let serialised: string | undefined;
    try {
      serialised = JSON.stringify(userData);
    } catch {
      throw new CallRuleError('userData must be serialisable to JSON.');
    }
    if ((serialised ?? '').length > MAX_USER_DATA_CHARS) {
      throw new CallRuleError(`userData must be at most ${MAX_USER_DATA_CHARS} characters once serialised.`);
    }
  }
}

export function checkRoomUrl(url: string) {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    throw new CallRuleError('The call room address is not a URL.');
  }
  if (parsed.protocol !== 'https:') throw new CallRuleError('The call room address must use https.');
}

/** Returns the serialised message, ready for the library. */
export function serialiseAppMessage(message: unknown) {
  const serialised = JSON.stringify(message);
  if (serialised.length > MAX_APP_MESSAGE_CHARS) {
    throw new CallRuleError(`App messages must be at most ${MAX_APP_MESSAGE_CHARS} characters.`);
  }
  return serialised;
}

export interface RecordingOptions {
  type: (typeof RECORDING_TYPES)[number];
  width: number;
  height: number;
  backgroundColor: string;
  /** The library's default grid; the other presets need participant ids this client does not track. */
  layout: { preset: 'default' };
}

export function checkRecordingOptions(options: RecordingOptions) {
  if (!RECORDING_TYPES.includes(options.type)) throw new CallRuleError(`Recording type must be one of ${RECORDING_TYPES.join(', ')}.`);
  if (![options.width, options.height].every((side) => Number.isInteger(side) && side > 0)) {
    throw new CallRuleError('Recording width and height must be whole numbers above 0.');
  }
  return options;
}
