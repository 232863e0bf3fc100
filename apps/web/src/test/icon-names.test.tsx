import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { useState } from 'react';
import { act, screen, waitFor } from '@testing-library/react';
import { AppstoreOutlined, SearchOutlined, UploadOutlined, WarningOutlined } from '@ant-design/icons';
import { Button, Collapse, Input, Pagination, Rate } from 'antd';
import { switchLang, textOf } from './catalogue';
import { renderRoute } from './render-route';
import { watchIconNames } from '../ui/icon-names';

/** A few of the places where antd draws icons the shop's pages show. */
function Controls() {
  const [hasText, setHasText] = useState(false);
  return (
    <div>
      <Input aria-label="part number" allowClear defaultValue="LM358" />
      <Pagination total={50} />
      <Button icon={<UploadOutlined />}>BOM</Button>
      <Button
        icon={<SearchOutlined />}
        onClick={() => {
          setHasText(true);
        }}
      >
        {hasText ? 'Find' : null}
      </Button>
      <p>
        <AppstoreOutlined /> categories
      </p>
      <WarningOutlined aria-label="mind the stock" />
      <Rate disabled value={2} count={3} />
      <Collapse collapsible="header" items={[{ key: 'notice', label: 'Notice', children: 'text' }]} />
    </div>
  );
}

let stop: (() => void) | undefined;

async function renderControls() {
  renderRoute([{ path: '/', element: <Controls /> }], '/');
  await screen.findByRole('button', { name: /BOM/ });
  stop = watchIconNames(document.body);
}

describe('antd icon names in the buyer’s language', () => {
  beforeEach(async () => {
    await switchLang('zh_CN');
  });

  afterEach(() => {
    stop?.();
    stop = undefined;
  });

  it('names a control that shows only an icon, from antd’s title or from what it is', async () => {
    await renderControls();
    expect(screen.getByRole('button', { name: textOf('common.icon.clear', 'zh_CN') })).toBeTruthy();
    // The page buttons: the titles antd's Chinese locale gives their items.
    expect(screen.getByRole('button', { name: '上一页' })).toBeTruthy();
    expect(screen.getByRole('button', { name: '下一页' })).toBeTruthy();
    expect(screen.getByRole('button', { name: textOf('common.icon.search', 'zh_CN') })).toBeTruthy();
    expect(
      screen.getByRole('radio', { name: textOf('common.icon.rateStar', 'zh_CN').replace('{n}', '2') }),
    ).toBeTruthy();
    // A panel's arrow, which antd names 'collapsed' or 'expanded'.
    expect(screen.getByRole('button', { name: textOf('common.icon.toggle', 'zh_CN') })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /close-circle|left|right|search|collapsed/ })).toBeNull();
  });

  it('hides icons beside a name, and icons outside controls, but keeps a name the app gave', async () => {
    await renderControls();
    expect(screen.getByRole('button', { name: 'BOM' })).toBeTruthy();
    expect(screen.queryByRole('img', { name: 'appstore' })).toBeNull();
    expect(screen.queryByRole('img', { name: 'upload' })).toBeNull();
    expect(screen.getByRole('img', { name: 'mind the stock' })).toBeTruthy();
  });

  it('renames in the new language, and gives way to a text the control gets later', async () => {
    await renderControls();
    await act(async () => {
      await switchLang('en_US');
    });
    await waitFor(() => {
      expect(screen.getByRole('button', { name: textOf('common.icon.clear', 'en_US') })).toBeTruthy();
    });
    // antd's English locale titles the page items itself.
    expect(await screen.findByRole('button', { name: 'Previous Page' })).toBeTruthy();
    const search = screen.getByRole('button', { name: textOf('common.icon.search', 'en_US') });
    act(() => {
      search.click();
    });
    await waitFor(() => {
      expect(screen.getByRole('button', { name: 'Find' })).toBeTruthy();
    });
  });
});
