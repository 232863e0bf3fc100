import type { ComponentKind } from '../parameters/part-parameters.js';

/**
 * Curated category words for the search (docs/search.md): what buyers type in English, simplified and
 * traditional Chinese ('电容', 'MLCC', 'op amp'), each naming the catalog nodes whose English names say it, so
 * the words work on any catalog. search-dictionary.ts turns them into phrases.
 */

/** Curated words that name categories; `names` picks the nodes by their English name. */
export interface CategoryWords {
  /** What buyers type, in English and Chinese (simplified and traditional). */
  words: readonly string[];
  names: RegExp;
  /** Nodes whose name says `names` but are something else ('Switched Capacitor Filters'). */
  except?: RegExp | undefined;
  kind?: ComponentKind | undefined;
}

/** One curated entry: its words written 'a|b|c', one entry a line. */
function words(
  written: string,
  names: RegExp,
  options: { except?: RegExp; kind?: ComponentKind } = {},
): CategoryWords {
  return { words: written.split('|'), names, except: options.except, kind: options.kind };
}

/** The kind a node of several kinds' words is: the more specific first (a zener is a diode too). */
export const KIND_PRECEDENCE: readonly ComponentKind[] = [
  'ferriteBead',
  'led',
  'zener',
  'oscillator',
  'crystal',
  'capacitor',
  'inductor',
  'resistor',
  'diode',
];

