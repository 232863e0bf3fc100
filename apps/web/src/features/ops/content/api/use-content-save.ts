import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { toaster } from '../../../../api/toaster';
import { contentKeys } from './content-keys';

/**
 * A save of this area: on success a "saved" toast and a refresh of the area's lists. Failures are toasted by the
 * API client (`quiet` calls leave them to the form).
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
      await queryClient.invalidateQueries({ queryKey: contentKeys.all });
    },
  });
}
