import type { BrandProductContent } from './brand-product-content.js';
import { tx } from './brand-text.js';

/** Ruisa's passive product lines: molded power inductors and MLCC. */
export const POWER_INDUCTOR: BrandProductContent = {
  productCode: 'power-inductor',
  series: 'RSPI',
  images: ['/brand/product-power-inductor.svg', '/brand/product-power-inductor-curve.svg'],
  searchKeywords: ['FNR'],
  name: tx('一体成型功率电感', '一體成型功率電感', 'Molded power inductors'),
  tagline: tx(
    '低损耗、无啸叫，饱和电流高达 60 A',
    '低損耗、無嘯叫，飽和電流高達 60 A',
    'Low loss, no audible noise, saturation current up to 60 A',
  ),
  summary: tx(
    'RSPI 系列以金属合金粉末一体压铸成型，线圈完全包覆在磁体内：磁屏蔽好、体积小、大电流下电感平稳下降。适用于 DC-DC 转换器、CPU/GPU 供电（VRM）与车载电源。',
    'RSPI 系列以金屬合金粉末一體壓鑄成型，線圈完全包覆在磁體內：磁屏蔽好、體積小、大電流下電感平穩下降。適用於 DC-DC 轉換器、CPU/GPU 供電（VRM）與車載電源。',
    'RSPI inductors are molded from metal-alloy powder with the coil sealed inside the core: well shielded, compact, and with a soft saturation curve under high current. Made for DC-DC converters, CPU/GPU voltage regulators and automotive power supplies.',
  ),
  parameters: [
    [tx('电感值', '電感值', 'Inductance'), tx('0.10 – 100 µH', '0.10 – 100 µH', '0.10 – 100 µH')],
    [
      tx('电感公差', '電感公差', 'Inductance tolerance'),
      tx('±20%（M）；±10%（K）可选', '±20%（M）；±10%（K）可選', '±20 % (M); ±10 % (K) on request'),
    ],
    [
      tx('饱和电流 Isat', '飽和電流 Isat', 'Saturation current Isat'),
      tx('最高 60 A', '最高 60 A', 'up to 60 A'),
    ],
    [
      tx('温升电流 Irms', '溫升電流 Irms', 'Heating current Irms'),
      tx('最高 45 A（温升 40 °C）', '最高 45 A（溫升 40 °C）', 'up to 45 A (40 °C rise)'),
    ],
    [tx('直流电阻 DCR', '直流電阻 DCR', 'DC resistance DCR'), tx('0.9 mΩ 起', '0.9 mΩ 起', 'from 0.9 mΩ')],
    [
      tx('尺寸代码', '尺寸代碼', 'Size codes'),
      tx(
        '2016、0420、0530、0630、1040、1265、1770（2.0 × 1.6 至 17.5 × 17.0 mm）',
        '2016、0420、0530、0630、1040、1265、1770（2.0 × 1.6 至 17.5 × 17.0 mm）',
        '2016, 0420, 0530, 0630, 1040, 1265, 1770 (2.0 × 1.6 to 17.5 × 17.0 mm)',
      ),
    ],
    [
      tx('工作温度', '工作溫度', 'Operating temperature'),
      tx(
        '−55 °C ~ +155 °C（含自温升）',
        '−55 °C ~ +155 °C（含自溫升）',
        '−55 °C to +155 °C (self-heating included)',
      ),
    ],
    [
      tx('车规认证', '車規認證', 'Automotive qualification'),
      tx('AEC-Q200（RSPI-A 系列）', 'AEC-Q200（RSPI-A 系列）', 'AEC-Q200 (RSPI-A series)'),
    ],
    [
      tx('环保', '環保', 'Environmental'),
      tx('RoHS、REACH、无卤', 'RoHS、REACH、無鹵', 'RoHS, REACH, halogen-free'),
    ],
    [tx('包装', '包裝', 'Packing'), tx('编带卷盘', '捲帶包裝', 'Tape and reel')],
  ],
  features: [
    tx(
      '一体成型磁屏蔽结构，漏磁小，可紧贴开关芯片布板',
      '一體成型磁屏蔽結構，漏磁小，可緊貼開關晶片佈板',
      'Molded, shielded body with little stray field: place it right next to the switching IC',
    ),
    tx(
      '金属合金磁粉软饱和，电流冲击下不会骤降失效',
      '金屬合金磁粉軟飽和，電流衝擊下不會驟降失效',
      'Soft saturation of the alloy powder: no sudden collapse under current peaks',
    ),
    tx(
      '无啸叫、低交流损耗，适合 500 kHz – 3 MHz 开关频率',
      '無嘯叫、低交流損耗，適合 500 kHz – 3 MHz 開關頻率',
      'No audible noise and low AC loss from 500 kHz to 3 MHz switching frequency',
    ),
    tx(
      'RSPI-A 车规系列可工作至 +155 °C，提供 PPAP 文件',
      'RSPI-A 車規系列可工作至 +155 °C，提供 PPAP 文件',
      'RSPI-A automotive series runs up to +155 °C and comes with PPAP documents',
    ),
  ],
  scenes: [
    [
      'automotive',
      tx(
        '48 V / 12 V DC-DC、ADAS 域控制器和车灯驱动的储能电感',
        '48 V / 12 V DC-DC、ADAS 域控制器和車燈驅動的儲能電感',
        'Energy storage in 48 V / 12 V DC-DC converters, ADAS controllers and lamp drivers',
      ),
    ],
    [
      'industrial',
      tx(
        'PLC 与伺服驱动板上的多路 POL 电源',
        'PLC 與伺服驅動板上的多路 POL 電源',
        'Point-of-load rails on PLC and servo-drive boards',
      ),
    ],
    [
      'consumer',
      tx(
        '笔记本与手机的 CPU 供电和快充电路，2016 尺寸仅 1.0 mm 高',
        '筆電與手機的 CPU 供電和快充電路，2016 尺寸僅 1.0 mm 高',
        'CPU supplies and fast charging in laptops and phones; the 2016 size is only 1.0 mm high',
      ),
    ],
    [
      'communications',
      tx(
        '基站与交换机 ASIC 的多相 VRM',
        '基地台與交換器 ASIC 的多相 VRM',
        'Multiphase regulators for base-station and switch ASICs',
      ),
    ],
  ],
};

