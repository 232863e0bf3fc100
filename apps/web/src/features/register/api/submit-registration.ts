import { contract } from '@emall/contract';
import type { RegistrationForm, SubmittedRegistration } from '@emall/contract';
import { uploadFile } from '../../../api/client';

/**
 * One multipart request: the form's text fields first (the server reads them before the file), then the
 * licence. Quiet: the form places field errors under their inputs and shows the rest itself.
 */
export function submitRegistration(form: RegistrationForm, licence: File): Promise<SubmittedRegistration> {
  const fields: Record<string, string> = { ...form };
  return uploadFile(contract.register.submitRegistration, licence, licence.name, { quiet: true }, fields);
}
