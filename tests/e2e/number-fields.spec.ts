// Number fields keep what the cook typed: a 99 in the wizard's 1-16 servings stays 99 with the range
// under it, a minus in a time stays with 'must be 0 or more', and the 'e' of '1e9' is refused out loud
// rather than leaving a silent 19, typed or pasted. Next does not go on with any of them, and does once they are right.
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { shoot } from './support/authoring.ts';
import { afterFrames, isFocused } from './support/browser.ts';
import { catalogueProduct, cookIn } from './support/catalogue.ts';

const product = catalogueProduct();
const { at, withBrowser } = product;

const wizardNext = (page: Page) => page.getByRole('dialog').getByRole('button', { name: 'Next' });
const stepHeading = (page: Page, name: string) => page.getByRole('dialog').getByRole('heading', { name, level: 2 });

/** Types as a cook does, key by key (fill would paste the text in one go). */
async function typeInto(field: Locator, text: string) {
  await field.click();
  await field.press('ControlOrMeta+a');
  await field.press('Backspace');
  await field.pressSequentially(text);
}

/** Pastes over the field's text from the clipboard, as Ctrl+V does. */
async function pasteInto(page: Page, field: Locator, text: string) {
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: new URL(page.url()).origin });
  await page.evaluate((value) => navigator.clipboard.writeText(value), text);
  await field.click();
  await field.press('ControlOrMeta+a');
  await field.press('ControlOrMeta+v');
}

describe('number fields keep what the cook typed', () => {
  it('the wizard marks out-of-range servings and times, refuses the e of 1e9, and Next waits', async () => {
    await withBrowser(async (browser) => {
      const { page } = browser;
      await cookIn(product.larder, browser, 'ready');
      await page.goto(at('/recipes/saved'));
      await page.getByRole('button', { name: 'Create Recipe' }).click();
      const dialog = page.getByRole('dialog');
      await dialog.getByLabel('Recipe name').fill('Number Check Stew');
      await wizardNext(page).click();
      await stepHeading(page, 'Servings and time').waitFor();

      const servings = dialog.getByLabel('Servings', { exact: true });
      const prep = dialog.getByLabel('Prep time (minutes)');
      const cook = dialog.getByLabel('Cook time (minutes)');

      await typeInto(servings, '99');
      await dialog.getByText('Servings must be between 1 and 16').waitFor();
      await typeInto(prep, '-20');
      await dialog.getByText('Prep time must be 0 or more').waitFor();
      // Back from a wrong step, Next still leads to it, to put it right there.
      await dialog.getByRole('button', { name: 'Back' }).click();
      await stepHeading(page, 'Name and image').waitFor();
      expect(await wizardNext(page).isDisabled()).toBe(false);
      await wizardNext(page).click();
      await stepHeading(page, 'Servings and time').waitFor();
      expect([await servings.inputValue(), await prep.inputValue()]).toEqual(['99', '-20']);
      expect(await wizardNext(page).isDisabled()).toBe(true);

      await typeInto(cook, '1e9');
      await dialog.getByText("Only numbers can be typed here: 'e' was left out").waitFor();
      await servings.blur();
      // Leaving the fields changes nothing: what was typed is still there.
      expect(await servings.inputValue()).toBe('99');
      expect(await prep.inputValue()).toBe('-20');
      expect(await cook.inputValue()).toBe('19');
      expect(await servings.getAttribute('aria-invalid')).toBe('true');
      expect(await wizardNext(page).isDisabled()).toBe(true);
      await page.setViewportSize({ width: 390, height: 844 });
      await shoot(page, 'number-fields-wizard-wrong');

      // Servings and prep put right: Next is offered, but the refused 'e' still holds it.
      await typeInto(servings, '4');
      await typeInto(prep, '20');
      expect(await wizardNext(page).isDisabled()).toBe(false);
      await wizardNext(page).click();
      await stepHeading(page, 'Servings and time').waitFor();
      expect(await cook.inputValue()).toBe('19');
      await dialog.getByText("Only numbers can be typed here: 'e' was left out").waitFor();
      // Back and forth again, the step still says so, and still holds Next.
      await dialog.getByRole('button', { name: 'Back' }).click();
      await stepHeading(page, 'Name and image').waitFor();
      await wizardNext(page).click();
      await stepHeading(page, 'Servings and time').waitFor();
      await dialog.getByText("Only numbers can be typed here: 'e' was left out").waitFor();
      await wizardNext(page).click();
      await afterFrames(page);
      await stepHeading(page, 'Servings and time').waitFor();

      // Deleting in the field takes the refusal away.
      await cook.press('End');
      await cook.press('Backspace');
      await cook.pressSequentially('5');
      expect(await cook.inputValue()).toBe('15');
      expect(await dialog.getByText("Only numbers can be typed here: 'e' was left out").count()).toBe(0);
      await wizardNext(page).click();
      await stepHeading(page, 'Nutrition').waitFor();
      await dialog.getByRole('button', { name: 'Back' }).click();
      await stepHeading(page, 'Servings and time').waitFor();
      expect([await servings.inputValue(), await prep.inputValue(), await cook.inputValue()]).toEqual(['4', '20', '15']);

      // Pasted, '1e9' would read 19 just the same: the paste is refused whole, and said so.
      await pasteInto(page, cook, '1e9');
      await dialog.getByText("Only a number can be pasted here: '1e9' was not pasted").waitFor();
      expect(await cook.inputValue()).toBe('15');
      await shoot(page, 'number-fields-paste-refused');
      // The cook meant another time than the 15 still there: Next does not go on with it.
      await wizardNext(page).click();
      await afterFrames(page);
      await stepHeading(page, 'Servings and time').waitFor();
      expect(await isFocused(cook)).toBe(true);
      // A number pastes as it is, and ends the refusal.
      await pasteInto(page, cook, '30');
      expect(await cook.inputValue()).toBe('30');
      expect(await dialog.getByText("Only a number can be pasted here: '1e9' was not pasted").count()).toBe(0);
      await wizardNext(page).click();
      await stepHeading(page, 'Nutrition').waitFor();
    });
  });
});

