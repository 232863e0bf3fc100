// A server copy's sender in a process of its own, for mail-crash.test.ts: it opens the database it is given,
// sends what is due through the given SMTP server, and is killed by the test while the server holds its mail.
import { openDatabase } from '../../platform/db.js';
import { sendDueMails, smtpTransport } from './mail-sender.js';

const { databaseUrl, dataDir, smtpUrl } = JSON.parse(process.argv[2] ?? '{}') as {
  databaseUrl?: string;
  dataDir: string;
  smtpUrl: string;
};
const database = await openDatabase({ databaseUrl, dataDir, poolSize: 2 });
await sendDueMails({
  db: database.db,
  transport: smtpTransport(smtpUrl),
  from: 'no-reply@shop.example',
  opsTo: 'ops@shop.example',
  render: { baseUrl: 'https://shop.example', opsLang: 'en_US' },
  now: () => new Date(),
  maxAttempts: 3,
  claimMs: 60_000,
});
await database.close();
