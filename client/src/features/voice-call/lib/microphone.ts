type MicrophoneAccess = 'unsupported' | 'denied' | 'askable';

/**
 * Whether the browser can give the call a microphone, checked before a paid web call is
 * created: none on insecure pages or old browsers, and none once the visitor has refused it.
 */
export async function microphoneAccess(): Promise<MicrophoneAccess> {
  if (typeof navigator === 'undefined' || !navigator.mediaDevices?.getUserMedia) return 'unsupported';
  try {
    const status = await navigator.permissions?.query({ name: 'microphone' as PermissionName });
    return status?.state === 'denied' ? 'denied' : 'askable';
  } catch {
    // Some browsers cannot query the microphone permission: their own prompt decides.
    return 'askable';
  }
}
