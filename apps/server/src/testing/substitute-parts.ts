import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The real parts the substitutes' quality test asks substitutes of, by their LCSC code (unique in the catalog
 * export, where a part number may repeat under several makers), with the kind each stands for. The fixture
 * beside the test holds these and the parts of their category and package that share their main value
 * (extract-substitute-parts.ts).
 */
export const SUBSTITUTE_SEEDS: readonly { code: string; kind: string }[] = [
  { code: 'C25804', kind: 'chip resistor 10 kΩ 0603' },
  { code: 'C11702', kind: 'chip resistor 1 kΩ 0402' },
  { code: 'C17408', kind: 'chip resistor 100 Ω 0805' },
  { code: 'C17936', kind: 'chip resistor 4.7 kΩ 1206' },
  { code: 'C25744', kind: 'chip resistor 10 kΩ 0402' },
  { code: 'C22775', kind: 'chip resistor 100 Ω 0603' },
  { code: 'C19702', kind: 'MLCC 10 µF 0603 X5R' },
  { code: 'C19666', kind: 'MLCC 4.7 µF 0603' },
  { code: 'C1591', kind: 'MLCC 100 nF 0603 X7R' },
  { code: 'C1525', kind: 'MLCC 100 nF 0402 X7R' },
  { code: 'C45783', kind: 'MLCC 22 µF 0805' },
  { code: 'C30926', kind: 'MLCC 100 nF 0603 50 V' },
  { code: 'C1653', kind: 'MLCC 22 pF 0603 C0G' },
  { code: 'C7171', kind: 'tantalum 10 µF 16 V case A' },
  { code: 'C16133', kind: 'tantalum 100 µF 6.3 V case B' },
  { code: 'C72476', kind: 'aluminium electrolytic 100 µF 16 V SMD' },
  { code: 'C57269', kind: 'power inductor 4.7 µH 4x4' },
  { code: 'C1043', kind: 'inductor 2.2 µH 0805' },
  { code: 'C408412', kind: 'power inductor 10 µH 5x5' },
  { code: 'C80165', kind: 'ferrite bead 220 Ω 0603' },
  { code: 'C1002', kind: 'ferrite bead 600 Ω 0603' },
  { code: 'C85812', kind: 'ferrite bead 120 Ω 0402' },
  { code: 'C9002', kind: 'crystal 12 MHz 3225' },
  { code: 'C13738', kind: 'crystal 16 MHz 3225' },
  { code: 'C669088', kind: 'oscillator 3225' },
  { code: 'C8678', kind: 'Schottky SS34 SMA' },
  { code: 'C2480', kind: 'Schottky SS14 SMA' },
  { code: 'C64885', kind: 'Schottky B5819W SOD-123' },
  { code: 'C81598', kind: 'switching diode 1N4148W SOD-123' },
  { code: 'C95872', kind: 'rectifier M7 SMA' },
  { code: 'C19077401', kind: 'zener 5.1 V SOD-123' },
  { code: 'C19077455', kind: 'zener 5.1 V SOD-323' },
  { code: 'C19077558', kind: 'TVS SMBJ5.0A' },
  { code: 'C113952', kind: 'TVS SMAJ5.0A' },
  { code: 'C19077497', kind: 'TVS SMF5.0A' },
  { code: 'C2286', kind: 'LED red 0603' },
  { code: 'C965804', kind: 'LED green 0603' },
  { code: 'C84256', kind: 'LED red 0805' },
  { code: 'C7420353', kind: 'NPN MMBT3904' },
  { code: 'C7420354', kind: 'PNP MMBT3906' },
  { code: 'C916392', kind: 'NPN SS8050' },
  { code: 'C20917', kind: 'N-MOSFET AO3400A' },
  { code: 'C8545', kind: 'N-MOSFET 2N7002' },
  { code: 'C15127', kind: 'P-MOSFET AO3401A' },
  { code: 'C6186', kind: 'LDO AMS1117-3.3 SOT-223' },
  { code: 'C347376', kind: 'LDO XC6206 3.3 V SOT-23' },
  { code: 'C82942', kind: 'LDO ME6211 3.3 V SOT-23-5' },
  { code: 'C61063', kind: 'DC-DC XL1509-5.0' },
  { code: 'C14259', kind: 'DC-DC MP2359' },
  { code: 'C2691448', kind: 'pin header 1x4 2.54 mm' },
  { code: 'C474881', kind: 'screw terminal 2P 5 mm' },
  { code: 'C158012', kind: 'wire-to-board XH 2P 2.5 mm' },
];

export const SUBSTITUTE_FIXTURES = path.join(
  path.dirname(fileURLToPath(import.meta.url)),
  '../domains/catalog/substitutes/fixtures',
);

export const SUBSTITUTE_PARTS = 'substitute-parts.csv';
