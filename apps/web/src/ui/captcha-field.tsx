import { SafetyOutlined } from '@ant-design/icons';
import { Form, Input, Tooltip } from 'antd';
import type { Rule } from 'antd/es/form';
import type { Captcha } from '@emall/contract';
import './captcha-field.css';

/**
 * The captcha row of a form (shop login, registration, console login): the `captchaCode` input beside the
 * captcha image, which asks for another one when clicked. The input carries the label itself, since the
 * surrounding item holds two controls.
 */
export function CaptchaField({
  captcha,
  onRefresh,
  label,
  rule,
  refreshLabel,
  imageAlt,
}: {
  captcha: Captcha | undefined;
  onRefresh: () => void;
  label: string;
  rule: Rule;
  refreshLabel: string;
  imageAlt: string;
}) {
  return (
    <Form.Item label={label} required>
      <div className="captcha-field">
        <Form.Item name="captchaCode" noStyle rules={[rule]}>
          <Input prefix={<SafetyOutlined />} autoComplete="off" maxLength={16} aria-label={label} />
        </Form.Item>
        <Tooltip title={refreshLabel}>
          <button
            type="button"
            className="captcha-field__image"
            onClick={onRefresh}
            aria-label={refreshLabel}
          >
            {captcha && <img src={captcha.path} alt={imageAlt} />}
          </button>
        </Tooltip>
      </div>
    </Form.Item>
  );
}
