import { useMutation } from '@tanstack/react-query';
import { sendSignUp } from '../lib/sign-up-retry';

/**
 * Sends a VIP sign-up and keeps it in this browser until the server has it
 * (docs/decisions/0013-server-records-every-signup.md). Nothing changes on screen whatever
 * happens: the success screen shows after its fixed delay anyway.
 */
export const useSignUp = () =>
  useMutation({
    mutationFn: sendSignUp,
    // React Query holds a mutation back while the browser says it is offline; a page closed
    // meanwhile would lose the sign-up. It goes to storage at once, and sendSignUp retries.
    networkMode: 'always',
  });
