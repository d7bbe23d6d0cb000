import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { CAMERA_MESSAGES } from '../../../shared/camera-scan/camera-scan';
import { mediaQueries } from '../../../test/media-query';
import { stubEntryApi } from '../test-utils/entry-api-stub';
import { renderWithProviders, signIn } from '../test-utils/render-with-providers';
import { OrderEntryDialog } from './order-entry-dialog';

/** A phone-sized screen: every media query of the theme's down('md') matches. */
function useSmallScreen() {
  vi.stubGlobal(
    'matchMedia',
    mediaQueries((query) => query.includes('max-width')),
  );
}

async function openItemsStep() {
  signIn();
  stubEntryApi();
  renderWithProviders(<OrderEntryDialog origin="BALCAO" onClose={() => undefined} />);
  await screen.findByTestId('order-entry-step-type');
  fireEvent.keyDown(screen.getByTestId('order-entry-panel-0'), { key: 'F10' });
  await screen.findByTestId('product-tile-10');
}

describe('order entry, mobile layout (doc 2 §2.6)', () => {
  it('is full screen with a bottom bar instead of the summary panel; the bar opens the summary', async () => {
    useSmallScreen();
    await openItemsStep();
    expect(screen.getByTestId('order-entry-dialog').querySelector('.MuiDialog-paperFullScreen')).not.toBeNull();
    expect(screen.queryByTestId('order-summary')).toBeNull();
    expect(screen.getByTestId('mobile-summary-count')).toHaveTextContent('0 itens');
    expect(screen.getByTestId('mobile-summary-total')).toHaveTextContent('R$ 0,00');

    await userEvent.click(screen.getByTestId('product-tile-10'));
    await userEvent.click(screen.getByTestId('product-tile-10'));
    await userEvent.click(screen.getByTestId('group-chip-2'));
    await userEvent.click(await screen.findByTestId('product-tile-20'));
    expect(screen.getByTestId('mobile-summary-count')).toHaveTextContent('3 itens');
    expect(screen.getByTestId('mobile-summary-total')).toHaveTextContent('R$ 56,80');

    await userEvent.click(screen.getByTestId('mobile-summary-bar'));
    const summary = await screen.findByTestId('mobile-summary-dialog');
    expect(within(summary).getByTestId('summary-item-10')).toBeInTheDocument();
    expect(within(summary).getByTestId('order-total')).toHaveTextContent('R$ 56,80');
    await userEvent.click(within(summary).getByTestId('mobile-summary-close'));
    await waitFor(() => expect(screen.queryByTestId('mobile-summary-dialog')).toBeNull());
  });

  it('adds a product found by name', async () => {
    useSmallScreen();
    await openItemsStep();
    await userEvent.click(screen.getByTestId('open-product-name-search'));
    const dialog = await screen.findByTestId('product-name-search-dialog');
    await userEvent.type(within(dialog).getByTestId('product-name-search-input'), 'refri');
    expect(within(dialog).queryByTestId('product-tile-10')).toBeNull();
    await userEvent.click(within(dialog).getByTestId('product-tile-20'));
    await waitFor(() => expect(screen.queryByTestId('product-name-search-dialog')).toBeNull());
    expect(screen.getByTestId('mobile-summary-count')).toHaveTextContent('1 item');
    expect(screen.getByTestId('mobile-summary-total')).toHaveTextContent('R$ 7,00');
  });

  it('says in the camera dialog when the page cannot reach a camera', async () => {
    useSmallScreen();
    await openItemsStep();
    await userEvent.click(screen.getByTestId('open-camera-scan'));
    const dialog = await screen.findByTestId('camera-scan-dialog');
    // jsdom, like a page on plain HTTP, has no navigator.mediaDevices.
    expect(await within(dialog).findByTestId('camera-scan-error')).toHaveTextContent(CAMERA_MESSAGES.INSECURE);
  });

  it('keeps the side panel on a large screen, with the camera button in the code field', async () => {
    await openItemsStep();
    expect(screen.getByTestId('order-summary')).toBeInTheDocument();
    expect(screen.queryByTestId('mobile-summary-bar')).toBeNull();
    expect(screen.queryByTestId('open-product-name-search')).toBeNull();
    expect(screen.getByTestId('open-camera-scan')).toBeInTheDocument();
  });
});
