/** A mainstream brand: code, names in the three languages, and the other ways people write its name. */
export interface MainstreamBrand {
  brandCode: string;
  nameEn: string;
  nameZhCn: string;
  nameZhTw: string;
  /**
   * Spellings of the maker: every one the demo CSV uses, the common short forms and the Chinese short names.
   * The names of companies it bought that BOMs still print ('Fairchild' for onsemi) come from the table of
   * maker successions (domains/catalog/matching/maker-successions.ts). Stored normalised as aliases.
   */
  spellings: readonly string[];
}

function brand(
  brandCode: string,
  nameEn: string,
  nameZhCn: string,
  nameZhTw: string,
  spellings: readonly string[],
): MainstreamBrand {
  return { brandCode, nameEn, nameZhCn, nameZhTw, spellings };
}

/**
 * The 45 mainstream brands of the spot-stock service (the home page names '45 mainstream brands'), in display
 * order (sort 1..45). Five of them (Würth, Silergy, 3PEAK, Nordic, Sharp) have no part in the demo CSV.
 */
export const MAINSTREAM_BRANDS: readonly MainstreamBrand[] = [
  brand('TI', 'Texas Instruments', '德州仪器', '德州儀器', [
    'Texas Instruments',
    'TEXAS INSTRUMENTS',
    'Texas Instruments Inc.',
    'TI',
  ]),
  brand('ST', 'STMicroelectronics', '意法半导体', '意法半導體', [
    'STMicroelectronics',
    'ST',
    'ST Micro',
    '意法',
  ]),
  brand('RENESAS', 'Renesas Electronics', '瑞萨', '瑞薩', ['RENESAS', 'Renesas', '瑞萨电子', '瑞薩電子']),
  brand('NXP', 'NXP Semiconductors', '恩智浦', '恩智浦', ['NXP', 'NXP Semicon', '恩智浦半导体']),
  brand('MICROCHIP', 'Microchip Technology', '微芯科技', '微芯科技', ['Microchip', 'Microchip Tech', '微芯']),
  brand('ADI', 'Analog Devices', '亚德诺半导体', '亞德諾半導體', [
    'ADI',
    'Analog Devices',
    'Analog Devices Inc.',
    '亚德诺',
    '亞德諾',
  ]),
  brand('INFINEON', 'Infineon Technologies', '英飞凌', '英飛凌', ['Infineon', 'Infineon Technologies']),
  brand('ONSEMI', 'onsemi', '安森美', '安森美', ['onsemi', 'ON', 'ON Semiconductor', '安森美半导体']),
  brand('NEXPERIA', 'Nexperia', '安世半导体', '安世半導體', ['Nexperia', '安世']),
  brand('VISHAY', 'Vishay Intertechnology', '威世', '威世', [
    'Vishay',
    'Vishay Intertech',
    'Vishay Semiconductors',
  ]),
  brand('MURATA', 'Murata', '村田', '村田', [
    'Murata',
    'muRata',
    'Murata Electronics',
    'MURATA MANUFACTURING',
    '村田制作所',
    '村田製作所',
  ]),
  brand('TDK', 'TDK', '东电化', '東電化', ['TDK InvenSense', 'TDK-EPC']),
  brand('YAGEO', 'YAGEO', '国巨', '國巨', ['Yageo', 'Phycomp']),
  brand('SAMSUNG', 'Samsung Electro-Mechanics', '三星电机', '三星電機', [
    'Samsung Electro-Mechanics',
    'Samsung Electro Mechanics',
    'SEMCO',
    'Samsung',
  ]),
  brand('PANASONIC', 'Panasonic', '松下', '松下', ['Panasonic', 'Panasonic Electronic Components']),
  brand('ROHM', 'ROHM Semiconductor', '罗姆', '羅姆', ['ROHM', 'ROHM Semicon', 'ROHM(罗姆)', 'Rohm']),
  brand('TOSHIBA', 'Toshiba', '东芝', '東芝', ['TOSHIBA', 'Toshiba Electronic Devices']),
  brand('DIODES', 'Diodes Incorporated', '美台', '美台', [
    'Diodes Incorporated',
    'DIODES',
    'Diodes Inc.',
    '达尔科技',
    '達爾科技',
  ]),
  brand('LITTELFUSE', 'Littelfuse', '力特', '力特', ['Littelfuse', 'Littlefuse']),
  brand('TE', 'TE Connectivity', '泰科电子', '泰科電子', ['TE Connectivity', 'TE', '泰科']),
  brand('MOLEX', 'Molex', '莫仕', '莫仕', ['MOLEX']),
  brand('AMPHENOL', 'Amphenol', '安费诺', '安費諾', [
    'Amphenol',
    'Amphenol ICC',
    'AMPHENOL ICC (COMMERCIAL PRODUCTS)',
    'FCI',
  ]),
  brand('JST', 'JST', '日压', '日壓', ['JST', 'JST Sales America', 'J.S.T. Mfg.']),
  brand('WURTH', 'Würth Elektronik', '伍尔特', '伍爾特', [
    'Würth Elektronik',
    'Wurth Elektronik',
    'Wuerth Elektronik',
    'Würth',
    'Wurth',
  ]),
  brand('KEMET', 'KEMET', '基美', '基美', ['KEMET']),
  brand('AVX', 'KYOCERA AVX', '京瓷', '京瓷', ['AVX', 'Kyocera AVX', 'Kyocera']),
  brand('TAIYOYUDEN', 'Taiyo Yuden', '太阳诱电', '太陽誘電', ['Taiyo Yuden']),
  brand('BOURNS', 'Bourns', '伯恩斯', '伯恩斯', ['BOURNS', 'Bourns Inc.']),
  brand('SUNLORD', 'Sunlord', '顺络', '順絡', ['Sunlord', '顺络电子', '順絡電子']),
  brand('FH', 'Fenghua Advanced Technology', '风华', '風華', [
    'FH',
    'FH(Guangdong Fenghua Advanced Tech)',
    'FH (Guangdong Fenghua Advanced Tech)',
    'Fenghua',
    '风华高科',
    '風華高科',
  ]),
  brand('UNIROYAL', 'UNI-ROYAL', '厚声', '厚聲', [
    'UNI-ROYAL',
    'UNI-ROYAL(Uniroyal Elec)',
    'Uniroyal',
    'UniOhm',
    'Royal Ohm',
  ]),
  brand('CJ', 'Changjiang Electronics Tech (CJ)', '长电', '長電', [
    'CJ',
    'Changjiang Electronics Tech (CJ)',
    'JCET',
    '长电科技',
    '長電科技',
  ]),
  brand('GIGADEVICE', 'GigaDevice', '兆易创新', '兆易創新', [
    'GigaDevice',
    'GigaDevice Semicon Beijing',
    'GD',
    '兆易',
  ]),
  brand('ESPRESSIF', 'Espressif Systems', '乐鑫', '樂鑫', ['Espressif', 'Espressif Systems', '乐鑫科技']),
  brand('WCH', 'WCH', '沁恒', '沁恆', ['WCH', 'WCH(Jiangsu Qin Heng)', 'Qinheng', '南京沁恒']),
  brand('SILERGY', 'Silergy', '矽力杰', '矽力傑', ['Silergy']),
  brand('3PEAK', '3PEAK', '思瑞浦', '思瑞浦', ['3PEAK', '3Peak Incorporated']),
  brand('MAXIM', 'Maxim Integrated', '美信', '美信', [
    'Maxim',
    'Maxim Integrated',
    'Analog Devices Inc./Maxim Integrated',
    'Dallas Semiconductor',
  ]),
  brand('SILABS', 'Silicon Labs', '芯科科技', '芯科科技', [
    'Silicon Labs',
    'SILICON LABS',
    'Silicon Laboratories',
    'Silicon Laboratories Inc',
    'SiLabs',
    'SKYWORKS/SILICON LABS',
    '芯科',
  ]),
  brand('NORDIC', 'Nordic Semiconductor', '北欧半导体', '北歐半導體', ['Nordic', 'Nordic Semiconductor']),
  brand('BROADCOM', 'Broadcom', '博通', '博通', ['Broadcom', 'AVAGO(Broadcom)', '安华高', '安華高']),
  brand('LITEON', 'Lite-On', '光宝', '光寶', ['Lite-On', 'LITEON', 'Lite-On Technology']),
  brand('EVERLIGHT', 'Everlight Electronics', '亿光', '億光', ['EVERLIGHT', 'Everlight Elec']),
  brand('OMRON', 'Omron', '欧姆龙', '歐姆龍', ['OMRON', 'Omron Electronics']),
  brand('SHARP', 'Sharp', '夏普', '夏普', ['SHARP', 'Sharp Microelectronics']),
];
