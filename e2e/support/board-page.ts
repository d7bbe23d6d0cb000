import type { Browser, Locator, Page } from 'playwright-core';
import { newPage } from './browser';
import { LoginPage } from './login-page';

/** Page model of the delivery board (/delivery). */
export class BoardPage {
  constructor(private readonly page: Page) {}

  column(status: string): Locator {
    return this.page.getByTestId(`board-column-${status}`);
  }

  card(id: number): Locator {
    return this.page.getByTestId(`order-card-${id}`);
  }

  /** Waits until the card of order `id` is drawn inside the `status` column. */
  async expectCardIn(id: number, status: string, timeout = 10_000): Promise<void> {
    await this.column(status).getByTestId(`order-card-${id}`).waitFor({ timeout });
  }

  async waitForBoard(): Promise<void> {
    await this.column('PENDENTE').waitFor();
  }

  /**
   * Drags a card onto a column with the mouse, in small steps as a person would: the board's pointer
   * sensor starts a drag after 5 px and drops on the column under the pointer.
   */
  async dragCardTo(id: number, status: string): Promise<void> {
    const card = this.card(id);
    await card.scrollIntoViewIfNeeded();
    const from = await card.boundingBox();
    const to = await this.column(status).boundingBox();
    if (!from || !to) throw new Error(`card ${id} or column ${status} is not visible`);
    const startX = from.x + 40;
    const startY = from.y + from.height / 2;
    await this.page.mouse.move(startX, startY);
    await this.page.mouse.down();
    await this.page.mouse.move(startX + 12, startY + 6, { steps: 4 });
    await this.page.mouse.move(to.x + to.width / 2, to.y + 150, { steps: 20 });
    await this.page.mouse.up();
  }

  /**
   * The keyboard way: focus the card, Space picks it up, arrows change column, Space drops it. Each step
   * waits for the board's screen-reader announcement, as the columns are measured after the pick-up.
   */
  async moveCardWithKeyboard(id: number, direction: 'ArrowRight' | 'ArrowLeft', targetLabel: string): Promise<void> {
    const announcement = (text: string | RegExp) =>
      this.page.getByRole('status').filter({ hasText: text }).waitFor({ state: 'attached' });
    await this.card(id).focus();
    await this.page.keyboard.press('Space');
    // The pick-up is announced, then at once the column it is over.
    await announcement(new RegExp(`Pedido ${id} (selecionado|sobre a coluna)`));
    await this.page.keyboard.press(direction);
    await announcement(`Pedido ${id} sobre a coluna ${targetLabel}.`);
    await this.page.keyboard.press('Space');
  }

  /** A snackbar with exactly this text. */
  snackbar(text: string): Locator {
    return this.page.locator('#notistack-snackbar').filter({ hasText: text });
  }
}

/** A logged-in delivery board in a fresh page; `offline` blocks the realtime socket. */
export async function openBoard(
  browser: Browser,
  baseUrl: string,
  username: string,
  options: { offline?: boolean } = {},
): Promise<{ page: Page; board: BoardPage }> {
  const page = await newPage(browser, baseUrl);
  if (options.offline) await page.context().route('**/socket.io/**', (route) => route.abort());
  const login = new LoginPage(page);
  await login.open();
  await login.login(username);
  await page.waitForURL('**/delivery');
  const board = new BoardPage(page);
  await board.waitForBoard();
  return { page, board };
}
