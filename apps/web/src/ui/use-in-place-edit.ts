import { useState } from 'react';

/**
 * The state of an edit in place (custPn on cart and order lines, custOrderNo): `draft` is null while the
 * value is only shown; `save` sends the trimmed text and closes the box, or keeps it open with what was
 * typed when the save is refused (the client has shown the server's message).
 */
export function useInPlaceEdit(onSave: (value: string) => Promise<void>) {
  const [draft, setDraft] = useState<string | null>(null);
  const [isSaving, setIsSaving] = useState(false);

  const save = async (text: string) => {
    setIsSaving(true);
    try {
      await onSave(text.trim());
      setDraft(null);
    } catch {
      // Shown by the client; keep editing.
    } finally {
      setIsSaving(false);
    }
  };

  return { draft, setDraft, isSaving, save };
}
