// `npm run bench`: prints figures and ratios; nothing here passes or fails.
import { benchBoardPaint } from './board-paint.bench';
import { benchBundleSize } from './bundle-size.bench';
import { benchConcurrentSaves } from './concurrent-saves.bench';
import { benchKds } from './kds.bench';
import { benchLogin } from './login.bench';
import { benchOrderDialog } from './order-dialog.bench';
import { benchOrders } from './orders.bench';
import { benchPaymentConfirm } from './payment-confirm.bench';
import { benchProductSearch } from './product-search.bench';
import { benchStartTime } from './start-time.bench';
import { benchKdsPaint } from './kds-paint.bench';
import { benchTabsPaint } from './tabs-paint.bench';
import { benchTabs } from './tabs.bench';

const only = process.argv[2];
if (!only || only === 'start') await benchStartTime();
if (!only || only === 'login') await benchLogin();
if (!only || only === 'orders') await benchOrders();
if (!only || only === 'concurrent') await benchConcurrentSaves();
if (!only || only === 'products') await benchProductSearch();
if (!only || only === 'board') await benchBoardPaint();
if (!only || only === 'tabs-paint') await benchTabsPaint();
if (!only || only === 'kds-paint') await benchKdsPaint();
if (!only || only === 'order-dialog') await benchOrderDialog();
if (!only || only === 'payment-confirm') await benchPaymentConfirm();
if (!only || only === 'bundle') await benchBundleSize();
if (!only || only === 'tabs') await benchTabs();
if (!only || only === 'kds') await benchKds();
