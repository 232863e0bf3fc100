import type { FastifyInstance } from 'fastify';
import { contract } from '@emall/contract';
import { bindCall, type BindOptions } from '../../platform/bind-call.js';
import { submitRegistration } from './registration-submit.service.js';
import type { RegistrationDeps } from './registration.settings.js';

/** Registration (docs/registration.md): public, one multipart call; decisions are the console's. */
export function registerRegistrationRoutes(
  app: FastifyInstance,
  deps: RegistrationDeps,
  options: BindOptions,
): void {
  bindCall(
    app,
    contract.register.submitRegistration,
    ({ request, lang }) => submitRegistration(deps, request, lang),
    options,
  );
}
