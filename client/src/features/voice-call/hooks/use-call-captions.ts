import { useEffect, useReducer } from 'react';
import { captionsReducer, initialCaptions, transcriptAction } from '../lib/captions';
import type { CallMessage } from './use-voice-call';

/**
 * The captions of the call under way, from the room's transcript messages. They are gathered
 * from the start of the call whether the panel shows or not, so turning captions on shows what
 * was said; the end of the call clears them.
 */
export function useCallCaptions(onMessage: (listener: (message: CallMessage) => void) => () => void, inCall: boolean) {
  const [captions, dispatch] = useReducer(captionsReducer, initialCaptions);
  useEffect(
    () =>
      onMessage((message) => {
        const action = transcriptAction(message);
        if (action) dispatch(action);
      }),
    [onMessage],
  );
  if (!inCall && captions.lines.length) dispatch({ type: 'call-ended' });
  return captions.lines;
}
