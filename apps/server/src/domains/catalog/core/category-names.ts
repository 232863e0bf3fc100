import { nameKey } from './catalog-naming.js';
import { SUBCATEGORY_NAMES } from './category-subcategory-names.js';

/**
 * Simplified and traditional Chinese names of the CSV's top categories, by the English name as the CSV
 * writes it. Spellings that differ only in case, spaces or punctuation share one entry and one node
 * ('Crystals, Oscillators, Resonators' and 'Crystals/Oscillators/Resonators').
 */
export const CATEGORY_NAMES: readonly (readonly [en: string, zhCn: string, zhTw: string])[] = [
  ['ADC/DAC/Data Conversion', 'ADC/DAC/数据转换', 'ADC/DAC/資料轉換'],
  ['Amplifiers', '放大器', '放大器'],
  ['Amplifiers/Comparators', '放大器/比较器', '放大器/比較器'],
  ['Audio Products / Vibration Motors', '音频产品/振动马达', '音訊產品/振動馬達'],
  ['Audio Products/Micromotors', '音频产品/微电机', '音訊產品/微型馬達'],
  ['Battery Products', '电池产品', '電池產品'],
  ['Bead/Filter/EMI Optimization', '磁珠/滤波器/EMI优化', '磁珠/濾波器/EMI最佳化'],
  ['Capacitors', '电容', '電容'],
  ['Circuit Protection', '电路保护', '電路保護'],
  ['Clock and Timing', '时钟和计时', '時脈和計時'],
  ['Clock/Timing', '时钟/计时', '時脈/計時'],
  ['Communication Interface Chip/UART/485/232', '通信接口芯片/UART/485/232', '通訊介面晶片/UART/485/232'],
  ['Connectors', '连接器', '連接器'],
  ['Consumables', '耗材', '耗材'],
  ['Crystal Oscillator/Oscillator/Resonator', '晶体振荡器/振荡器/谐振器', '晶體振盪器/振盪器/諧振器'],
  ['Crystals, Oscillators, Resonators', '晶体/振荡器/谐振器', '晶體/振盪器/諧振器'],
  ['Data Acquisition', '数据采集', '資料採集'],
  ['Data Converters', '数据转换器', '資料轉換器'],
  ['Development Boards & Tools', '开发板和工具', '開發板和工具'],
  ['Diodes', '二极管', '二極體'],
  [
    'Display Modules / LED Drivers / Display Drivers',
    '显示模块/LED驱动/显示驱动',
    '顯示模組/LED驅動/顯示驅動',
  ],
  ['Displays', '显示器件', '顯示元件'],
  ['Educational Kits', '教育套件', '教育套件'],
  ['Embedded Processors & Controllers', '嵌入式处理器和控制器', '嵌入式處理器和控制器'],
  ['Filters', '滤波器', '濾波器'],
  ['Filters/EMI Optimization', '滤波器/EMI优化', '濾波器/EMI最佳化'],
  ['Functional Modules', '功能模块', '功能模組'],
  ['Gallium Nitride (GaN) Devices', '氮化镓(GaN)器件', '氮化鎵(GaN)元件'],
  ['Global Sourcing Parts', '全球采购物料', '全球採購物料'],
  ['Hardware Fasteners', '五金紧固件', '五金緊固件'],
  ['Hardware/Fasteners/Sealing', '五金/紧固件/密封件', '五金/緊固件/密封件'],
  ['Inductors, Coils, Chokes', '电感/线圈/扼流圈', '電感/線圈/扼流圈'],
  ['Inductors/Coils/Transformers', '电感/线圈/变压器', '電感/線圈/變壓器'],
  ['Industrial Control Electrical', '工控电气', '工控電氣'],
  ['Instrumentation/Meter', '仪器仪表', '儀器儀表'],
  ['Interface', '接口', '介面'],
  ['Interface ICs', '接口芯片', '介面晶片'],
  ['IoT/Communication Modules', '物联网/通信模块', '物聯網/通訊模組'],
  ['Key/Switch', '按键/开关', '按鍵/開關'],
  ['Logic', '逻辑器件', '邏輯元件'],
  ['Logic ICs', '逻辑芯片', '邏輯晶片'],
  ['Memory', '存储器', '記憶體'],
  ['Motor Driver ICs', '电机驱动芯片', '馬達驅動晶片'],
  ['Nixie Tube Driver/LED Driver', '数码管驱动/LED驱动', '七段顯示器驅動/LED驅動'],
  ['Operational Amplifier/Comparator', '运算放大器/比较器', '運算放大器/比較器'],
  ['Optocoupler', '光耦', '光耦合器'],
  [
    'Optocoupler/LED/Digital Tube/Photoelectric Device',
    '光耦/LED/数码管/光电器件',
    '光耦合器/LED/七段顯示器/光電元件',
  ],
  ['Optocouplers & LEDs & Infrared', '光耦/LED/红外', '光耦合器/LED/紅外'],
  ['Optoelectronics', '光电器件', '光電元件'],
  ['Optoisolators', '光隔离器', '光隔離器'],
  ['Others', '其他', '其他'],
  ['Power Management', '电源管理', '電源管理'],
  ['Power Management (PMIC)', '电源管理(PMIC)', '電源管理(PMIC)'],
  ['Power Management ICs', '电源管理芯片', '電源管理晶片'],
  ['Power Modules', '电源模块', '電源模組'],
  ['Power Supply Chip', '电源芯片', '電源晶片'],
  ['Radio Frequency Chip/Antenna', '射频芯片/天线', '射頻晶片/天線'],
  ['Relays', '继电器', '繼電器'],
  ['Resistors', '电阻', '電阻'],
  ['Resonators/Oscillators', '谐振器/振荡器', '諧振器/振盪器'],
  ['RF & Radio', '射频与无线电', '射頻與無線電'],
  ['RF And Wireless', '射频和无线', '射頻和無線'],
  ['RTC/Clock Chip', '实时时钟/时钟芯片', '即時時鐘/時脈晶片'],
  ['Sensors', '传感器', '感測器'],
  ['Signal Isolation Devices', '信号隔离器件', '訊號隔離元件'],
  ['Silicon Carbide (SiC) Devices', '碳化硅(SiC)器件', '碳化矽(SiC)元件'],
  ['Single Chip Microcomputer/Microcontroller', '单片机/微控制器', '單晶片/微控制器'],
  ['Solders / Accessories / Batteries', '焊料/配件/电池', '焊料/配件/電池'],
  ['Switches', '开关', '開關'],
  ['Terminal', '端子', '端子'],
  ['Transistors', '晶体管', '電晶體'],
  ['Transistors/Thyristors', '晶体管/晶闸管', '電晶體/閘流體'],
  ['Triode/MOS Tube/Transistor', '三极管/MOS管/晶体管', '三極體/MOS管/電晶體'],
  ['TVS/Fuse/Board Level Protection', 'TVS/保险丝/板级保护', 'TVS/保險絲/板級保護'],
  ['Wire/Cable/DataCable', '线材/电缆/数据线', '線材/電纜/資料線'],
];

// Names that differ only in case, spaces or punctuation are one (nameKey); codes come from catalogCodePart.

function index(names: readonly (readonly [string, string, string])[]): Map<string, [string, string]> {
  return new Map(names.map(([en, zhCn, zhTw]) => [nameKey(en), [zhCn, zhTw]]));
}

const CATEGORY_TEXT = index(CATEGORY_NAMES);
const SUBCATEGORY_TEXT = index(SUBCATEGORY_NAMES);

/** The Chinese names of a top category or subcategory, undefined when no translation is written. */
export function catalogText(name: string, level: 1 | 2): [zhCn: string, zhTw: string] | undefined {
  return (level === 1 ? CATEGORY_TEXT : SUBCATEGORY_TEXT).get(nameKey(name));
}
