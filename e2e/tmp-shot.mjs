import { chromium } from 'playwright-core';
import { createHash } from 'node:crypto';
const url = 'http://127.0.0.1:3400';
const user = process.argv[2] ?? 'admin';
const paths = process.argv.slice(3);
const res = await fetch(`${url}/api-v2/usuario/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username: user, password: createHash('sha256').update(user).digest('hex') }) });
const body = await res.json();
if (!res.ok) { console.log(res.status, body); process.exit(1); }
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
const ctx = await browser.newContext({ locale: 'pt-BR', timezoneId: 'America/Sao_Paulo', viewport: { width: 1440, height: 900 } });
await ctx.addInitScript(([t, p]) => { localStorage.setItem('brasa.token', t); localStorage.setItem('brasa.profile', JSON.stringify(p)); }, [body.jwtToken, body]);
const page = await ctx.newPage();
page.on('pageerror', (e) => console.log('pageerror', e.message));
for (const p of paths) {
  await page.goto(url + p);
  await page.waitForTimeout(4000);
  if (process.env.CLICK) { await page.getByText(process.env.CLICK, { exact: true }).first().click(); await page.waitForTimeout(3000); }
  const f = `/tmp/shots/${user}${p.replace(/\//g, '_')}.png`;
  await page.screenshot({ path: f });
  console.log('shot', f);
}
await browser.close();
