// `npm run docs:api`: writes docs/api.md from the contract.
import { writeFileSync } from 'node:fs';
import { contract, renderApiMarkdown } from '@emall/contract';

writeFileSync(new URL('../docs/api.md', import.meta.url), renderApiMarkdown(contract));
console.log('docs/api.md written');