export const MLCC: BrandProductContent = {
  productCode: 'mlcc',
  series: 'RSC',
  images: ['/brand/product-mlcc.svg'],
  searchKeywords: ['CC0402'],
  name: tx('片式多层陶瓷电容（MLCC）', '積層陶瓷電容（MLCC）', 'Multilayer ceramic capacitors (MLCC)'),
  tagline: tx(
    '01005 到 2220，0.5 pF 到 100 µF',
    '01005 到 2220，0.5 pF 到 100 µF',
    'From 01005 to 2220, from 0.5 pF to 100 µF',
  ),
  summary: tx(
    'RSC 系列覆盖 C0G、X7R、X5R、X7S、X8R 介质和 4 V 至 3 kV 额定电压，用于去耦、滤波、谐振与高压缓冲。车规 RSC-A 系列提供柔性端电极，抵抗板弯裂纹。',
    'RSC 系列涵蓋 C0G、X7R、X5R、X7S、X8R 介電質和 4 V 至 3 kV 額定電壓，用於去耦、濾波、諧振與高壓緩衝。車規 RSC-A 系列提供軟性端電極，抵抗板彎裂紋。',
    'RSC capacitors cover C0G, X7R, X5R, X7S and X8R dielectrics and 4 V to 3 kV ratings, for decoupling, filtering, resonant circuits and high-voltage snubbers. The automotive RSC-A series offers soft terminations against board-flex cracks.',
  ),
  parameters: [
    [tx('容量', '容量', 'Capacitance'), tx('0.5 pF – 100 µF', '0.5 pF – 100 µF', '0.5 pF – 100 µF')],
    [
      tx('额定电压', '額定電壓', 'Rated voltage'),
      tx('4 V – 3 kV（直流）', '4 V – 3 kV（直流）', '4 V – 3 kV DC'),
    ],
    [
      tx('介质', '介電質', 'Dielectric'),
      tx('C0G（NP0）、X7R、X5R、X7S、X8R', 'C0G（NP0）、X7R、X5R、X7S、X8R', 'C0G (NP0), X7R, X5R, X7S, X8R'),
    ],
    [
      tx('容量公差', '容量公差', 'Capacitance tolerance'),
      tx(
        'C0G：±0.1 pF、±0.25 pF、±1%、±5%；X7R / X5R：±10%、±20%',
        'C0G：±0.1 pF、±0.25 pF、±1%、±5%；X7R / X5R：±10%、±20%',
        'C0G: ±0.1 pF, ±0.25 pF, ±1 %, ±5 %; X7R / X5R: ±10 %, ±20 %',
      ),
    ],
    [
      tx('尺寸（EIA）', '尺寸（EIA）', 'Case sizes (EIA)'),
      tx(
        '01005、0201、0402、0603、0805、1206、1210、1812、2220',
        '01005、0201、0402、0603、0805、1206、1210、1812、2220',
        '01005, 0201, 0402, 0603, 0805, 1206, 1210, 1812, 2220',
      ),
    ],
    [
      tx('工作温度', '工作溫度', 'Operating temperature'),
      tx(
        'C0G / X7R：−55 ~ +125 °C；X5R：−55 ~ +85 °C；X8R：−55 ~ +150 °C',
        'C0G / X7R：−55 ~ +125 °C；X5R：−55 ~ +85 °C；X8R：−55 ~ +150 °C',
        'C0G / X7R: −55 to +125 °C; X5R: −55 to +85 °C; X8R: −55 to +150 °C',
      ),
    ],
    [
      tx('绝缘电阻', '絕緣電阻', 'Insulation resistance'),
      tx(
        '≥ 10 GΩ 或 500 Ω·F（取较小值）',
        '≥ 10 GΩ 或 500 Ω·F（取較小值）',
        '≥ 10 GΩ or 500 Ω·F, whichever is smaller',
      ),
    ],
    [
      tx('车规认证', '車規認證', 'Automotive qualification'),
      tx(
        'AEC-Q200（RSC-A 系列，可选柔性端电极）',
        'AEC-Q200（RSC-A 系列，可選軟性端電極）',
        'AEC-Q200 (RSC-A series, soft termination available)',
      ),
    ],
    [
      tx('包装', '包裝', 'Packing'),
      tx('纸带或胶带卷盘', '紙帶或塑膠帶捲盤', 'Paper or plastic tape on reels'),
    ],
  ],
  features: [
    tx(
      '镍内电极与自研瓷粉，同尺寸下容量更高',
      '鎳內電極與自研瓷粉，同尺寸下容量更高',
      'Nickel electrodes and our own ceramic powders: more capacitance in the same size',
    ),
    tx(
      'C0G 介质容量不随温度、电压和时间变化，适合振荡与滤波',
      'C0G 介電質容量不隨溫度、電壓和時間變化，適合振盪與濾波',
      'C0G holds its value over temperature, voltage and time: right for oscillators and filters',
    ),
    tx(
      '柔性端电极吸收板弯应力，降低开裂短路风险',
      '軟性端電極吸收板彎應力，降低開裂短路風險',
      'Soft terminations absorb board flex and lower the risk of cracks and shorts',
    ),
    tx(
      '100% 电性能测试与外观自动检测后出货',
      '100% 電性能測試與外觀自動檢測後出貨',
      'Every piece is electrically tested and optically inspected before shipping',
    ),
  ],
  scenes: [
    [
      'automotive',
      tx(
        'BMS 采样滤波与 OBC 高压缓冲，选用柔性端电极 RSC-A',
        'BMS 取樣濾波與 OBC 高壓緩衝，選用軟性端電極 RSC-A',
        'BMS sensing filters and OBC high-voltage snubbers with soft-termination RSC-A',
      ),
    ],
    [
      'industrial',
      tx(
        '变频器与光伏逆变器的母线去耦和 EMI 滤波',
        '變頻器與太陽能逆變器的母線去耦和 EMI 濾波',
        'DC-link decoupling and EMI filtering in drives and solar inverters',
      ),
    ],
    [
      'consumer',
      tx(
        '手机主板与 TWS 耳机的 01005 / 0201 去耦',
        '手機主機板與 TWS 耳機的 01005 / 0201 去耦',
        '01005 / 0201 decoupling on phone boards and in earbuds',
      ),
    ],
    [
      'communications',
      tx(
        '射频匹配与光模块电源滤波，C0G 高 Q 值',
        '射頻匹配與光模組電源濾波，C0G 高 Q 值',
        'RF matching and optical-module supply filtering with high-Q C0G',
      ),
    ],
  ],
};
