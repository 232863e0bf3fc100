import type { BrandProductContent } from './brand-product-content.js';
import { tx } from './brand-text.js';

/** Ruisa's protection and frequency product lines: TVS diodes and quartz crystals / oscillators. */
export const TVS_DIODE: BrandProductContent = {
  productCode: 'tvs-diode',
  series: 'RSTV',
  images: ['/brand/product-tvs-diode.svg'],
  searchKeywords: ['SMAJ', 'SMBJ'],
  name: tx('TVS 瞬态抑制二极管', 'TVS 暫態抑制二極體', 'TVS diodes'),
  tagline: tx(
    '200 W 到 15 kW，从数据接口到抛负载',
    '200 W 到 15 kW，從資料介面到拋負載',
    '200 W to 15 kW, from data ports to load dump',
  ),
  summary: tx(
    'RSTV 系列在纳秒级内把浪涌和静电钳位到安全电压，保护电源入口、通信总线和数据接口。SMA、SMB、SMC 封装与行业通用 SMAJ / SMBJ 型号引脚兼容，车规 RSTV-A 系列通过 AEC-Q101。',
    'RSTV 系列在奈秒級內把突波和靜電箝位到安全電壓，保護電源入口、通訊匯流排和資料介面。SMA、SMB、SMC 封裝與業界通用 SMAJ / SMBJ 型號腳位相容，車規 RSTV-A 系列通過 AEC-Q101。',
    'RSTV diodes clamp surges and electrostatic discharges to a safe voltage within nanoseconds, protecting power inputs, communication buses and data ports. SMA, SMB and SMC parts are pin-compatible with the common SMAJ / SMBJ types; the automotive RSTV-A series is AEC-Q101 qualified.',
  ),
  parameters: [
    [
      tx('峰值脉冲功率（10/1000 µs）', '峰值脈衝功率（10/1000 µs）', 'Peak pulse power (10/1000 µs)'),
      tx('200 W – 15 kW', '200 W – 15 kW', '200 W – 15 kW'),
    ],
    [
      tx('反向截止电压 VRWM', '反向截止電壓 VRWM', 'Stand-off voltage VRWM'),
      tx('3.3 V – 440 V', '3.3 V – 440 V', '3.3 V – 440 V'),
    ],
    [tx('极性', '極性', 'Polarity'), tx('单向 / 双向', '單向 / 雙向', 'Unidirectional / bidirectional')],
    [tx('击穿电压公差', '崩潰電壓公差', 'Breakdown voltage tolerance'), tx('±5%', '±5%', '±5 %')],
    [
      tx('封装', '封裝', 'Packages'),
      tx(
        'SOD-123FL、SMA（DO-214AC）、SMB（DO-214AA）、SMC（DO-214AB）、DFN1006（ESD）',
        'SOD-123FL、SMA（DO-214AC）、SMB（DO-214AA）、SMC（DO-214AB）、DFN1006（ESD）',
        'SOD-123FL, SMA (DO-214AC), SMB (DO-214AA), SMC (DO-214AB), DFN1006 (ESD)',
      ),
    ],
    [
      tx('静电防护', '靜電防護', 'ESD rating'),
      tx(
        'IEC 61000-4-2 接触放电 ±30 kV',
        'IEC 61000-4-2 接觸放電 ±30 kV',
        'IEC 61000-4-2 contact discharge ±30 kV',
      ),
    ],
    [
      tx('结温', '接面溫度', 'Junction temperature'),
      tx(
        '−55 ~ +150 °C（车规系列 +175 °C）',
        '−55 ~ +150 °C（車規系列 +175 °C）',
        '−55 to +150 °C (+175 °C automotive series)',
      ),
    ],
    [
      tx('车规认证', '車規認證', 'Automotive qualification'),
      tx(
        'AEC-Q101（RSTV-A 系列）；满足 ISO 7637-2 与 ISO 16750-2 抛负载',
        'AEC-Q101（RSTV-A 系列）；符合 ISO 7637-2 與 ISO 16750-2 拋負載',
        'AEC-Q101 (RSTV-A series); meets ISO 7637-2 and ISO 16750-2 load dump',
      ),
    ],
  ],
  features: [
    tx(
      '玻璃钝化芯片，漏电流低至 1 µA',
      '玻璃鈍化晶片，漏電流低至 1 µA',
      'Glass-passivated dies with leakage down to 1 µA',
    ),
    tx(
      '钳位电压低，快速响应，保护后级芯片不被击穿',
      '箝位電壓低，快速響應，保護後級晶片不被擊穿',
      'Low clamping voltage and fast response keep the downstream chips alive',
    ),
    tx(
      '与行业通用 SMAJ / SMBJ / SMCJ 型号引脚兼容，可直接替换',
      '與業界通用 SMAJ / SMBJ / SMCJ 型號腳位相容，可直接替換',
      'Pin-compatible with the common SMAJ / SMBJ / SMCJ types: a drop-in replacement',
    ),
    tx(
      'DFN1006 ESD 阵列电容低至 0.3 pF，适合 USB 3.x 与 HDMI',
      'DFN1006 ESD 陣列電容低至 0.3 pF，適合 USB 3.x 與 HDMI',
      'DFN1006 ESD arrays down to 0.3 pF for USB 3.x and HDMI',
    ),
  ],
  scenes: [
    [
      'automotive',
      tx(
        '12 V / 24 V 电源入口抛负载保护与 CAN / LIN 总线防护',
        '12 V / 24 V 電源入口拋負載保護與 CAN / LIN 匯流排防護',
        'Load-dump protection of 12 V / 24 V inputs and CAN / LIN bus protection',
      ),
    ],
    [
      'industrial',
      tx(
        'RS-485、24 V 数字量输入和光伏组串的雷击浪涌防护',
        'RS-485、24 V 數位輸入和太陽能組串的雷擊突波防護',
        'Lightning-surge protection of RS-485, 24 V digital inputs and solar strings',
      ),
    ],
    [
      'consumer',
      tx(
        'USB-C、耳机和按键接口的静电防护',
        'USB-C、耳機和按鍵介面的靜電防護',
        'ESD protection of USB-C, audio and button interfaces',
      ),
    ],
    [
      'communications',
      tx(
        '以太网口和 PoE 电源的浪涌防护',
        '乙太網路埠和 PoE 電源的突波防護',
        'Surge protection of Ethernet ports and PoE supplies',
      ),
    ],
  ],
};

