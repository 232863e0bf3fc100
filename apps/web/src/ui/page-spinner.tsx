import { Spin } from 'antd';

/** Shown while a page's code or its first data loads. */
export function PageSpinner() {
  return (
    <div className="page-spinner">
      <Spin size="large" />
    </div>
  );
}
