import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * antd's number box names its up and down buttons 'Increase Value' and 'Decrease Value' in English whatever the
 * locale, and takes no other names. This renames them in the buyer's language (productTable.increase/decrease):
 * put the returned ref on an element around the InputNumber. React sets those names once, at mount, so a name
 * written here stays until the box is drawn anew, which the observer catches.
 */
export function useStepButtonLabels(): (root: HTMLElement | null) => (() => void) | undefined {
  const { t } = useTranslation();
  const increase = t('productTable.increase');
  const decrease = t('productTable.decrease');
  return useCallback(
    (root: HTMLElement | null) => {
      if (!root) return undefined;
      const update = () => {
        for (const [selector, label] of [
          ['.ant-input-number-action-up', increase],
          ['.ant-input-number-action-down', decrease],
        ] as const) {
          for (const button of root.querySelectorAll(selector)) {
            if (button.getAttribute('aria-label') !== label) button.setAttribute('aria-label', label);
          }
        }
      };
      update();
      const observer = new MutationObserver(update);
      observer.observe(root, {
        subtree: true,
        childList: true,
        attributes: true,
        attributeFilter: ['aria-label'],
      });
      return () => {
        observer.disconnect();
      };
    },
    [increase, decrease],
  );
}
