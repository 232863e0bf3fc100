/** Member centre tab keys: 1 my BOM (default), 2 my orders, 3 my samples, 6 change password, 7 API keys, 8 e-mail. */
export const MEMBER_TAB_KEYS = ['1', '2', '3', '6', '7', '8'] as const;
export type MemberTabKey = (typeof MEMBER_TAB_KEYS)[number];
export const DEFAULT_MEMBER_TAB: MemberTabKey = '1';

/** The tab a `?activeKey=` value opens; anything unknown opens the default. */
export function readMemberTab(value: string | null): MemberTabKey {
  return MEMBER_TAB_KEYS.find((key) => key === value) ?? DEFAULT_MEMBER_TAB;
}
