import express, { Router } from 'express';
import multer from 'multer';
import { delayFor, record, shouldFail } from './control';

/**
 * Fake n8n: the /agexport form endpoint (multipart field-0 topic, field-1 email) as fake
 * 'n8n-video', and a chat webhook speaking the n8n chat protocol as fake 'n8n-chat' (it
 * remembers each session, so loadPreviousSession works). Steer both through /_control.
 */
export function n8nFake() {
  const router = Router();
  const sessions = new Map<string, Array<{ human: boolean; content: string }>>();

  router.post('/form/video', multer().none(), async (req, res) => {
    record('n8n-video', req);
    await delayFor('n8n-video');
    if (shouldFail('n8n-video')) return res.status(503).json({ message: 'fake outage' });
    res.json({ ok: true });
  });

  router.post('/webhook/chat', express.json(), async (req, res) => {
    record('n8n-chat', req);
    await delayFor('n8n-chat');
    if (shouldFail('n8n-chat')) return res.status(503).json({ message: 'fake outage' });
    const { action, chatInput, sessionId } = req.body as { action?: string; chatInput?: string; sessionId?: string };
    const history = sessions.get(String(sessionId)) ?? [];
    if (action === 'loadPreviousSession') {
      return res.json({
        data: history.map((message) => ({
          lc: 1,
          type: 'constructor',
          id: ['langchain_core', 'messages', message.human ? 'HumanMessage' : 'AIMessage'],
          kwargs: { content: message.content, additional_kwargs: {} },
        })),
      });
    }
    const output = `n8n recibió: ${chatInput ?? ''}`;
    sessions.set(String(sessionId), [...history, { human: true, content: String(chatInput ?? '') }, { human: false, content: output }]);
    res.json({ output });
  });

  return router;
}
