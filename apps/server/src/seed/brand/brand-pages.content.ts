import type { LocalizedText } from '@emall/contract';
import { tx } from './brand-text.js';

export interface BrandPageContent {
  pageCode: 'ruisa' | 'ruisa_customized' | 'gd';
  title: LocalizedText;
  summary: LocalizedText;
  image: string | null;
  facts: { value: string; label: LocalizedText }[];
  sections: { heading: LocalizedText; body: LocalizedText; image: string | null }[];
}

const RUISA_HOME: BrandPageContent = {
  pageCode: 'ruisa',
  title: tx(
    '睿萨电子：为可靠而生的被动与保护器件',
    '睿薩電子：為可靠而生的被動與保護元件',
    'Ruisa Electronics: passive and protection components built to last',
  ),
  summary: tx(
    '睿萨是本商城所属制造商的自有品牌，专注功率电感、MLCC、TVS 二极管和频率器件。从材料配方、产品设计到量产检测全部自主完成，为汽车、工业、消费和通信客户提供标准品与定制方案。',
    '睿薩是本商城所屬製造商的自有品牌，專注功率電感、MLCC、TVS 二極體和頻率元件。從材料配方、產品設計到量產檢測全部自主完成，為汽車、工業、消費和通訊客戶提供標準品與客製方案。',
    'Ruisa is the own brand of the maker behind this e-mall, focused on power inductors, MLCCs, TVS diodes and frequency components. Materials, design, production and testing are all done in-house, for automotive, industrial, consumer and communications customers, in standard and customised versions.',
  ),
  image: null,
  facts: [
    { value: '4', label: tx('大产品线', '大產品線', 'product lines') },
    { value: '2,600+', label: tx('个标准型号', '個標準型號', 'standard part numbers') },
    { value: 'IATF 16949', label: tx('汽车质量管理体系', '汽車品質管理系統', 'automotive quality system') },
    { value: '48 h', label: tx('标准品样品寄出', '標準品樣品寄出', 'to ship standard samples') },
  ],
  sections: [],
};

const CUSTOMIZED: BrandPageContent = {
  pageCode: 'ruisa_customized',
  title: tx('定制方案', '客製方案', 'Customised solutions'),
  summary: tx(
    '当标准型号满足不了尺寸、电流、频率或认证要求时，睿萨的应用工程师和您一起定义规格，从仿真、打样到量产一路跟进。',
    '當標準型號滿足不了尺寸、電流、頻率或認證要求時，睿薩的應用工程師和您一起定義規格，從模擬、打樣到量產一路跟進。',
    'When no standard part meets your size, current, frequency or qualification needs, a Ruisa application engineer defines the specification with you and follows it from simulation and samples to volume production.',
  ),
  image: '/brand/customized-process.svg',
  facts: [
    { value: '1', label: tx('个工作日内首次回复', '個工作日內首次回覆', 'working day to our first answer') },
    { value: '2–3', label: tx('周交付工程样品', '週交付工程樣品', 'weeks to engineering samples') },
    { value: 'PPAP', label: tx('车规项目文件齐全', '車規專案文件齊全', 'documents for automotive projects') },
  ],
  sections: [
    {
      heading: tx('1. 需求沟通', '1. 需求溝通', '1. Requirement review'),
      body: tx(
        '您提交电气参数、尺寸限制、工作环境和年用量，应用工程师一个工作日内联系您，确认关键指标。',
        '您提交電氣參數、尺寸限制、工作環境和年用量，應用工程師一個工作日內聯絡您，確認關鍵指標。',
        'You send the electrical values, size limits, environment and yearly volume; an application engineer calls you within one working day to agree on the key figures.',
      ),
      image: null,
    },
    {
      heading: tx('2. 方案与仿真', '2. 方案與模擬', '2. Design and simulation'),
      body: tx(
        '我们选择材料与结构，用磁路、热和电路仿真验证方案，3 至 5 个工作日给出规格书草案和报价。',
        '我們選擇材料與結構，用磁路、熱和電路模擬驗證方案，3 至 5 個工作日提供規格書草案和報價。',
        'We choose materials and structure and check them with magnetic, thermal and circuit simulation; a draft datasheet and a quotation follow in 3 to 5 working days.',
      ),
      image: null,
    },
    {
      heading: tx('3. 工程样品', '3. 工程樣品', '3. Engineering samples'),
      body: tx(
        '在试产线上制作样品并附测试报告，2 至 3 周寄到您手中，可按需安排上机匹配测试。',
        '在試產線上製作樣品並附測試報告，2 至 3 週寄到您手中，可依需求安排上機匹配測試。',
        'Samples are made on our pilot line with a test report and reach you in 2 to 3 weeks; we can test them in your circuit on request.',
      ),
      image: null,
    },
    {
      heading: tx('4. 验证与量产', '4. 驗證與量產', '4. Qualification and production'),
      body: tx(
        '按您的要求完成可靠性验证（车规项目按 AEC-Q200 / AEC-Q101 并提供 PPAP），确认后转入量产并锁定料号。',
        '依您的要求完成可靠性驗證（車規專案依 AEC-Q200 / AEC-Q101 並提供 PPAP），確認後轉入量產並鎖定料號。',
        'Reliability qualification to your plan (AEC-Q200 / AEC-Q101 with PPAP for automotive projects), then volume production under a fixed part number.',
      ),
      image: null,
    },
  ],
};

