import { createHash, randomBytes } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import {
  isRegistrationFlagOn,
  LICENCE_KINDS,
  LICENCE_MAX_BYTES,
  pickText,
  REGISTRATION_NEXT_STEPS_TEXT,
  registrationFormSchema,
  SYS_PARAM,
} from '@emall/contract';
import type { Lang, RegistrationForm, SubmittedRegistration } from '@emall/contract';
import { AppError } from '../../platform/app-error.js';
import { builtFileName, readUploadedFile, type FileKind, type UploadedFile } from '../../platform/uploads.js';
import { fieldMessages } from '../../platform/validation-messages.js';
import { spendCaptcha } from '../account/captcha.service.js';
import { isStaffCodeTaken } from '../account/onboarding.service.js';
import { hashPassword } from '../../platform/password-hash.js';
import { admitAttempt } from '../../platform/attempt-window.js';
import { serverParamValues } from '../system/system.service.js';
import {
  countAttempts,
  deleteOldAttempts,
  insertApplication,
  liveApplicationOfCreditCode,
  pendingApplicationOfStaffCode,
  recordAttempt,
} from './registration.queries.js';
import {
  licenceStem,
  MAX_REGISTRATIONS_PER_ADDRESS,
  REGISTRATION_WINDOW_MINUTES,
  type RegistrationDeps,
} from './registration.settings.js';
import { uniqueViolationOf } from './unique-violation.js';
import { enqueueOpsMail } from '../mail/mail.service.js';
import type { Db } from '../../platform/db.js';

type LicenceKind = (typeof LICENCE_KINDS)[number];

function isLicenceKind(kind: FileKind | null): kind is LicenceKind {
  return LICENCE_KINDS.some((k) => k === kind);
}

/** PAR_EMALL_001 decides, read at every submission: an operator closes registration without a restart. */
export async function isRegistrationOpen(deps: Pick<RegistrationDeps, 'db'>): Promise<boolean> {
  const values = await serverParamValues(deps, [SYS_PARAM.registrationFlag]);
  return isRegistrationFlagOn(values[SYS_PARAM.registrationFlag]);
}

/**
 * Every admitted attempt counts, successful or not; 429 once the address used its window. Counted before the
 * form is read and the password hashed, so parallel submissions cannot slip past the limit together.
 */
async function throttle(deps: RegistrationDeps, ip: string, now: Date): Promise<void> {
  const windowStart = new Date(now.getTime() - REGISTRATION_WINDOW_MINUTES * 60_000);
  const admitted = await admitAttempt(deps.db, {
    keys: [`registration:${ip}`],
    atLimit: async (tx) => (await countAttempts(tx, ip, windowStart)) >= MAX_REGISTRATIONS_PER_ADDRESS,
    record: (tx) => recordAttempt(tx, ip, now),
  });
  if (!admitted) throw new AppError('TOO_MANY_ATTEMPTS', { minutes: REGISTRATION_WINDOW_MINUTES });
  await deleteOldAttempts(deps.db, windowStart);
}

function readForm(file: UploadedFile, lang: Lang): RegistrationForm {
  const parsed = registrationFormSchema.safeParse(file.fields);
  if (!parsed.success) {
    throw new AppError('VALIDATION_FAILED', {}, fieldMessages(parsed.error, lang, file.fields));
  }
  return parsed.data;
}

/** The licence by its content, never by its name or the browser's type; then its size. */
function checkLicence(file: UploadedFile): LicenceKind {
  if (!isLicenceKind(file.kind)) {
    throw new AppError('FILE_KIND_NOT_ACCEPTED', { kinds: 'PNG, JPEG, PDF' });
  }
  if (file.bytes.length > LICENCE_MAX_BYTES) {
    throw new AppError('LICENCE_TOO_LARGE', { mb: LICENCE_MAX_BYTES / (1024 * 1024) });
  }
  return file.kind;
}

async function refuseDuplicates(deps: RegistrationDeps, form: RegistrationForm): Promise<void> {
  if (await liveApplicationOfCreditCode(deps.db, form.creditCode)) {
    throw new AppError('REGISTRATION_CREDIT_CODE_TAKEN');
  }
  const staffCodeTaken =
    (await isStaffCodeTaken(deps.db, form.staffCode)) ||
    (await pendingApplicationOfStaffCode(deps.db, form.staffCode));
  if (staffCodeTaken) throw new AppError('REGISTRATION_STAFF_CODE_TAKEN');
}

/** Not guessable (it is shown to someone without an account) and readable over the phone. */
function newApplicationNo(now: Date): string {
  const day = now.toISOString().slice(0, 10).replace(/-/g, '');
  return `RG${day}${randomBytes(5).toString('hex').toUpperCase()}`;
}

/**
 * The registration call: one multipart request with the form's fields and the business licence. In order:
 * the flag, the throttle, the fields (400 per field), the licence (content and size), the captcha (spent
 * here, so the checks before it cost the client nothing), the duplicates, then one insert of a pending
 * application holding the password's scrypt hash.
 */
export async function submitRegistration(
  deps: RegistrationDeps,
  request: FastifyRequest,
  lang: Lang,
): Promise<SubmittedRegistration> {
  if (!(await isRegistrationOpen(deps))) throw new AppError('REGISTRATION_CLOSED');
  const now = deps.clock.now();
  const file = await readUploadedFile(request);
  await throttle(deps, request.ip, now);
  const form = readForm(file, lang);
  const kind = checkLicence(file);
  if (!(await spendCaptcha(deps.account, form.captchaId, form.captchaCode))) {
    throw new AppError('REGISTRATION_CAPTCHA_INVALID');
  }
  await refuseDuplicates(deps, form);
  const applicationNo = newApplicationNo(now);
  const passwordHash = await hashPassword(form.password);
  // The operators' mail is written with the application: both or neither.
  const insert = (tx: Db) =>
    insertApplication(tx, {
      applicationNo,
      status: 'PENDING',
      companyName: form.companyName,
      creditCode: form.creditCode,
      contactName: form.contactName,
      mobile: form.mobile,
      email: form.email,
      staffCode: form.staffCode,
      passwordHash,
      lang,
      // The shop's name for it, by its detected kind: the name the browser sent is never kept.
      licenceFileName: builtFileName(licenceStem(applicationNo), kind),
      licenceKind: kind,
      licenceSize: file.bytes.length,
      licenceSha256: createHash('sha256').update(file.bytes).digest('hex'),
      licenceContent: file.bytes,
      ip: request.ip,
      submittedAt: now,
    });
  const row = await deps.db
    .transaction(async (tx) => {
      const inserted = await insert(tx);
      await enqueueOpsMail(
        tx,
        { kind: 'newRegistration', params: { company: form.companyName }, link: '/ops/registrations' },
        now,
      );
      return inserted;
    })
    .catch((error: unknown) => {
      // Two submissions racing past the checks above: the partial unique indexes decide.
      const constraint = uniqueViolationOf(error);
      if (constraint?.includes('credit_code')) throw new AppError('REGISTRATION_CREDIT_CODE_TAKEN');
      if (constraint?.includes('staff_code')) throw new AppError('REGISTRATION_STAFF_CODE_TAKEN');
      throw error;
    });
  return {
    applicationNo: row.applicationNo,
    status: 'PENDING',
    submittedAt: row.submittedAt.toISOString(),
    nextSteps: pickText(REGISTRATION_NEXT_STEPS_TEXT, lang),
  };
}
