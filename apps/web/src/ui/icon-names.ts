import i18next from 'i18next';

/**
 * antd's icons are `<span role="img" aria-label="close-circle" class="anticon anticon-close-circle">`: every
 * icon names itself with its English file name, whatever the buyer's language, and that name becomes the name
 * of the control around it ('left' for a page button, 'close-circle' for a box's clear button) or a stray
 * English word in a Chinese page. antd takes no other name for the icons it draws itself (page buttons, clear
 * buttons, drop-down arrows), so one watcher of the whole document puts it right wherever an icon appears:
 *
 * - an icon in a control that has a name of its own (its text, aria-label or title) is hidden from screen
 *   readers: it is decoration beside that name;
 * - an icon that is a control's only content hides too, and the control is named in the buyer's language: by
 *   the title antd gives it (the page buttons' "上一页", from antd's locale) or its parent, else by what the control
 *   is (a clear button, a tab list's "more") or what the icon shows (search, close, previous, next);
 * - an icon outside any control is decoration and is hidden;
 * - an icon the app named itself (its aria-label is not the icon's file name) is left as it is.
 *
 * The names written here follow the language, and give way to a name the control gets later (its text arrives).
 */

const ICON = 'span.anticon[role="img"]';
const CONTROL =
  'button, a[href], [role="button"], [role="link"], [role="tab"], [role="menuitem"], [role="option"], [role="radio"], [role="checkbox"], [role="switch"]';
/** Set on a control this watcher named: the text key (or 'title') it was named by, so it can be renamed. */
const NAMED_BY = 'data-icon-named';
const BY_TITLE = 'title';

/** Controls known by their antd class, whatever icon they show. */
const CONTROL_NAMES: readonly (readonly [selector: string, key: string])[] = [
  ['.ant-input-clear-icon, .ant-select-clear, .ant-picker-clear, .ant-cascader-clear', 'common.icon.clear'],
  ['.ant-tabs-nav-more', 'common.icon.more'],
  // A panel's arrow where only its heading opens it: aria-expanded tells which way it is.
  ['.ant-collapse-expand-icon', 'common.icon.toggle'],
  ['.ant-rate-star > [role="radio"]', 'common.icon.rateStar'],
];

/** Controls known by the one icon they show. */
const ICON_NAMES: Readonly<Record<string, string>> = {
  search: 'common.icon.search',
  close: 'common.icon.close',
  'close-circle': 'common.icon.clear',
  left: 'common.icon.previous',
  right: 'common.icon.next',
  ellipsis: 'common.icon.more',
};

/** The icon's own file name, as antd writes it in its class ('anticon-close-circle'). */
function iconFileName(icon: Element): string | undefined {
  for (const name of icon.classList) if (name.startsWith('anticon-')) return name.slice('anticon-'.length);
  return undefined;
}

/** English names antd gives some icons it draws instead of their file names (a panel's expand arrow). */
const ANTD_ICON_WORDS: ReadonlySet<string> = new Set(['expanded', 'collapsed']);

/** Whether the icon still carries antd's English name rather than a name the app gave it. */
function hasAntdName(icon: Element): boolean {
  const label = icon.getAttribute('aria-label');
  return label !== null && (label === iconFileName(icon) || ANTD_ICON_WORDS.has(label));
}

/** A control's name that does not come from its icons: its text, or a label or title it was given. */
function ownName(control: Element): string {
  if (control.hasAttribute(NAMED_BY)) return textOf(control) || ownTitle(control);
  return (
    control.getAttribute('aria-label')?.trim() ||
    (control.hasAttribute('aria-labelledby') ? 'labelled' : '') ||
    textOf(control) ||
    ownTitle(control)
  );
}

function textOf(element: Element): string {
  return element.textContent.trim();
}

function ownTitle(control: Element): string {
  return control.getAttribute('title')?.trim() ?? '';
}

/** The title antd gives a control or the item around it (a page button's "上一页"), in its locale's language. */
function itemTitle(control: Element): string {
  return ownTitle(control) || (control.parentElement ? ownTitle(control.parentElement) : '');
}

/** The key naming a control that shows only icons, or 'title' when antd gave it (or its item) a title. */
function nameKeyOf(control: Element, icon: Element): string | undefined {
  if (itemTitle(control)) return BY_TITLE;
  const byControl = CONTROL_NAMES.find(([selector]) => control.matches(selector));
  if (byControl) return byControl[1];
  const file = iconFileName(icon);
  return file === undefined ? undefined : ICON_NAMES[file];
}

function nameFor(control: Element, key: string): string {
  if (key === BY_TITLE) return itemTitle(control);
  return i18next.t(key, { n: control.getAttribute('aria-posinset') ?? '' });
}

function setIfChanged(element: Element, name: string, value: string): void {
  if (element.getAttribute(name) !== value) element.setAttribute(name, value);
}

/** Hides or names one icon and its control, as the module comment says. */
function nameIcon(icon: Element): void {
  if (icon.getAttribute('aria-hidden') === 'true' || !hasAntdName(icon)) return;
  const control = icon.parentElement?.closest(CONTROL);
  if (control && !ownName(control)) {
    const key = nameKeyOf(control, icon);
    // An icon nothing here can name keeps its English name: better than a control without any.
    if (!key) return;
    control.setAttribute(NAMED_BY, key);
    setIfChanged(control, 'aria-label', nameFor(control, key));
  }
  icon.setAttribute('aria-hidden', 'true');
}

/** Renames the controls named here in the current language, and lets go of those that found a name since. */
function renameControls(root: ParentNode): void {
  for (const control of root.querySelectorAll(`[${NAMED_BY}]`)) {
    const key = control.getAttribute(NAMED_BY) ?? '';
    if (textOf(control)) {
      control.removeAttribute(NAMED_BY);
      control.removeAttribute('aria-label');
    } else {
      setIfChanged(control, 'aria-label', nameFor(control, key));
    }
  }
}

/** One pass over `root`: every icon in it hidden or named. */
export function nameIcons(root: ParentNode): void {
  if (root instanceof Element && root.matches(ICON)) nameIcon(root);
  for (const icon of root.querySelectorAll(ICON)) nameIcon(icon);
}

/**
 * Names the icons under `root` now and whenever the page changes or the language does; answers a function that
 * stops watching. The app starts it once for the whole document (app/app.tsx).
 */
export function watchIconNames(root: HTMLElement): () => void {
  nameIcons(root);
  const observer = new MutationObserver((records) => {
    for (const record of records) {
      for (const node of record.addedNodes) if (node instanceof Element) nameIcons(node);
    }
    renameControls(root);
  });
  observer.observe(root, {
    subtree: true,
    childList: true,
    characterData: true,
    attributes: true,
    attributeFilter: ['title'],
  });
  const onLanguage = () => {
    renameControls(root);
  };
  i18next.on('languageChanged', onLanguage);
  return () => {
    observer.disconnect();
    i18next.off('languageChanged', onLanguage);
  };
}
