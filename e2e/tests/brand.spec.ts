import { expect, test } from './test';
import { pickLanguage, text } from './support';

/**
 * The Ruisa brand site (/ruisa, /ruisa_product/{productCode}, /ruisa_customized, /gd): content from the
 * database in the visitor's language, product pages with parameters and scenes, the contact form.
 */

test('a visitor browses /ruisa, opens a product line and sends a customised-solution request', async ({
  page,
}) => {
  await page.goto('/ruisa');
  await expect(page.getByRole('heading', { name: '睿萨电子：为可靠而生的被动与保护器件' })).toBeVisible();
  await expect(page.getByRole('heading', { name: text('brand.home.scenes') })).toBeVisible();
  // The carousel clones its slides for the endless turn: the first copy is the one shown.
  await expect(page.getByText('RSPI-A 车规功率电感全系通过 AEC-Q200').first()).toBeVisible();

  await page.getByTestId('brand-product-tvs-diode').click();
  await expect(page).toHaveURL(/\/ruisa_product\/tvs-diode$/);
  await expect(page.getByRole('heading', { level: 1, name: 'TVS 瞬态抑制二极管' })).toBeVisible();
  const parameters = page.locator('.brand-params');
  await expect(parameters.getByRole('rowheader', { name: '反向截止电压 VRWM' })).toBeVisible();
  await expect(parameters.getByRole('cell', { name: '3.3 V – 440 V' })).toBeVisible();
  await expect(page.getByText('与行业通用 SMAJ / SMBJ / SMCJ 型号引脚兼容，可直接替换')).toBeVisible();
  await expect(page.getByText('12 V / 24 V 电源入口抛负载保护与 CAN / LIN 总线防护')).toBeVisible();
  await expect(page.getByRole('link', { name: 'SMAJ' })).toHaveAttribute('href', '/search?qryParam=SMAJ');

  await page.locator('.brand-product-head').getByRole('button').click();
  await expect(page).toHaveURL(/\/ruisa_customized\?product=tvs-diode$/);
  await expect(page.locator('.brand-form .ant-select')).toContainText('RSTV · TVS 瞬态抑制二极管');

  await page.getByLabel(text('brand.custom.company')).fill('深圳明亮电源有限公司');
  await page.getByLabel(text('brand.custom.contact')).fill('李伟');
  await page.getByLabel(text('brand.custom.mobile')).fill('1234');
  await page.getByLabel(text('brand.custom.email')).fill('liwei@brightpower.cn');
  await page.getByLabel(text('brand.custom.annualQty')).fill('500,000');
  await page
    .getByLabel(text('brand.custom.description'))
    .fill('SMBJ 封装，24 V 工业输入口，需要 8/20 µs 浪涌 2 kA。');
  await page.locator('.brand-form button[type=submit]').click();
  // The contract's rule speaks before anything is sent.
  await expect(page.getByText(text('brand.rule.mobileInvalid'))).toBeVisible();

  await page.getByLabel(text('brand.custom.mobile')).fill('13812345678');
  await page.locator('.brand-form button[type=submit]').click();
  await expect(page.getByText(/需求已提交（编号 RS\d{12,}）/)).toBeVisible();
  await expect(page.getByText(text('brand.custom.successText'))).toBeVisible();
});

test('the brand home follows a language switch: traditional Chinese, then English', async ({ page }) => {
  await page.goto('/ruisa');
  await expect(page.getByRole('heading', { name: '睿萨电子：为可靠而生的被动与保护器件' })).toBeVisible();
  for (const { label, title, product } of [
    { label: '繁體中文', title: '睿薩電子：為可靠而生的被動與保護元件', product: '積層陶瓷電容（MLCC）' },
    {
      label: 'English',
      title: 'Ruisa Electronics: passive and protection components built to last',
      product: 'Multilayer ceramic capacitors (MLCC)',
    },
  ]) {
    await pickLanguage(page, label);
    await expect(page.getByRole('heading', { name: title })).toBeVisible();
    await expect(page.getByTestId('brand-product-mlcc')).toContainText(product);
  }
  await expect(page.getByRole('navigation', { name: text('brand.nav.label', 'en_US') })).toContainText(
    text('brand.nav.gd', 'en_US'),
  );
});

test('/gd shows the Guangdong base and leads to the visit booking; an unknown product line says so', async ({
  page,
}) => {
  await page.goto('/gd');
  await expect(page.getByRole('heading', { level: 1, name: '睿萨广东制造基地' })).toBeVisible();
  await expect(page.getByRole('heading', { name: '可靠性实验室' })).toBeVisible();
  await expect(page.getByText('42,000 m²')).toBeVisible();
  await page
    .locator('.brand-cta')
    .getByRole('button', { name: text('brand.gd.ctaButton') })
    .click();
  await expect(page).toHaveURL(/\/ruisa_customized$/);
  await expect(page.getByRole('heading', { level: 1, name: '定制方案' })).toBeVisible();

  await page.goto('/ruisa_product/ferrite-bead');
  await expect(page.getByText(text('brand.product.notFound'))).toBeVisible();
  await expect(page.getByText('没有找到产品系列“ferrite-bead”')).toBeVisible();
});
