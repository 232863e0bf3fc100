// `npm run ops:operator -- --code <login> --name <name> [--role OPERATOR|AUDITOR] [--replace]`: creates (or with
// --replace, changes) an operator account of the console (docs/operator-console.md), on DATABASE_URL or
// PGlite under DATA_DIR. The password is read from the environment variable OPS_PASSWORD, never from the
// command line (it would stay in the shell history and the process list). Exit code 0 on success, 1 on a
// refused account, 2 on bad usage.
import { parseArgs } from 'node:util';
import { readConfig } from './config.js';
import { openDatabase } from './platform/db.js';
import { migrate } from './platform/migrate.js';
import { OperatorAccountError, saveOperatorAccount } from './domains/operator/operator-accounts.service.js';

const USAGE =
  'Usage: OPS_PASSWORD=… npm run ops:operator -- --code <login> --name <name> [--role OPERATOR|AUDITOR] [--replace]';

const { values } = parseArgs({
  options: {
    code: { type: 'string' },
    name: { type: 'string' },
    role: { type: 'string', default: 'OPERATOR' },
    replace: { type: 'boolean', default: false },
  },
});
const password = process.env.OPS_PASSWORD ?? '';
if (!values.code || !values.name || !password || (values.role !== 'OPERATOR' && values.role !== 'AUDITOR')) {
  console.error(USAGE);
  process.exit(2);
}

const config = readConfig(process.env);
const database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR });
try {
  await migrate(database);
  const outcome = await saveOperatorAccount(
    database.db,
    { loginCode: values.code, operatorName: values.name, role: values.role, password },
    { replace: values.replace },
  );
  console.log(`Operator ${values.code} (${values.role}) ${outcome}.`);
} catch (error) {
  if (!(error instanceof OperatorAccountError)) throw error;
  console.error(error.message);
  process.exitCode = 1;
} finally {
  await database.close();
}
