import { GlobalOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { PartSearchBox } from '../../ui/part-search-box';
import { searchPath } from '../../ui/product-links';
import { BomButton } from './bom-button';
import { useSpotStockStore } from './spot-stock-store';
import './home-search.css';

/** The home page's part-number search, BOM upload button and spot-stock button. */
export function HomeSearch() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const isPanelOpen = useSpotStockStore((s) => s.isOpen);
  const togglePanel = useSpotStockStore((s) => s.toggle);
  return (
    <div className="home-search">
      <PartSearchBox
        className="home-search__box"
        onSearch={(value) => {
          void navigate(searchPath(value));
        }}
      />
      <div className="home-search__actions">
        <BomButton />
        <Button
          size="large"
          className="home-search__spot-stock"
          icon={<GlobalOutlined />}
          aria-expanded={isPanelOpen}
          aria-controls="spot-stock-panel"
          data-spot-stock-toggle=""
          onClick={togglePanel}
        >
          {t('home.spotStock.button')}
        </Button>
      </div>
    </div>
  );
}
