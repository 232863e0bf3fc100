import { useCallback, useState } from 'react';
import { Button, Form, Input, Modal, Typography } from 'antd';
import type { FormRule } from 'antd';
import { useTranslation } from 'react-i18next';
import {
  contract,
  FEEDBACK_COMPANY_MAX,
  FEEDBACK_CONTENT_MAX,
  FEEDBACK_EMAIL_MAX,
  FEEDBACK_PHONE_MAX,
  FEEDBACK_THROTTLE_MS,
} from '@emall/contract';
import type { SessionUser } from '@emall/contract';
import { isApiError } from '../../api/api-error';
import { call, showApiError } from '../../api/client';
import { useSessionStore } from '../../api/session-store';
import { toaster } from '../../api/toaster';
import { applyFieldErrors } from '../../ui/field-errors';
import { FEEDBACK_FIELDS, feedbackFieldError } from './feedback-field-rules';
import type { FeedbackField } from './feedback-field-rules';
import { useThrottledClick } from './use-throttled-click';

type FeedbackValues = Record<FeedbackField, string>;

/** The prefill comes from staffRole.tenantName, staffPo.mobileNum and staffPo.email. */
function prefillOf(user: SessionUser | null): FeedbackValues {
  return {
    tenantName: user?.staffRole.tenantName.trim() ?? '',
    tel: user?.staffPo.mobileNum?.trim() ?? '',
    email: user?.staffPo.email?.trim() ?? '',
    content: '',
  };
}

/**
 * The side bar's feedback dialog (docs/messages-web.md, "Feedback dialog"). Open to everyone: a logged-out
 * visitor writes without prefill. Each field is checked by the contract rule the server applies, in the
 * user's language; the company is locked when it came from the user's tenant.
 */
export function FeedbackDialog({ isOpen, onClose }: { isOpen: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<FeedbackValues>();
  const lang = useSessionStore((s) => s.lang);
  const user = useSessionStore((s) => s.user);
  const [isSubmitting, setIsSubmitting] = useState(false);
  const prefill = prefillOf(user);

  const rule = (field: FeedbackField): FormRule => ({
    validator: (_, value: string | undefined) => {
      const problem = feedbackFieldError(field, value ?? '', lang);
      return problem ? Promise.reject(new Error(problem)) : Promise.resolve();
    },
  });

  const submit = async (values: FeedbackValues) => {
    setIsSubmitting(true);
    try {
      const answer = await call(
        contract.message.submitFeedback,
        {
          tenantName: values.tenantName.trim(),
          tel: values.tel.trim(),
          email: values.email.trim(),
          content: values.content.trim(),
        },
        { quiet: true },
      );
      onClose();
      toaster.success(answer.msg);
    } catch (error) {
      if (!isApiError(error)) throw error;
      // The server's message; per-field messages also go under their inputs.
      applyFieldErrors(form, error, FEEDBACK_FIELDS);
      showApiError(error);
    } finally {
      setIsSubmitting(false);
    }
  };

  const submitForm = useCallback(() => {
    form.submit();
  }, [form]);
  const onSubmitClick = useThrottledClick(submitForm, FEEDBACK_THROTTLE_MS);

  return (
    <Modal
      open={isOpen}
      title={t('feedback.title')}
      onCancel={onClose}
      destroyOnHidden
      footer={[
        <Button key="cancel" onClick={onClose}>
          {t('feedback.cancel')}
        </Button>,
        <Button key="submit" type="primary" loading={isSubmitting} onClick={onSubmitClick}>
          {t('feedback.submit')}
        </Button>,
      ]}
    >
      <Typography.Paragraph type="secondary">{t('feedback.intro')}</Typography.Paragraph>
      <Form<FeedbackValues>
        form={form}
        layout="vertical"
        initialValues={prefill}
        onFinish={(values) => void submit(values)}
        className="feedback-dialog__form"
      >
        <Form.Item name="tenantName" label={t('feedback.tenantName')} rules={[rule('tenantName')]}>
          <Input
            maxLength={FEEDBACK_COMPANY_MAX}
            disabled={prefill.tenantName !== ''}
            placeholder={t('feedback.tenantNamePlaceholder')}
            autoComplete="organization"
          />
        </Form.Item>
        <Form.Item name="tel" label={t('feedback.tel')} rules={[rule('tel')]}>
          <Input
            maxLength={FEEDBACK_PHONE_MAX}
            inputMode="tel"
            placeholder={t('feedback.telPlaceholder')}
            autoComplete="tel"
          />
        </Form.Item>
        <Form.Item name="email" label={t('feedback.email')} rules={[rule('email')]}>
          <Input
            maxLength={FEEDBACK_EMAIL_MAX}
            placeholder={t('feedback.emailPlaceholder')}
            autoComplete="email"
          />
        </Form.Item>
        <Form.Item name="content" label={t('feedback.content')} rules={[rule('content')]} required>
          <Input.TextArea
            rows={5}
            maxLength={FEEDBACK_CONTENT_MAX}
            showCount
            placeholder={t('feedback.contentPlaceholder')}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
