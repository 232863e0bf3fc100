import { useState } from 'react';
import { Button, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { contract, isAcceptablePassword, PASSWORD_MAX_LENGTH } from '@emall/contract';
import type { ErrorCode } from '@emall/contract';
import { isApiError } from '../../api/api-error';
import { call, showApiError } from '../../api/client';
import { useSessionStore } from '../../api/session-store';
import { toaster } from '../../api/toaster';
import { applyFieldErrors } from '../../ui/field-errors';

interface PasswordValues {
  oldPassword: string;
  newPassword: string;
  confirmPassword: string;
}

/** Business refusals that belong under one input rather than in a toast. */
const FIELD_OF_ERROR: Partial<Record<ErrorCode, keyof PasswordValues>> = {
  OLD_PASSWORD_WRONG: 'oldPassword',
  PASSWORD_UNCHANGED: 'newPassword',
};
const FIELD_NAMES = ['oldPassword', 'newPassword'] as const;

/** Change password. The server then ends every session, so the user logs in again. */
export function ChangePasswordForm() {
  const { t } = useTranslation();
  const [form] = Form.useForm<PasswordValues>();
  const navigate = useNavigate();
  const endSession = useSessionStore((s) => s.endSession);
  const [isSubmitting, setIsSubmitting] = useState(false);

  const onFinish = async ({ oldPassword, newPassword }: PasswordValues) => {
    setIsSubmitting(true);
    try {
      await call(contract.account.emallModifyPwd, { oldPassword, newPassword }, { quiet: true });
      toaster.success(t('member.password.changed'));
      endSession();
      await navigate('/login', { replace: true });
    } catch (error) {
      if (!isApiError(error)) throw error;
      const field = FIELD_OF_ERROR[error.errcode as ErrorCode];
      if (field) form.setFields([{ name: field, errors: [error.msg] }]);
      else if (!applyFieldErrors(form, error, FIELD_NAMES)) showApiError(error);
    } finally {
      setIsSubmitting(false);
    }
  };

  return (
    <Form
      form={form}
      layout="vertical"
      className="change-password-form"
      onFinish={(values) => void onFinish(values)}
      requiredMark={false}
    >
      <Form.Item
        name="oldPassword"
        label={t('member.password.old')}
        rules={[{ required: true, message: t('member.password.oldRequired') }]}
      >
        <Input.Password autoComplete="current-password" maxLength={128} />
      </Form.Item>
      <Form.Item
        name="newPassword"
        label={t('member.password.new')}
        extra={t('member.password.rule')}
        rules={[
          { required: true, message: t('member.password.newRequired') },
          {
            validator: (_, value: string | undefined) =>
              !value || isAcceptablePassword(value)
                ? Promise.resolve()
                : Promise.reject(new Error(t('member.password.rule'))),
          },
        ]}
      >
        <Input.Password autoComplete="new-password" maxLength={PASSWORD_MAX_LENGTH} />
      </Form.Item>
      <Form.Item
        name="confirmPassword"
        label={t('member.password.confirm')}
        dependencies={['newPassword']}
        rules={[
          { required: true, message: t('member.password.confirmRequired') },
          ({ getFieldValue }) => ({
            validator: (_, value: string | undefined) =>
              !value || value === getFieldValue('newPassword')
                ? Promise.resolve()
                : Promise.reject(new Error(t('member.password.mismatch'))),
          }),
        ]}
      >
        <Input.Password autoComplete="new-password" maxLength={PASSWORD_MAX_LENGTH} />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={isSubmitting}>
        {t('member.password.submit')}
      </Button>
    </Form>
  );
}
