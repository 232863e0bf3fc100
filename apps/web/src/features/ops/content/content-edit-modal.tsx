import type { ReactNode } from 'react';
import { Form, Modal, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../api/api-error';
import { showApiError } from '../../../api/client';
import { applyFieldErrors } from '../../../ui/field-errors';

/** A content save as its editor drives it: a `useContentSave` mutation. */
export interface ContentSave<Values> {
  isPending: boolean;
  mutate(values: Values, options?: { onError?: (error: Error) => void }): void;
}

/**
 * The editor of one content row (or a new one): a form in a modal whose Save button submits it, checked by the
 * fields' rules first, to `save`. `intro` stands above the fields; `isLoading` shows a spinner (and no Save)
 * until what the form edits has arrived. A quiet save names its `fieldNames`: the server's message for one of
 * them lands under its input, any other is toasted.
 */
export function ContentEditModal<Values extends object>({
  title,
  width,
  initialValues,
  save,
  onClose,
  intro,
  isLoading = false,
  fieldNames,
  scrollToFirstError = false,
  children,
}: {
  title: string;
  width?: number;
  initialValues: Values | undefined;
  save: ContentSave<Values>;
  onClose: () => void;
  intro?: ReactNode;
  isLoading?: boolean;
  fieldNames?: readonly string[];
  /** Fields the operator may not see (on a tab not shown): the first one refused is brought into view. */
  scrollToFirstError?: boolean;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  return (
    <Modal
      open
      width={width}
      title={title}
      okText={t('ops.common.save')}
      cancelText={t('ops.common.cancel')}
      confirmLoading={save.isPending}
      okButtonProps={{ disabled: isLoading }}
      onOk={() => {
        form.submit();
      }}
      onCancel={onClose}
    >
      {intro}
      {isLoading ? (
        <Spin />
      ) : (
        <Form<Values>
          form={form}
          layout="vertical"
          initialValues={initialValues}
          onFinish={(values) => {
            if (!fieldNames) {
              save.mutate(values);
              return;
            }
            save.mutate(values, {
              onError: (error) => {
                if (isApiError(error) && !applyFieldErrors(form, error, fieldNames)) showApiError(error);
              },
            });
          }}
          onFinishFailed={({ errorFields }) => {
            const first = errorFields[0]?.name;
            if (scrollToFirstError && first) form.scrollToField(first);
          }}
        >
          {children}
        </Form>
      )}
    </Modal>
  );
}
