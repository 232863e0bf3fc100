import { Tooltip } from 'antd';
import type { Captcha } from '@emall/contract';
import './captcha-image-button.css';

/**
 * The captcha image as a button: a click asks for another one. The image comes from the server by its
 * path (getEmallValidPath); until one has arrived the button is an empty frame.
 */
export function CaptchaImageButton({
  captcha,
  onRefresh,
  refreshLabel,
  imageAlt,
}: {
  captcha: Captcha | undefined;
  onRefresh: () => void;
  refreshLabel: string;
  imageAlt: string;
}) {
  return (
    <Tooltip title={refreshLabel}>
      <button type="button" className="captcha-image-button" onClick={onRefresh} aria-label={refreshLabel}>
        {captcha && <img src={captcha.path} alt={imageAlt} />}
      </button>
    </Tooltip>
  );
}