export const CATEGORY_WORDS: readonly CategoryWords[] = [
  // Passives.
  words('capacitor|capacitors|cap|caps|电容|電容|电容器|電容器', /capacitor/i, {
    except: /switched capacitor/i,
    kind: 'capacitor',
  }),
  words('MLCC|贴片电容|貼片電容', /multilayer ceramic|\bMLCC\b/i, { except: /leaded/i, kind: 'capacitor' }),
  words('ceramic capacitor|ceramic capacitors|陶瓷电容|陶瓷電容|瓷片电容|瓷片電容', /ceramic.*capacitor/i, {
    kind: 'capacitor',
  }),
  words(
    'electrolytic|electrolytic capacitor|electrolytic capacitors|电解|電解|电解电容|電解電容|铝电解电容|鋁電解電容',
    /electrolytic|polymer aluminum/i,
    { kind: 'capacitor' },
  ),
  words('tantalum|tantalum capacitor|tantalum capacitors|钽|鉭|钽电容|鉭電容', /tantalum/i, {
    kind: 'capacitor',
  }),
  words('film capacitor|film capacitors|薄膜电容|薄膜電容', /film capacitor/i, { kind: 'capacitor' }),
  words('resistor|resistors|res|电阻|電阻|电阻器|電阻器', /resistor|resistance/i, {
    except: /photoresistor|potentiometer|variable resistor/i,
    kind: 'resistor',
  }),
  words(
    'chip resistor|chip resistors|SMD resistor|SMD resistors|贴片电阻|貼片電阻',
    /chip resistor|resistors?\b.*surface mount|SMD resistor/i,
    { kind: 'resistor' },
  ),
  words('排阻|resistor array|resistor network', /resistor networks?/i, { kind: 'resistor' }),
  words('potentiometer|potentiometers|电位器|電位器|可调电阻|可調電阻', /potentiometer|variable resistor/i),
  words('thermistor|thermistors|热敏电阻|熱敏電阻', /thermistor/i),
  words('photoresistor|photoresistors|LDR|光敏电阻|光敏電阻', /photoresistor/i),
  words('varistor|varistors|压敏电阻|壓敏電阻', /varistor/i),
  words('inductor|inductors|电感|電感|电感器|電感器', /inductor/i, {
    except: /accessor|\bcore\b/i,
    kind: 'inductor',
  }),
  words('power inductor|power inductors|功率电感|功率電感', /power inductor/i, { kind: 'inductor' }),
  words('ferrite bead|ferrite beads|bead|beads|磁珠', /ferrite bead|magnetic ?beads?/i, {
    kind: 'ferriteBead',
  }),
  words('transformer|transformers|变压器|變壓器', /transformer/i, { except: /driver/i }),
  words(
    'common mode choke|common mode chokes|共模电感|共模電感|共模扼流圈|共模滤波器|共模濾波器',
    /common mode (?:choke|filter)/i,
  ),
  // Crystals and oscillators.
  words('crystal|crystals|xtal|晶体|晶體|无源晶振|無源晶振|晶体谐振器|晶體諧振器', /crystal|resonator/i, {
    except: /oscillator|filter|liquid crystal/i,
    kind: 'crystal',
  }),
  // '晶振' is both, as the shops' top category: '无源晶振' the crystal, '有源晶振' the oscillator.
  words('晶振|晶振器', /crystal|resonator|oscillator/i, { except: /liquid crystal|filter|\bVCOs?\b|timer/i }),
  words(
    'oscillator|oscillators|crystal oscillator|crystal oscillators|振荡器|振盪器|有源晶振|晶体振荡器|晶體振盪器|TCXO|VCXO|OCXO',
    /oscillator|\b[TVO]CXOs?\b/i,
    { except: /resonator/i, kind: 'oscillator' },
  ),
  // Discretes.
  words('diode|diodes|二极管|二極管|二極體', /diode|rectifier/i, {
    except: /light emitting|laser|photo|display|controller|OLED/i,
    kind: 'diode',
  }),
  words(
    'zener|zener diode|zener diodes|稳压二极管|穩壓二極管|稳压管|穩壓管|齐纳二极管|齊納二極體',
    /zener/i,
    { kind: 'zener' },
  ),
  words(
    'schottky|schottky diode|schottky diodes|肖特基|肖特基二极管|蕭特基二極體',
    /schottky|barrier rectifier/i,
    { kind: 'diode' },
  ),
  words('TVS|TVS管|TVS二极管|瞬态抑制二极管', /\bTVS\b|transient voltage/i, { except: /fuse/i }),
  words('ESD|静电保护|靜電保護', /\bESD\b/i),
  words('LED|LEDs|发光二极管|發光二極體|灯珠|燈珠', /light emitting diode|\bLEDs?\b/i, {
    except: /driver|display|segment|dot matrix|protection|isolation|optocoupler|OLED/i,
    kind: 'led',
  }),
  words(
    'MOSFET|MOSFETs|MOS|MOS管|NMOS|PMOS|场效应管|場效應管|场效应晶体管|場效電晶體',
    /MOSFET|MOS tube|field.effect/i,
    { except: /junction/i },
  ),
  words(
    '三极管|三極管|三極體|BJT|BJTs|bipolar transistor|NPN|PNP',
    /bipolar|\bBJT\b|NPN|darlington|digital transistor|triode/i,
    { except: /array|driver/i },
  ),
  words('transistor|transistors|晶体管|晶體管|電晶體', /transistor|\bBJT\b|triode|MOSFET|\bJFET/i, {
    except: /opto|photo|socket|output|driver|IGBT/i,
  }),
  words('IGBT|IGBTs', /IGBT/i),
  words('thyristor|SCR|TRIAC|可控硅|晶闸管|閘流體', /thyristor|\bSCR\b|TRIAC/i, {
    except: /opto|surge|relay/i,
  }),
  // Power.
  words(
    'LDO|LDOs|LDO regulator|linear regulator|linear regulators|低压差|低壓差|线性稳压|線性穩壓|线性稳压器|線性穩壓器|低压差稳压器|低壓差穩壓器',
    /\bLDO\b|linear voltage regulator|low drop ?out/i,
  ),
  words(
    'DC-DC|DCDC|switching regulator|buck|boost|开关稳压|開關穩壓|开关稳压器|開關穩壓器|降压|降壓|升压|升壓',
    /DC[- /]?DC|switching regulator|switching controller/i,
    { except: /connector/i },
  ),
  // '稳压' alone ('3.3V稳压') is a regulator; '稳压管' and '稳压二极管', longer, are zeners.
  words('voltage regulator|regulator|稳压器|穩壓器|稳压芯片|穩壓晶片|稳压|穩壓|稳压IC|穩壓IC', /regulator/i),
  words('voltage reference|电压基准|電壓參考|基准|基準', /voltage reference/i),
  words('PMIC|power management|电源芯片|電源晶片', /power management|PMIC/i),
  words('power module|power modules|电源模块|電源模組', /power modules?\b|power supply module/i),
  // Integrated circuits.
  words(
    'MCU|MCUs|microcontroller|microcontrollers|单片机|單片機|單晶片|微控制器',
    /microcontroller|\bMCUs?\b/i,
    { except: /supervisor/i },
  ),
  words(
    'op amp|op amps|opamp|opamps|operational amplifier|operational amplifiers|运放|運放|运算放大器|運算放大器',
    /op ?amps?\b|operational amplifier/i,
  ),
  words('comparator|comparators|比较器|比較器', /comparator/i),
  words('ADC|ADCs|模数转换|模數轉換', /\bADCs?\b|analog to digital/i),
  words('DAC|DACs|数模转换|數模轉換', /\bDACs?\b|digital to analog/i),
  words('RTC|实时时钟|即時時鐘', /real.time clock|\bRTC\b/i),
  words('memory|存储器|存儲器|記憶體|储存器', /memory|flash|EEPROM|\b[SD]?RAM\b|SDRAM|FRAM|eMMC|\bROM\b/i, {
    except: /connector|card/i,
  }),
  words('flash|nor flash|nand flash|闪存|閃存', /flash/i),
  words('EEPROM', /EEPROM/i),
  words('FPGA|CPLD', /FPGA|CPLD/i),
  words('gate driver|gate drivers|栅极驱动|閘極驅動', /gate driv/i),
  words('motor driver|motor drivers|电机驱动|馬達驅動', /motor driver/i),
  words('LED driver|LED drivers|LED驱动|LED驅動', /LED drivers?|lighting driver/i),
  words('RS485|RS-485|485芯片', /RS-?485/i),
  // Electromechanical and the rest.
  words('connector|connectors|连接器|連接器|接插件', /connector/i),
  words('terminal|terminals|terminal block|端子|接线端子|接線端子', /terminal/i, { except: /capacitor/i }),
  words('pin header|pin headers|header|headers|排针|排針', /pin header/i),
  words('female header|female headers|排母', /female header/i),
  words('fuse|fuses|保险丝|保險絲|熔断器|熔斷器', /\bfuses?\b|fuseholder/i, { except: /TVS/i }),
  words('resettable fuse|PPTC|自恢复保险丝|自恢復保險絲', /resettable/i),
  words('relay|relays|继电器|繼電器', /relay/i, { except: /driver|socket/i }),
  words('optocoupler|optocouplers|opto|optoisolator|光耦|光耦合器', /optocoupler|optoisolator/i),
  words('sensor|sensors|传感器|傳感器|感測器', /sensor|senors/i),
  words('temperature sensor|温度传感器|溫度感測器', /temperature sens/i),
  words('switch|switches|开关|開關', /\bswitch(?:es|s)?\b/i, {
    except: /analog|signal|ethernet|\bRF\b|distribution|hall|PMIC|USB|HUB/i,
  }),
  words(
    '按键|按鍵|tact switch|tactile switch|push button|pushbutton|轻触开关|輕觸開關',
    /\btact|push ?button|push switch|\bkey\b|keypad/i,
  ),
  words('DIP switch|DIP switches|拨码开关|撥碼開關|拨码|撥碼', /\bDIP switch/i),
  words('battery|batteries|电池|電池', /batter(?:y|ies)/i, { except: /management|PMIC/i }),
  // Holders, sockets and tubes: without them '电池座' read '电池' and a required '座' no part says.
  words(
    'battery holder|battery holders|battery connector|battery clip|电池座|電池座|纽扣电池座|鈕扣電池座|电池盒|電池盒|电池夹|電池夾|电池扣|電池扣',
    /battery (?:holders?|connectors?|clips?)/i,
  ),
  words(
    'fuse holder|fuse holders|fuseholder|保险丝座|保險絲座|保险座|保險座|保险丝盒|保險絲盒',
    /fuse ?holders?/i,
  ),
  words('IC socket|IC sockets|IC座|IC插座|芯片座|芯片插座', /\bIC sockets?|\bIC \/ transistor socket/i),
  // A card holder: SIM, SD and memory cards (a card edge connector is a board's edge, no holder).
  words('卡座|card socket|card sockets|card connector', /card (?:connector|socket)/i, { except: /edge/i }),
  words('SD card|SD cards|SD card connector|micro SD|microSD|memory card|TF card', /\bSD card|memory card/i),
  words('relay socket|relay sockets|继电器座|繼電器座|继电器插座|繼電器插座', /relay sockets?/i),
  words('按键帽|按鍵帽|键帽|鍵帽|按键帽子|switch cap|switch caps', /switch accessories.*caps?\b/i),
  words(
    'gas discharge tube|GDT|放电管|放電管|陶瓷放电管|陶瓷放電管|气体放电管|氣體放電管',
    /discharge tubes?|\bGDT\b/i,
    { except: /semiconductor|\bTSS\b/i },
  ),
  words('buzzer|buzzers|蜂鸣器|蜂鳴器', /buzzer/i),
  words('speaker|speakers|喇叭|扬声器|揚聲器', /speaker/i),
  words('microphone|microphones|麦克风|麥克風|咪头', /microphone/i),
  words('antenna|antennas|天线|天線', /antenna/i),
  words('WiFi|Wi-Fi|WiFi module', /wi-?fi/i),
  words('bluetooth|蓝牙|藍牙', /bluetooth/i),
  words('LCD|液晶|液晶屏', /\bLCD\b|liquid crystal/i),
  words('OLED', /OLED|organic light/i),
  words('数码管|數碼管|segment display|digital tube', /segment display|digital tube/i),
  words('heat sink|heatsink|散热片|散熱片|散热器|散熱器', /heat ?sink/i),
];