describe('a number box with decimal places', () => {
  it("refuses a digit past them, typed or pasted, where it had kept 0.125 of a typed 0.1255 without a word", async () => {
    await withBrowser(async (browser) => {
      const { page } = browser;
      await cookIn(product.larder, browser, 'ready');
      await page.goto(at('/pantry'));
      await page.getByRole('button', { name: 'Add Item' }).click();
      const dialog = page.getByRole('dialog', { name: 'Add Pantry Item' });
      const quantity = dialog.getByLabel('Quantity');
      // The dialog puts the cook in its Ingredient field once open: typing before that would be cut in two.
      await expect.poll(() => isFocused(dialog.getByLabel('Ingredient'))).toBe(true);

      await typeInto(quantity, '0.1255');
      await dialog.getByText("Quantity takes up to 3 decimal places: '5' was left out").waitFor();
      expect(await quantity.inputValue()).toBe('0.125');
      await shoot(page, 'number-fields-decimal-places');
      // Add Item stops at the field: the cook meant more than 0.125.
      await dialog.getByRole('button', { name: 'Add Item' }).click();
      await afterFrames(page);
      expect(await isFocused(quantity)).toBe(true);
      expect(await dialog.isVisible()).toBe(true);
      // Deleting a digit takes the refusal away.
      await quantity.press('Backspace');
      expect(await dialog.getByText("Quantity takes up to 3 decimal places: '5' was left out").count()).toBe(0);

      await pasteInto(page, quantity, '0.1255');
      await dialog.getByText("Quantity takes up to 3 decimal places: '0.1255' was not pasted").waitFor();
      expect(await quantity.inputValue()).toBe('0.12');
      // With a decimal comma too, which the box would otherwise write in itself as 0.125.
      await pasteInto(page, quantity, '0,1255');
      await dialog.getByText("Quantity takes up to 3 decimal places: '0,1255' was not pasted").waitFor();
      expect(await quantity.inputValue()).toBe('0.12');
      // A decimal comma within the places pastes as a point.
      await pasteInto(page, quantity, '1,5');
      expect(await quantity.inputValue()).toBe('1.5');
    });
  });
});
