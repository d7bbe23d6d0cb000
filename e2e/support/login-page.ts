import type { Page } from 'playwright-core';

/** Page model of /login. */
export class LoginPage {
  constructor(private readonly page: Page) {}

  async open() {
    await this.page.goto('/login');
    await this.page.getByLabel('Usuário').waitFor();
  }

  async login(username: string, password = username) {
    await this.page.getByLabel('Usuário').fill(username);
    await this.page.getByLabel('Senha', { exact: true }).fill(password);
    await this.page.getByRole('button', { name: 'Entrar' }).click();
  }
}
