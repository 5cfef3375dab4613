import express, { Router } from 'express';
import { delayFor, record, shouldFail } from './control';

/**
 * The voice platform's POST /call/web (mounted at /voice): records the request (with its
 * bearer header) and answers a web call whose room is on Daily's hosts, which the browser
 * cannot reach here, so joining fails the way it does offline.
 */
export function voicePlatformFake() {
  const router = Router();
  let calls = 0;
  router.post('/call/web', express.json(), async (req, res) => {
    record('voice', req);
    await delayFor('voice');
    if (shouldFail('voice')) return res.status(500).json({ message: 'Fake voice platform failure', statusCode: 500 });
    if (req.headers.authorization !== 'Bearer fake-voice-key') return res.status(401).json({ message: 'Invalid Key' });
    if (!req.body?.assistantId && !req.body?.squadId && !req.body?.workflowId) {
      return res.status(400).json({ message: ['Assistant or Squad or Workflow must be provided.'], statusCode: 400 });
    }
    calls++;
    res.status(201).json({
      id: `fake-call-${calls}`,
      orgId: 'fake-org',
      type: 'webCall',
      status: 'queued',
      assistantId: req.body.assistantId,
      webCallUrl: `https://chapinbox-fake.daily.co/fake-room-${calls}`,
      artifactPlan: { videoRecordingEnabled: false },
      assistant: { voice: { provider: '11labs' } },
    });
  });
  return router;
}
