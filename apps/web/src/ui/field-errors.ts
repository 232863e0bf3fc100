import type { FormInstance } from 'antd';
import type { ApiError } from '../api/api-error';

/**
 * Puts the server's per-field messages under the form's inputs. Returns whether any was placed, so the
 * caller can fall back to a toast for errors that belong to no field.
 */
export function applyFieldErrors<Values>(
  form: FormInstance<Values>,
  error: ApiError,
  fieldNames: readonly string[],
): boolean {
  const known = Object.entries(error.fields).filter(([name]) => fieldNames.includes(name));
  form.setFields(known.map(([name, text]) => ({ name: name as never, errors: [text] })));
  return known.length > 0;
}
