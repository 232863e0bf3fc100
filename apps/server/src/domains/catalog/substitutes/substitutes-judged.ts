/**
 * The top three substitutes the API proposes for each seed part of testing/substitute-parts.ts, judged by
 * hand as a hardware engineer would before putting one on a board in place of the other: same footprint and
 * pinout, same value, ratings at least, tolerances at most (docs/substitutes.md, 'Quality'). The quality test
 * fails when the answers change, so a change of the rule is judged again here.
 */
export interface SubstituteJudgement {
  /** The substitute's LCSC code. */
  code: string;
  accepted: boolean;
  note?: string;
}

const ok = (code: string, note?: string): SubstituteJudgement => ({
  code,
  accepted: true,
  ...(note ? { note } : {}),
});
const no = (code: string, note: string): SubstituteJudgement => ({ code, accepted: false, note });

export const JUDGED: Readonly<Record<string, readonly SubstituteJudgement[]>> = {
  C25804: [ok('C2906982'), ok('C116677'), ok('C844918')],
  C11702: [ok('C2906864'), ok('C106235'), ok('C163815')],
  C17408: [ok('C2907218'), ok('C105577'), ok('C138274')],
  C17936: [ok('C2907387'), ok('C137262'), ok('C140405')],
  C25744: [ok('C2906861'), ok('C144807'), ok('C844714')],
  C22775: [ok('C2906981'), ok('C105588'), ok('C163844')],
  C19702: [ok('C6119842'), ok('C5137565'), ok('C380314')],
  C19666: [ok('C7419426'), ok('C380325'), ok('C6119855')],
  C1591: [ok('C6119867'), ok('C5137636'), ok('C235731')],
  C1525: [ok('C5137468'), ok('C60474'), ok('C6119799')],
  C45783: [ok('C7419435'), ok('C20416420'), ok('C6119899')],
  C30926: [ok('C6119867'), ok('C5137636'), ok('C235731')],
  C1653: [ok('C376775'), ok('C525244'), ok('C105620')],
  C7171: [ok('C110055'), ok('C110038'), ok('C1952724')],
  C16133: [ok('C136004'), ok('C124860'), ok('C3014148')],
  C72476: [ok('C47023113', '35 V for 16 V, same can size'), ok('C72477'), ok('C2836442')],
  C57269: [ok('C167874')],
  C1043: [
    ok('C479898'),
    ok('C136256'),
    ok('C2921058', 'wire-wound where the original is multilayer: same footprint, more current'),
  ],
  C408412: [ok('C5307602'), ok('C5349679'), ok('C177248')],
  C80165: [ok('C74333'), ok('C711569'), ok('C710384')],
  C1002: [ok('C361517'), ok('C285925'), ok('C142024')],
  C85812: [ok('C108297')],
  C9002: [ok('C368730'), ok('C558784')],
  C13738: [],
  C669088: [],
  C8678: [ok('C2836396'), ok('C2837271'), ok('C2891718')],
  C2480: [ok('C3031488'), ok('C7420316'), ok('C2837270')],
  C64885: [ok('C2685454'), ok('C305445'), ok('C5381450')],
  C81598: [ok('C2972760'), ok('C444720'), ok('C305437')],
  C95872: [ok('C366566'), ok('C2909974'), ok('C426571')],
  C19077401: [ok('C406710'), ok('C908190'), ok('C5805698')],
  C19077455: [ok('C21547698'), ok('C908191'), ok('C114282')],
  C19077558: [],
  C113952: [ok('C726731'), ok('C78401'), ok('C83329')],
  C19077497: [],
  C2286: [],
  C965804: [ok('C375447', 'brighter (1 cd for 810 mcd), lower forward voltage')],
  C84256: [],
  C7420353: [ok('C3011091'), ok('C7422625'), ok('C5120740')],
  C7420354: [ok('C2984759'), ok('C5805820'), ok('C2975627')],
  C916392: [ok('C431710'), ok('C909744'), ok('C2150')],
  C20917: [
    ok('C347475'),
    ok('C344010'),
    ok('C2938367', 'AO3400 without the A: the same die family and pinout'),
  ],
  C8545: [ok('C12779'), ok('C353086'), ok('C65189')],
  C15127: [],
  C6186: [ok('C165482')],
  C347376: [
    ok('C296230'),
    ok('C277882'),
    no(
      'C411038',
      'an SOT-23 LDO of another family: no parameter says its pins are the XC6206’s (GND, VOUT, VIN)',
    ),
  ],
  C82942: [],
  C61063: [ok('C2902368')],
  C14259: [],
  C2691448: [ok('C6332197'), ok('C32713270')],
  C474881: [ok('C8475'), ok('C8385', 'the WJ300 body of the same 5 mm, 2-pole terminal')],
  C158012: [ok('C5341201'), ok('C442299')],
};
