import type { LocalizedText } from '@emall/contract';
import type { BrandSceneCode } from './brand-scenes.content.js';

/** One product line of the seed: its page's content in three languages. */
export interface BrandProductContent {
  productCode: string;
  series: string;
  images: string[];
  searchKeywords: string[];
  name: LocalizedText;
  tagline: LocalizedText;
  summary: LocalizedText;
  /** [parameter name, value] in table order. */
  parameters: [LocalizedText, LocalizedText][];
  features: LocalizedText[];
  /** [scene, how this line serves it] in page order. */
  scenes: [BrandSceneCode, LocalizedText][];
}
