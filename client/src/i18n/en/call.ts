import type { call as es } from '../es/call';

export const call: typeof es = {
  tooltip: 'FREE CALL',
  dragHint: {
    desktop: 'Shift + Drag to move',
    mobile: 'Drag to move',
  },
  labels: {
    start: 'Free call with our assistant',
    connecting: 'Connecting the call…',
    end: 'End call',
    cancel: 'Cancel call',
    mute: 'Mute microphone',
    unmute: 'Unmute microphone',
  },
  status: {
    connecting: 'Connecting the call…',
    inCall: 'Call in progress',
    ended: 'Call ended',
    muted: 'Microphone muted',
    unmuted: 'Microphone on',
  },
  errors: {
    callError: 'Call error',
    initError: 'Initialization error',
    unavailable: 'System unavailable',
    startFailed: 'Could not start call',
    microphoneDenied: 'Allow microphone access in your browser to make the call.',
    microphoneUnsupported: 'Your browser does not allow the microphone on this page.',
  },
};
