import { MSG } from '@brasa/domain';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { DetectedCode, ScanDevices } from '../../../shared/camera-scan/scan-devices';
import { useProductAdder } from '../hooks/use-product-adder';
import { CAMERA_MESSAGES, SCAN_FORMATS } from '../../../shared/camera-scan/camera-scan';
import type { DraftItem } from '../model/order-draft';
import { makeTestMenu, stubEntryApi } from '../test-utils/entry-api-stub';
import { renderWithProviders } from '../test-utils/render-with-providers';
import { CameraScanDialog } from '../../../shared/camera-scan/camera-scan-dialog';

const SODA_EAN = '7894900011517';

/** A camera that gives one queued frame per read; every read moves the fake clock by `step` ms. */
function fakeCamera(step = 300) {
  const frames: DetectedCode[][] = [];
  let clock = 0;
  const track = { stop: vi.fn() };
  const stream = { getTracks: () => [track] } as unknown as MediaStream;
  const detect = vi.fn(async () => {
    clock += step;
    return frames.shift() ?? [];
  });
  const createReader = vi.fn(async () => ({ detect }));
  const devices: ScanDevices = { openCamera: vi.fn(async () => stream), createReader };
  return {
    devices,
    detect,
    createReader,
    track,
    now: () => clock,
    show: (...codes: string[]) => frames.push(codes.map((rawValue) => ({ rawValue, format: 'ean_13' }))),
    setClock: (ms: number) => (clock = ms),
    drained: () => frames.length === 0,
  };
}

/** The dialog on the real adder (the typed-code path), as the items step wires it. */
function Harness({ camera, added }: { camera: ReturnType<typeof fakeCamera>; added: DraftItem[] }) {
  const [open, setOpen] = useState(true);
  const adder = useProductAdder({
    menu: makeTestMenu(),
    scaleFormat: 'V',
    seller: null,
    addItem: (item) => {
      added.push(item);
      return true;
    },
    onSearchText: () => undefined,
  });
  return open ? (
    <CameraScanDialog
      onCode={adder.submitCode}
      paused={adder.weighing !== null}
      onClose={() => setOpen(false)}
      devices={camera.devices}
      now={camera.now}
    />
  ) : (
    <p>fechado</p>
  );
}

beforeEach(() => {
  stubEntryApi();
  vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
});

describe('CameraScanDialog (doc 2 §5.6)', () => {
  it('adds the product of a detected EAN once, ignoring the same code within 1000 ms', async () => {
    const camera = fakeCamera(300);
    const added: DraftItem[] = [];
    // Read at 300 ms (added), 600 and 900 ms (repeats, ignored).
    camera.show(SODA_EAN);
    camera.show(SODA_EAN);
    camera.show(SODA_EAN);
    renderWithProviders(<Harness camera={camera} added={added} />);

    expect(await screen.findByText(MSG.produtoAdicionado('Refrigerante lata 350ml'))).toBeInTheDocument();
    expect(await screen.findByTestId('camera-scan-feedback')).toHaveTextContent(`Código ${SODA_EAN} lido.`);
    await waitFor(() => expect(camera.drained()).toBe(true));
    await waitFor(() => expect(camera.detect.mock.calls.length).toBeGreaterThanOrEqual(4));
    expect(added.map((item) => [item.name, item.quantity])).toEqual([['Refrigerante lata 350ml', 1]]);
    expect(camera.createReader).toHaveBeenCalledWith(SCAN_FORMATS);

    // 1000 ms after it was accepted the same code is a new reading.
    camera.setClock(1300);
    camera.show(SODA_EAN);
    await waitFor(() => expect(added).toHaveLength(2));
  });

  it('says when a code is unknown, with the typed-code message', async () => {
    const camera = fakeCamera();
    camera.show('7890000009999');
    renderWithProviders(<Harness camera={camera} added={[]} />);
    expect(await screen.findByText(MSG.produtoNaoCadastrado('7890000009999'))).toBeInTheDocument();
    expect(await screen.findByTestId('camera-scan-feedback')).toHaveTextContent('Código 7890000009999 não adicionado.');
  });

  it('turns the camera off when closed', async () => {
    const camera = fakeCamera();
    renderWithProviders(<Harness camera={camera} added={[]} />);
    await waitFor(() => expect(camera.detect).toHaveBeenCalled());
    expect(camera.track.stop).not.toHaveBeenCalled();
    await userEvent.click(screen.getByTestId('camera-scan-close'));
    expect(await screen.findByText('fechado')).toBeInTheDocument();
    expect(camera.track.stop).toHaveBeenCalled();
    const reads = camera.detect.mock.calls.length;
    await new Promise((resolve) => setTimeout(resolve, 450));
    expect(camera.detect.mock.calls.length).toBe(reads);
  });

  it('shows a pt-BR message when the camera cannot be opened', async () => {
    const camera = fakeCamera();
    camera.devices.openCamera = () => Promise.reject(new DOMException('denied', 'NotAllowedError'));
    renderWithProviders(<Harness camera={camera} added={[]} />);
    expect(await screen.findByTestId('camera-scan-error')).toHaveTextContent(CAMERA_MESSAGES.DENIED);
    expect(camera.createReader).not.toHaveBeenCalled();
  });
});
