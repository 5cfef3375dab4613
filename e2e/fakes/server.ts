// Local fakes of every third party the site calls (voice platform, n8n webhooks, VIP
// forward), in one process on FAKES_PORT. Each fake is a router in this folder; tests
// steer them (fail next N requests, delay) and read what they received through /_control.
import express from 'express';
import { controlRoutes } from './control';
import { n8nFake } from './n8n';
import { vipWebhookFake } from './vip-webhook';
import { voicePlatformFake } from './voice';

const port = Number(process.env.FAKES_PORT ?? 5102);
const app = express();
app.use('/_control', express.json(), controlRoutes());
// Fakes are mounted here, e.g. app.use('/voice', voicePlatformFake());
app.use('/voice', voicePlatformFake());
app.use('/n8n', n8nFake());
app.use('/vip-webhook', vipWebhookFake());

app.get('/health', (_req, res) => {
  res.json({ ok: true });
});
app.listen(port, '127.0.0.1', () => console.log(`fakes listening on ${port}`));
