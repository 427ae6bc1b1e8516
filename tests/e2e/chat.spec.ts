import { expect, type Page } from '@playwright/test';
import { test } from './support/test.ts';
import { FakeOpenAIControl } from '../support/fake-openai.ts';
import { E2E_FAKE_OPENAI_PORT } from '../support/ports.ts';
import { familyOnTwoDevices, newFamily, shoppingItems } from './support/family-app.ts';

const model = new FakeOpenAIControl(`http://127.0.0.1:${E2E_FAKE_OPENAI_PORT}`);
test.beforeEach(() => model.reset());

const messages = (page: Page) => page.getByTestId('chat-message');
const messageBox = (page: Page) => page.getByRole('textbox', { name: 'Message' });

test('chat: initial prompt, Enter and Shift+Enter, typing indicator, streamed reply, history', async ({
  page,
}) => {
  await newFamily(page, 'Chat', 'Maria');
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Chat' }).click();
  await expect(page.getByRole('heading', { name: 'Chat with the AI assistant' })).toBeVisible();
  await expect(messages(page)).toHaveCount(1);
  await expect(messages(page).first()).toContainText(
    "Hi Maria! I'm your dinner planning assistant.",
  );

  // Blank text is not sent.
  const send = page.getByRole('button', { name: 'Send' });
  await expect(send).toBeDisabled();
  await messageBox(page).fill('   ');
  await messageBox(page).press('Enter');
  await expect(messages(page)).toHaveCount(1);

  // Shift+Enter starts a new line; Enter sends.
  await messageBox(page).fill('What is for dinner?');
  await messageBox(page).press('Shift+Enter');
  await messageBox(page).pressSequentially('Something quick');
  await expect(messageBox(page)).toHaveValue('What is for dinner?\nSomething quick');
  await model.script([
    { hold: true, holdAt: 24, content: 'How about tacos tonight? They take 20 minutes.' },
  ]);
  await messageBox(page).press('Enter');
  await expect(messages(page).nth(1)).toContainText('What is for dinner?\nSomething quick');
  await expect(messageBox(page)).toHaveValue('');

  // While the reply is awaited: the typing indicator, and nothing more can be sent.
  await expect(page.getByRole('status', { name: 'Assistant is typing' })).toBeVisible();
  await messageBox(page).fill('Another one');
  await expect(send).toBeDisabled();
  await messageBox(page).press('Enter');
  await expect(messages(page)).toHaveCount(2);
  // The reply appears as it is written...
  await model.release();
  await expect(messages(page).nth(2)).toHaveText(/^How about tacos tonight\?/);
  await expect(messages(page).nth(2)).not.toContainText('20 minutes');
  await expect(page.getByRole('status', { name: 'Assistant is typing' })).toHaveCount(0);
  await expect(send).toBeDisabled();
  // ...and in full once done.
  await model.release();
  await expect(messages(page).nth(2)).toContainText('They take 20 minutes.');
  await expect(send).toBeEnabled();
  await expect(messages(page).nth(2).locator('time')).toHaveText(/^\d{1,2}:\d{2}$/);

  // The history comes back from the server; the last message is fresh, so no new prompt.
  await page.reload();
  await expect(messages(page)).toHaveCount(2);
  await expect(messages(page).first()).toHaveAttribute('data-sender', 'user');
  await expect(messages(page).nth(1)).toContainText('How about tacos tonight?');
});

test('chat: a greeting when history fails to load; a failed reply shows the error toast and an apology bubble', async ({
  page,
}) => {
  await newFamily(page, 'Oops', 'Olga');
  await page.route('**/api/chat/messages', (route) => route.fulfill({ status: 500 }));
  await page.goto('/chat');
  await expect(messages(page)).toHaveCount(1);
  await expect(messages(page).first()).toContainText(
    "Hi! I'm your dinner planning assistant. Ask me for dinner ideas or to plan your week.",
  );
  await page.unroute('**/api/chat/messages');
  await model.script([{ status: 400 }]);
  await messageBox(page).fill('Hello?');
  await messageBox(page).press('Enter');
  await expect(page.getByText('Error sending message', { exact: true })).toBeVisible();
  await expect(
    page.getByText('Failed to get response from AI assistant. Please try again.', { exact: true }),
  ).toBeVisible();
  await expect(messages(page).last()).toContainText(
    "I'm sorry, I'm having trouble responding right now. Please try again.",
  );
  await expect(messageBox(page)).toBeEnabled();
});

test('chat: a proposal changes nothing until Apply, then a second device follows live', async ({
  browser,
}) => {
  const { first: phone, second: tablet } = await familyOnTwoDevices(browser, 'Apply', 'Ana');
  await tablet.goto('/shopping-list');
  await expect(tablet.getByText('No items in your shopping list')).toBeVisible();

  await phone.goto('/chat');
  await model.script([
    {
      tool_calls: [
        {
          name: 'propose_shopping_items',
          arguments: { items: [{ name: 'corn tortillas', quantity: '12' }, { name: 'limes' }] },
        },
      ],
    },
    { content: 'I can add tortillas and limes for taco night.' },
  ]);
  await messageBox(phone).fill('Add what we need for tacos');
  await messageBox(phone).press('Enter');
  const card = phone.getByRole('region', { name: 'Add 2 items to the shopping list' });
  await expect(card).toBeVisible();
  await expect(card).toContainText('Corn Tortillas (12)');
  await expect(tablet.getByText('No items in your shopping list')).toBeVisible();

  await card.getByRole('button', { name: 'Apply' }).click();
  await expect(card).toContainText('Applied');
  await expect(card.getByRole('button', { name: 'Apply' })).toHaveCount(0);
  // The list page groups by department, so the order is the department's.
  await expect(shoppingItems(tablet)).toHaveCount(2);
  await expect(shoppingItems(tablet).getByText('Corn Tortillas', { exact: true })).toBeVisible();
  await expect(shoppingItems(tablet).getByText('Limes', { exact: true })).toBeVisible();
});
