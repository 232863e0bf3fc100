import { Form, Input } from 'antd';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { Localized } from '@emall/contract/ops';
import { toaster } from '../../../api/toaster';

/** Every query of this area starts with this key, so a save refreshes what the screens show. */
export const CONTENT_KEY = ['ops', 'content'] as const;

const LANG_FIELDS = ['zhCn', 'zhTw', 'enUs'] as const;

/** The text of the console's current language out of a three-language value. */
export function useLocalized(): (text: Localized) => string {
  const { i18n } = useTranslation();
  const lang = i18n.language.toLowerCase().replace('_', '-');
  const field = lang.startsWith('en') ? 'enUs' : lang === 'zh-tw' ? 'zhTw' : 'zhCn';
  return (text) => text[field];
}

/**
 * Three inputs for one text, one per language, all required (the shop shows each language as saved).
 * `name` is the form path of the {zhCn, zhTw, enUs} object.
 */
export function LocalizedInputs({ name, label, max }: { name: string; label: string; max: number }) {
  const { t } = useTranslation();
  return (
    <>
      {LANG_FIELDS.map((field) => (
        <Form.Item
          key={field}
          name={[name, field]}
          label={`${label} · ${t(`ops.content.lang.${field}`)}`}
          rules={[{ required: true, whitespace: true, message: t('ops.content.required') }]}
        >
          <Input maxLength={max} />
        </Form.Item>
      ))}
    </>
  );
}

/**
 * A save of this area: on success a "saved" toast and a refresh of the area's lists. Failures are toasted by the
 * API client (pass `quiet` calls to show them in a form instead).
 */
export function useContentSave<Vars, Answer>(
  save: (vars: Vars) => Promise<Answer>,
  onSaved?: (answer: Answer) => void,
) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: save,
    onSuccess: async (answer) => {
      toaster.success(t('ops.common.saved'));
      onSaved?.(answer);
      await queryClient.invalidateQueries({ queryKey: CONTENT_KEY });
    },
  });
}
