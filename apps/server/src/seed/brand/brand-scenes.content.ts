import { tx } from './brand-text.js';

/** The four application scenes of the Ruisa site, in page order. */
export const BRAND_SCENES = [
  {
    sceneCode: 'automotive',
    image: '/brand/scene-automotive.svg',
    name: tx('汽车电子', '汽車電子', 'Automotive electronics'),
    description: tx(
      'ADAS 域控制器、电池管理系统（BMS）、车载充电机（OBC）与 DC-DC、车身控制和智能座舱。车规系列按 AEC-Q200 / AEC-Q101 认证，提供 PPAP 文件。',
      'ADAS 域控制器、電池管理系統（BMS）、車載充電機（OBC）與 DC-DC、車身控制和智慧座艙。車規系列依 AEC-Q200 / AEC-Q101 認證，提供 PPAP 文件。',
      'ADAS domain controllers, battery management (BMS), on-board chargers and DC-DC converters, body control and cockpit electronics. Automotive series are AEC-Q200 / AEC-Q101 qualified, with PPAP documents.',
    ),
  },
  {
    sceneCode: 'industrial',
    image: '/brand/scene-industrial.svg',
    name: tx('工业控制与能源', '工業控制與能源', 'Industrial and energy'),
    description: tx(
      'PLC 与远程 I/O、伺服驱动和变频器、光伏逆变器与储能变流器。宽温、抗浪涌、长寿命，十年以上的供货承诺。',
      'PLC 與遠端 I/O、伺服驅動和變頻器、太陽能逆變器與儲能變流器。寬溫、抗突波、長壽命，十年以上的供貨承諾。',
      'PLCs and remote I/O, servo drives and inverters, solar inverters and energy-storage converters. Wide temperature range, surge-proof, long life, and a supply commitment of more than ten years.',
    ),
  },
  {
    sceneCode: 'consumer',
    image: '/brand/scene-consumer.svg',
    name: tx('消费电子', '消費電子', 'Consumer electronics'),
    description: tx(
      '手机与平板、TWS 耳机、智能手表与手环、智能家电。小尺寸、低高度，适合高密度贴装和电池供电设计。',
      '手機與平板、TWS 耳機、智慧手錶與手環、智慧家電。小尺寸、低高度，適合高密度打件和電池供電設計。',
      'Phones and tablets, true-wireless earbuds, smart watches and bands, smart home appliances. Small and low-profile parts for dense boards and battery-powered designs.',
    ),
  },
  {
    sceneCode: 'communications',
    image: '/brand/scene-communications.svg',
    name: tx('通信设备', '通訊設備', 'Communications'),
    description: tx(
      '5G 基站与小基站、光模块、路由器与交换机、物联网模组。低相位噪声时钟、低损耗储能电感与端口防护。',
      '5G 基地台與小基站、光模組、路由器與交換器、物聯網模組。低相位雜訊時脈、低損耗儲能電感與埠口防護。',
      '5G macro and small cells, optical modules, routers and switches, IoT modules. Low-phase-noise clocks, low-loss power inductors and port protection.',
    ),
  },
] as const;

export type BrandSceneCode = (typeof BRAND_SCENES)[number]['sceneCode'];