const GUANGDONG: BrandPageContent = {
  pageCode: 'gd',
  title: tx('睿萨广东制造基地', '睿薩廣東製造基地', 'Ruisa Guangdong manufacturing base'),
  summary: tx(
    '位于东莞松山湖的制造与服务中心，生产全部四条产品线。珠三角客户可享本地备库当天送达、现场 FAE 支持，欢迎预约参观工厂与可靠性实验室。',
    '位於東莞松山湖的製造與服務中心，生產全部四條產品線。珠三角客戶可享在地備庫當天送達、現場 FAE 支援，歡迎預約參觀工廠與可靠性實驗室。',
    'Our manufacturing and service centre at Songshan Lake, Dongguan, makes all four product lines. Customers in the Pearl River Delta get same-day delivery from local stock and on-site application support; you are welcome to visit the factory and the reliability lab.',
  ),
  image: '/brand/gd-factory.svg',
  facts: [
    { value: '42,000 m²', label: tx('厂房面积', '廠房面積', 'of factory floor') },
    { value: '38', label: tx('条自动化产线', '條自動化產線', 'automated lines') },
    {
      value: 'ISO 9001 · 14001',
      label: tx('质量与环境体系', '品質與環境系統', 'quality and environment systems'),
    },
    {
      value: '15:00',
      label: tx(
        '前下单，珠三角当天送达',
        '前下單，珠三角當天送達',
        'order cut-off for same-day delivery in the Pearl River Delta',
      ),
    },
  ],
  sections: [
    {
      heading: tx('制造能力', '製造能力', 'Production'),
      body: tx(
        '电感一体压铸与绕线、MLCC 流延叠层与共烧、TVS 封装测试、晶体切割与缝焊封装都在同一园区完成，关键工序全部自动化并可追溯到批次。',
        '電感一體壓鑄與繞線、MLCC 流延疊層與共燒、TVS 封裝測試、晶體切割與縫焊封裝都在同一園區完成，關鍵製程全部自動化並可追溯到批次。',
        'Inductor molding and winding, MLCC tape casting, stacking and co-firing, TVS assembly and test, crystal cutting and seam sealing all happen on one site; every key step is automated and traceable to the lot.',
      ),
      image: null,
    },
    {
      heading: tx('可靠性实验室', '可靠性實驗室', 'Reliability lab'),
      body: tx(
        '温度循环、高温高湿偏压（THB / HAST）、振动冲击、静电与浪涌、可焊性等试验在厂内完成，覆盖 AEC-Q200 与 AEC-Q101 的全部试验项目。',
        '溫度循環、高溫高濕偏壓（THB / HAST）、振動衝擊、靜電與突波、可焊性等試驗在廠內完成，涵蓋 AEC-Q200 與 AEC-Q101 的全部試驗項目。',
        'Temperature cycling, humidity bias (THB / HAST), vibration and shock, ESD and surge and solderability are tested in-house, covering every test item of AEC-Q200 and AEC-Q101.',
      ),
      image: null,
    },
    {
      heading: tx('珠三角服务', '珠三角服務', 'Service in the Pearl River Delta'),
      body: tx(
        '东莞仓常备标准品库存，深圳、东莞、广州客户下午三点前下单当天送达；深圳南山的 FAE 团队可到现场协助选型和调试。',
        '東莞倉常備標準品庫存，深圳、東莞、廣州客戶下午三點前下單當天送達；深圳南山的 FAE 團隊可到現場協助選型和除錯。',
        'The Dongguan warehouse keeps standard parts in stock: orders from Shenzhen, Dongguan and Guangzhou placed before 3 p.m. arrive the same day, and our FAE team in Nanshan, Shenzhen comes to your lab for selection and debugging.',
      ),
      image: null,
    },
    {
      heading: tx('参观与交通', '參觀與交通', 'Visiting us'),
      body: tx(
        '园区距深圳宝安机场约一小时车程，距松山湖北站约十五分钟。请提前三个工作日预约，我们可安排接送。',
        '園區距深圳寶安機場約一小時車程，距松山湖北站約十五分鐘。請提前三個工作日預約，我們可安排接送。',
        'The site is about an hour by car from Shenzhen Bao’an airport and fifteen minutes from Songshanhu North station. Please book three working days ahead; we can pick you up.',
      ),
      image: null,
    },
  ],
};

export const BRAND_PAGES: BrandPageContent[] = [RUISA_HOME, CUSTOMIZED, GUANGDONG];

export const BRAND_BANNERS = [
  {
    bannerCode: 'ruisa-automotive-inductor',
    image: '/brand/banner-automotive.svg',
    link: '/ruisa_product/power-inductor',
    title: tx(
      'RSPI-A 车规功率电感全系通过 AEC-Q200',
      'RSPI-A 車規功率電感全系列通過 AEC-Q200',
      'Every RSPI-A automotive power inductor is AEC-Q200 qualified',
    ),
    subtitle: tx(
      '−55 °C 至 +155 °C，饱和电流高达 60 A',
      '−55 °C 至 +155 °C，飽和電流高達 60 A',
      '−55 °C to +155 °C, saturation current up to 60 A',
    ),
  },
  {
    bannerCode: 'ruisa-customized',
    image: '/brand/banner-customized.svg',
    link: '/ruisa_customized',
    title: tx('为您的电路定制器件', '為您的電路客製元件', 'Components designed for your circuit'),
    subtitle: tx(
      '一个工作日回复，两到三周交付工程样品',
      '一個工作日回覆，兩到三週交付工程樣品',
      'An answer within one working day, engineering samples in two to three weeks',
    ),
  },
  {
    bannerCode: 'ruisa-guangdong',
    image: '/brand/banner-guangdong.svg',
    link: '/gd',
    title: tx(
      '广东制造基地，珠三角当天送达',
      '廣東製造基地，珠三角當天送達',
      'Made in Guangdong, same-day delivery in the Pearl River Delta',
    ),
    subtitle: tx(
      '欢迎预约参观东莞松山湖工厂',
      '歡迎預約參觀東莞松山湖工廠',
      'Book a visit to our Songshan Lake factory in Dongguan',
    ),
  },
];
