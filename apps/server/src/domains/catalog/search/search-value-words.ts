import type { ValueWords } from './search-value-words.types.js';
import { COLOUR_WORDS } from './search-colour-words.js';
import { USB_CONNECTOR_WORDS } from './search-usb-words.js';

export type { ValueWords } from './search-value-words.types.js';

/**
 * Curated words for text values of a parameter (docs/search.md, "How a query is read"): what buyers type for a
 * MOSFET's channel, a transistor's polarity and a part's mounting ('P沟道', 'P-channel', 'NPN', '贴片', '插件'), a
 * USB connector's type ('USB-C'; search-usb-words.ts) and a colour ('红色'; search-colour-words.ts), and which of
 * the catalog's own value keys each names. The catalog writes one meaning many ways ('P-Channel',
 * '1 P-Channel', '2 P-Channel', '1 Piece P-Channel'; 'SMD', 'Surface Mount, Right Angle', 'Patch'), so a word
 * names every key of its parameter that its pattern matches, read from the catalog's filter tables
 * (search-dictionary.ts). And the words that name a parameter beside a value ('间距 2.54mm', '2.54mm pitch').
 */

const P_CHANNEL = /P(?:CHANNEL|CH(?:$|[^A-Z])|沟道|溝道|MOS)/u;
const N_CHANNEL = /N(?:CHANNEL|CH(?:$|[^A-Z])|沟道|溝道|MOS)/u;
/** Mounting keys the catalog writes for surface mount, some of them translated word by word from Chinese. */
const SURFACE_MOUNT =
  /SURFACEMOUNT|SMD|SMT|贴|貼|PATCH|STANDINGPASTE|HORIZONTALATTACHMENT|SIDEADHESIVE|POSITIVESTICK|REVERSEMOUNT/u;
/**
 * Node names that say how their parts are mounted ('Inductors (SMD)', 'Through Hole Resistors', 'Aluminum
 * Electrolytic Capacitors - Leaded'). Not 'chip' alone ('Power Supply Chip'), nor 'coaxial' for axial.
 */
const SURFACE_MOUNT_NODES =
  /\bSMD\b|\bSMT\b|surface mount|\bchip (?:resistors?|capacitors?|inductors?|beads?)\b/iu;
const THROUGH_HOLE_NODES =
  /through hole|\bTHT\b|leaded|with leads|\bDIP\b(?! switch)|\bradial\b|\baxial\b|color ring/iu;
const THROUGH_HOLE =
  /THROUGHHOLE|THT|DIRECTINSERT|BENDIN|INSERTION|PLUGIN|插|DIP|PRESSFIT|STRAIGHTPIN|BENTPIN/u;

/** Parameter values by curated words; a word naming no key of the catalog at hand is read as before. */
export const VALUE_WORDS: readonly ValueWords[] = [
  {
    id: 'PCHANNEL',
    words: [
      'P-channel',
      'P channel',
      'Pch',
      'P-ch',
      'PMOS',
      'P-MOS',
      'PMOSFET',
      'P-MOSFET',
      'PMOS管',
      'P沟道',
      'P溝道',
      'P沟',
      'P溝',
    ],
    code: 'type',
    keys: P_CHANNEL,
    except: N_CHANNEL,
    name: { enUs: 'P-channel', zhCn: 'P沟道', zhTw: 'P溝道' },
  },
  {
    id: 'NCHANNEL',
    words: [
      'N-channel',
      'N channel',
      'Nch',
      'N-ch',
      'NMOS',
      'N-MOS',
      'NMOSFET',
      'N-MOSFET',
      'NMOS管',
      'N沟道',
      'N溝道',
      'N沟',
      'N溝',
    ],
    code: 'type',
    keys: N_CHANNEL,
    except: P_CHANNEL,
    name: { enUs: 'N-channel', zhCn: 'N沟道', zhTw: 'N溝道' },
  },
  {
    id: 'NPN',
    words: ['NPN', 'NPN型', 'NPN管'],
    code: 'type',
    keys: /NPN/u,
    except: /PNP/u,
    name: { enUs: 'NPN', zhCn: 'NPN', zhTw: 'NPN' },
  },
  {
    id: 'PNP',
    words: ['PNP', 'PNP型', 'PNP管'],
    code: 'type',
    keys: /PNP/u,
    except: /NPN/u,
    name: { enUs: 'PNP', zhCn: 'PNP', zhTw: 'PNP' },
  },
  {
    id: 'SMD',
    words: ['贴片', '貼片', '表贴', '表貼', '贴装', '貼裝', 'SMD', 'SMT', 'surface mount'],
    code: 'mountingType',
    keys: SURFACE_MOUNT,
    except: THROUGH_HOLE,
    name: { enUs: 'SMD', zhCn: '贴片', zhTw: '貼片' },
    unlike: THROUGH_HOLE_NODES,
    like: SURFACE_MOUNT_NODES,
  },
  {
    id: 'THROUGHHOLE',
    words: ['插件', '直插', '插装', '插裝', 'THT', 'through hole', 'through-hole', 'thru hole'],
    code: 'mountingType',
    keys: THROUGH_HOLE,
    except: SURFACE_MOUNT,
    name: { enUs: 'Through hole', zhCn: '插件', zhTw: '插件' },
    unlike: SURFACE_MOUNT_NODES,
    like: THROUGH_HOLE_NODES,
  },
  ...USB_CONNECTOR_WORDS,
  ...COLOUR_WORDS,
];

/** The parameters whose value keys the dictionary reads for these words. */
export const VALUE_WORD_CODES: readonly string[] = [...new Set(VALUE_WORDS.map((w) => w.code))];

export const VALUE_WORDS_BY_ID: ReadonlyMap<string, ValueWords> = new Map(VALUE_WORDS.map((w) => [w.id, w]));

/** Words that say the value beside them is this parameter's: '2.54mm间距', 'pitch 2.54mm'. */
export const PARAMETER_NAME_WORDS: readonly { code: string; words: readonly string[] }[] = [
  {
    code: 'pitch',
    words: [
      '间距',
      '間距',
      '脚距',
      '腳距',
      '针距',
      '針距',
      '引脚间距',
      '引腳間距',
      'pitch',
      'lead pitch',
      'pin pitch',
    ],
  },
];
