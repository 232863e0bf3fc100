// `npm run docs:api`: writes docs/api.md from the contract.
import { writeFileSync } from 'node:fs';
import { contract, renderApiMarkdown } from '@emall/contract';
import { opsContract } from '@emall/contract/ops';

writeFileSync(new URL('../docs/api.md', import.meta.url), renderApiMarkdown({ ...contract, ...opsContract }));
console.log('docs/api.md written');