export const CRYSTAL: BrandProductContent = {
  productCode: 'crystal',
  series: 'RSX',
  images: ['/brand/product-crystal.svg'],
  searchKeywords: ['X3225'],
  name: tx('石英晶体与振荡器', '石英晶體與振盪器', 'Quartz crystals and oscillators'),
  tagline: tx(
    '32.768 kHz 到 200 MHz，±10 ppm 起',
    '32.768 kHz 到 200 MHz，±10 ppm 起',
    '32.768 kHz to 200 MHz, from ±10 ppm',
  ),
  summary: tx(
    'RSX 系列包括无源晶体谐振器和有源晶体振荡器（XO），为 MCU、以太网、USB、蓝牙和射频电路提供稳定的时钟。陶瓷封装与金属盖缝焊密封，小至 1.6 × 1.2 mm。',
    'RSX 系列包括無源晶體諧振器和有源晶體振盪器（XO），為 MCU、乙太網路、USB、藍牙和射頻電路提供穩定的時脈。陶瓷封裝與金屬蓋縫焊密封，小至 1.6 × 1.2 mm。',
    'RSX covers passive crystal resonators and active crystal oscillators (XO), the stable clock of MCUs, Ethernet, USB, Bluetooth and RF circuits. Ceramic packages with seam-welded metal lids, down to 1.6 × 1.2 mm.',
  ),
  parameters: [
    [
      tx('频率范围', '頻率範圍', 'Frequency range'),
      tx(
        '晶体：32.768 kHz、8 – 80 MHz；振荡器：1 – 200 MHz',
        '晶體：32.768 kHz、8 – 80 MHz；振盪器：1 – 200 MHz',
        'Crystals: 32.768 kHz, 8 – 80 MHz; oscillators: 1 – 200 MHz',
      ),
    ],
    [
      tx('频率公差（25 °C）', '頻率公差（25 °C）', 'Frequency tolerance (25 °C)'),
      tx('±10 / ±20 / ±30 ppm', '±10 / ±20 / ±30 ppm', '±10 / ±20 / ±30 ppm'),
    ],
    [
      tx('温度频差', '溫度頻差', 'Frequency stability over temperature'),
      tx(
        '±20 ppm（−40 ~ +85 °C）；±50 ppm（−40 ~ +125 °C）',
        '±20 ppm（−40 ~ +85 °C）；±50 ppm（−40 ~ +125 °C）',
        '±20 ppm (−40 to +85 °C); ±50 ppm (−40 to +125 °C)',
      ),
    ],
    [tx('负载电容', '負載電容', 'Load capacitance'), tx('6 – 20 pF', '6 – 20 pF', '6 – 20 pF')],
    [
      tx('封装（mm）', '封裝（mm）', 'Packages (mm)'),
      tx(
        '1612、2016、2520、3225、5032、7050 贴片',
        '1612、2016、2520、3225、5032、7050 SMD',
        '1612, 2016, 2520, 3225, 5032, 7050 SMD',
      ),
    ],
    [
      tx('振荡器供电', '振盪器供電', 'Oscillator supply'),
      tx('1.8 V、2.5 V、3.3 V', '1.8 V、2.5 V、3.3 V', '1.8 V, 2.5 V, 3.3 V'),
    ],
    [tx('老化率', '老化率', 'Aging'), tx('±3 ppm / 首年', '±3 ppm / 首年', '±3 ppm in the first year')],
    [
      tx('车规认证', '車規認證', 'Automotive qualification'),
      tx(
        'AEC-Q200（晶体）；AEC-Q100（振荡器）',
        'AEC-Q200（晶體）；AEC-Q100（振盪器）',
        'AEC-Q200 (crystals); AEC-Q100 (oscillators)',
      ),
    ],
  ],
  features: [
    tx(
      '自有切割、镀膜与微调工艺，频率一致性好',
      '自有切割、鍍膜與微調製程，頻率一致性佳',
      'Our own cutting, plating and trimming give a tight frequency spread',
    ),
    tx(
      '金属盖缝焊气密封装，抗潮湿、抗老化',
      '金屬蓋縫焊氣密封裝，抗潮濕、抗老化',
      'Hermetic seam-welded lids resist humidity and aging',
    ),
    tx(
      '低 ESR，起振快，适合低功耗 MCU',
      '低 ESR，起振快，適合低功耗 MCU',
      'Low ESR and fast start-up for low-power MCUs',
    ),
    tx(
      '免费提供电路匹配测试，给出负载电容建议',
      '免費提供電路匹配測試，給出負載電容建議',
      'Free circuit matching tests with a load-capacitance recommendation',
    ),
  ],
  scenes: [
    [
      'automotive',
      tx(
        '车身控制器、T-Box 与仪表的 MCU 时钟，AEC-Q200 认证',
        '車身控制器、T-Box 與儀表的 MCU 時脈，AEC-Q200 認證',
        'MCU clocks of body controllers, telematics boxes and clusters, AEC-Q200 qualified',
      ),
    ],
    [
      'consumer',
      tx(
        '蓝牙耳机与手表的 32.768 kHz 实时时钟和 1612 小尺寸射频晶体',
        '藍牙耳機與手錶的 32.768 kHz 即時時脈和 1612 小尺寸射頻晶體',
        '32.768 kHz real-time clocks and tiny 1612 RF crystals in earbuds and watches',
      ),
    ],
    [
      'communications',
      tx(
        '以太网 PHY 与物联网模组的 25 MHz / 26 MHz / 40 MHz 参考时钟',
        '乙太網路 PHY 與物聯網模組的 25 MHz / 26 MHz / 40 MHz 參考時脈',
        '25 MHz / 26 MHz / 40 MHz reference clocks for Ethernet PHYs and IoT modules',
      ),
    ],
  ],
};
